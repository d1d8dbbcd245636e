"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "if_duplicate"}> ({
  ^bb0(%arg8: i1):
    %6:2 = "scf.if"(%arg8) ({
      %8 = "test.then"() : () -> i32
      "scf.yield"(%8, %8) : (i32, i32) -> ()
    }, {
      %7 = "test.else"() : () -> i32
      "scf.yield"(%7, %7) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%6#0, %6#0) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32) -> (i32, i32), sym_name = "for_duplicate"}> ({
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: i32):
    %4:2 = "scf.for"(%arg1, %arg2, %arg3, %arg4, %arg4) ({
    ^bb0(%arg5: index, %arg6: i32, %arg7: i32):
      %5 = "test.op"(%arg6, %arg6, %arg5) : (i32, i32, index) -> i32
      "scf.yield"(%5, %5) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%4#0, %4#0) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "differ"}> ({
  ^bb0(%arg0: i1):
    %0:2 = "scf.if"(%arg0) ({
      %3 = "test.then"() : () -> i32
      "scf.yield"(%3, %3) : (i32, i32) -> ()
    }, {
      %1 = "test.else"() : () -> i32
      %2 = "test.else2"() : () -> i32
      "scf.yield"(%1, %2) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%0#0, %0#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
