"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32, i32, i32, i32) -> (i32, i32, i32), sym_name = "for_args"}> ({
  ^bb0(%arg12: index, %arg13: index, %arg14: index, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32):
    %5:4 = "scf.for"(%arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18) ({
    ^bb0(%arg19: index, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %6 = "test.op"(%arg20, %arg21, %arg22, %arg19) : (i32, i32, i32, index) -> i32
      %7 = "test.op2"(%arg19) : (index) -> i32
      "scf.yield"(%arg20, %6, %arg17, %7) : (i32, i32, i32, i32) -> ()
    }) : (index, index, index, i32, i32, i32, i32) -> (i32, i32, i32, i32)
    "func.return"(%5#0, %5#1, %5#2) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "if_same"}> ({
  ^bb0(%arg10: i1, %arg11: i32):
    %4 = "scf.if"(%arg10) ({
      "test.then"() : () -> ()
      "scf.yield"(%arg11) : (i32) -> ()
    }, {
      "test.else"() : () -> ()
      "scf.yield"(%arg11) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "execute_region"}> ({
  ^bb0(%arg9: i32):
    %3 = "scf.execute_region"() <{no_inline}> ({
      "test.op"() : () -> ()
      "scf.yield"(%arg9) : (i32) -> ()
    }) : () -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32, i1, i32, i32) -> (i32, i32), sym_name = "carried"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i1, %arg5: i32, %arg6: i32):
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg7: index, %arg8: i32):
      %2 = "test.op"(%arg8, %arg7) : (i32, index) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1 = "scf.if"(%arg4) ({
      "scf.yield"(%arg5) : (i32) -> ()
    }, {
      "scf.yield"(%arg6) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
