"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "if_duplicate"}> ({
  ^bb0(%arg12: i1):
    %9:2 = "scf.if"(%arg12) ({
      %11 = "test.then"() : () -> i32
      "scf.yield"(%11, %11) : (i32, i32) -> ()
    }, {
      %10 = "test.else"() : () -> i32
      "scf.yield"(%10, %10) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%9#0, %9#0) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32) -> (i32, i32), sym_name = "for_duplicate"}> ({
  ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: i32):
    %7:2 = "scf.for"(%arg5, %arg6, %arg7, %arg8, %arg8) ({
    ^bb0(%arg9: index, %arg10: i32, %arg11: i32):
      %8 = "test.op"(%arg10, %arg10, %arg9) : (i32, i32, index) -> i32
      "scf.yield"(%8, %8) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%7#0, %7#0) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "differ"}> ({
  ^bb0(%arg4: i1):
    %3:2 = "scf.if"(%arg4) ({
      %6 = "test.then"() : () -> i32
      "scf.yield"(%6, %6) : (i32, i32) -> ()
    }, {
      %4 = "test.else"() : () -> i32
      %5 = "test.else2"() : () -> i32
      "scf.yield"(%4, %5) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%3#0, %3#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "while_duplicate"}> ({
  ^bb0(%arg0: i32):
    %0:2 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32):
      %2 = "test.cond"(%arg3) : (i32) -> i1
      "scf.condition"(%2, %arg3, %arg3) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg1: i32, %arg2: i32):
      %1 = "test.add"(%arg1, %arg1) : (i32, i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    "func.return"(%0#0, %0#0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
