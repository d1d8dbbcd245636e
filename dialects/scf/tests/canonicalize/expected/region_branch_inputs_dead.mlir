"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32, i32, i32, i32) -> (i32, i32, i32), sym_name = "for_args"}> ({
  ^bb0(%arg18: index, %arg19: index, %arg20: index, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32):
    %8:4 = "scf.for"(%arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24) ({
    ^bb0(%arg25: index, %arg26: i32, %arg27: i32, %arg28: i32, %arg29: i32):
      %9 = "test.op"(%arg21, %arg27, %arg23, %arg25) : (i32, i32, i32, index) -> i32
      %10 = "test.op2"(%arg25) : (index) -> i32
      "scf.yield"(%arg21, %9, %arg23, %10) : (i32, i32, i32, i32) -> ()
    }) : (index, index, index, i32, i32, i32, i32) -> (i32, i32, i32, i32)
    "func.return"(%arg21, %8#1, %arg23) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "if_same"}> ({
  ^bb0(%arg16: i1, %arg17: i32):
    %7 = "scf.if"(%arg16) ({
      "test.then"() : () -> ()
      "scf.yield"(%arg17) : (i32) -> ()
    }, {
      "test.else"() : () -> ()
      "scf.yield"(%arg17) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%arg17) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "execute_region"}> ({
  ^bb0(%arg15: i32):
    %6 = "scf.execute_region"() <{no_inline}> ({
      "test.op"() : () -> ()
      "scf.yield"(%arg15) : (i32) -> ()
    }) : () -> i32
    "func.return"(%arg15) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32, i1, i32, i32) -> (i32, i32), sym_name = "carried"}> ({
  ^bb0(%arg6: index, %arg7: index, %arg8: index, %arg9: i32, %arg10: i1, %arg11: i32, %arg12: i32):
    %3 = "scf.for"(%arg6, %arg7, %arg8, %arg9) ({
    ^bb0(%arg13: index, %arg14: i32):
      %5 = "test.op"(%arg14, %arg13) : (i32, index) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4 = "scf.if"(%arg10) ({
      "scf.yield"(%arg11) : (i32) -> ()
    }, {
      "scf.yield"(%arg12) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "while_invariant"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg4: i32, %arg5: i32):
      %2 = "test.cond"(%arg4, %arg1) : (i32, i32) -> i1
      "scf.condition"(%2, %arg4, %arg1) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg2: i32, %arg3: i32):
      %1 = "test.next"(%arg2, %arg1) : (i32, i32) -> i32
      "scf.yield"(%1, %arg1) : (i32, i32) -> ()
    }) : (i32, i32) -> (i32, i32)
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
