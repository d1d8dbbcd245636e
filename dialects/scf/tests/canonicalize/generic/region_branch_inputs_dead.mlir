"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32, i32, i32, i32) -> (i32, i32, i32), sym_name = "for_args"}> ({
  ^bb0(%arg18: index loc("cases/region_branch_inputs_dead.mlir":8:21), %arg19: index loc("cases/region_branch_inputs_dead.mlir":8:33), %arg20: index loc("cases/region_branch_inputs_dead.mlir":8:45), %arg21: i32 loc("cases/region_branch_inputs_dead.mlir":8:56), %arg22: i32 loc("cases/region_branch_inputs_dead.mlir":8:65), %arg23: i32 loc("cases/region_branch_inputs_dead.mlir":8:74), %arg24: i32 loc("cases/region_branch_inputs_dead.mlir":8:83)):
    %8:4 = "scf.for"(%arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24) ({
    ^bb0(%arg25: index loc("cases/region_branch_inputs_dead.mlir":9:18), %arg26: i32 loc("cases/region_branch_inputs_dead.mlir":9:52), %arg27: i32 loc("cases/region_branch_inputs_dead.mlir":9:61), %arg28: i32 loc("cases/region_branch_inputs_dead.mlir":9:70), %arg29: i32 loc("cases/region_branch_inputs_dead.mlir":9:79)):
      %9 = "test.op"(%arg26, %arg27, %arg28, %arg25) : (i32, i32, i32, index) -> i32 loc("cases/region_branch_inputs_dead.mlir":10:10)
      %10 = "test.op2"(%arg25) : (index) -> i32 loc("cases/region_branch_inputs_dead.mlir":11:10)
      "scf.yield"(%arg26, %9, %arg23, %10) : (i32, i32, i32, i32) -> () loc("cases/region_branch_inputs_dead.mlir":12:5)
    }) : (index, index, index, i32, i32, i32, i32) -> (i32, i32, i32, i32) loc("cases/region_branch_inputs_dead.mlir":9:10)
    "func.return"(%8#0, %8#1, %8#2) : (i32, i32, i32) -> () loc("cases/region_branch_inputs_dead.mlir":14:3)
  }) : () -> () loc("cases/region_branch_inputs_dead.mlir":8:1)
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "if_same"}> ({
  ^bb0(%arg16: i1 loc("cases/region_branch_inputs_dead.mlir":16:20), %arg17: i32 loc("cases/region_branch_inputs_dead.mlir":16:28)):
    %7 = "scf.if"(%arg16) ({
      "test.then"() : () -> () loc("cases/region_branch_inputs_dead.mlir":18:5)
      "scf.yield"(%arg17) : (i32) -> () loc("cases/region_branch_inputs_dead.mlir":19:5)
    }, {
      "test.else"() : () -> () loc("cases/region_branch_inputs_dead.mlir":21:5)
      "scf.yield"(%arg17) : (i32) -> () loc("cases/region_branch_inputs_dead.mlir":22:5)
    }) : (i1) -> i32 loc("cases/region_branch_inputs_dead.mlir":17:8)
    "func.return"(%7) : (i32) -> () loc("cases/region_branch_inputs_dead.mlir":24:3)
  }) : () -> () loc("cases/region_branch_inputs_dead.mlir":16:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "execute_region"}> ({
  ^bb0(%arg15: i32 loc("cases/region_branch_inputs_dead.mlir":26:27)):
    %6 = "scf.execute_region"() <{no_inline}> ({
      "test.op"() : () -> () loc("cases/region_branch_inputs_dead.mlir":28:5)
      "scf.yield"(%arg15) : (i32) -> () loc("cases/region_branch_inputs_dead.mlir":29:5)
    }) : () -> i32 loc("cases/region_branch_inputs_dead.mlir":27:8)
    "func.return"(%6) : (i32) -> () loc("cases/region_branch_inputs_dead.mlir":31:3)
  }) : () -> () loc("cases/region_branch_inputs_dead.mlir":26:1)
  "func.func"() <{function_type = (index, index, index, i32, i1, i32, i32) -> (i32, i32), sym_name = "carried"}> ({
  ^bb0(%arg6: index loc("cases/region_branch_inputs_dead.mlir":33:20), %arg7: index loc("cases/region_branch_inputs_dead.mlir":33:32), %arg8: index loc("cases/region_branch_inputs_dead.mlir":33:44), %arg9: i32 loc("cases/region_branch_inputs_dead.mlir":33:55), %arg10: i1 loc("cases/region_branch_inputs_dead.mlir":33:64), %arg11: i32 loc("cases/region_branch_inputs_dead.mlir":33:72), %arg12: i32 loc("cases/region_branch_inputs_dead.mlir":33:81)):
    %3 = "scf.for"(%arg6, %arg7, %arg8, %arg9) ({
    ^bb0(%arg13: index loc("cases/region_branch_inputs_dead.mlir":34:16), %arg14: i32 loc("cases/region_branch_inputs_dead.mlir":34:50)):
      %5 = "test.op"(%arg14, %arg13) : (i32, index) -> i32 loc("cases/region_branch_inputs_dead.mlir":35:10)
      "scf.yield"(%5) : (i32) -> () loc("cases/region_branch_inputs_dead.mlir":36:5)
    }) : (index, index, index, i32) -> i32 loc("cases/region_branch_inputs_dead.mlir":34:8)
    %4 = "scf.if"(%arg10) ({
      "scf.yield"(%arg11) : (i32) -> () loc("cases/region_branch_inputs_dead.mlir":39:5)
    }, {
      "scf.yield"(%arg12) : (i32) -> () loc("cases/region_branch_inputs_dead.mlir":41:5)
    }) : (i1) -> i32 loc("cases/region_branch_inputs_dead.mlir":38:8)
    "func.return"(%3, %4) : (i32, i32) -> () loc("cases/region_branch_inputs_dead.mlir":43:3)
  }) : () -> () loc("cases/region_branch_inputs_dead.mlir":33:1)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "while_invariant"}> ({
  ^bb0(%arg0: i32 loc("cases/region_branch_inputs_dead.mlir":48:28), %arg1: i32 loc("cases/region_branch_inputs_dead.mlir":48:37)):
    %0:2 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg4: i32 loc("cases/region_branch_inputs_dead.mlir":49:21), %arg5: i32 loc("cases/region_branch_inputs_dead.mlir":49:30)):
      %2 = "test.cond"(%arg4, %arg5) : (i32, i32) -> i1 loc("cases/region_branch_inputs_dead.mlir":50:10)
      "scf.condition"(%2, %arg4, %arg5) : (i1, i32, i32) -> () loc("cases/region_branch_inputs_dead.mlir":51:5)
    }, {
    ^bb0(%arg2: i32 loc("cases/region_branch_inputs_dead.mlir":53:8), %arg3: i32 loc("cases/region_branch_inputs_dead.mlir":53:17)):
      %1 = "test.next"(%arg2, %arg3) : (i32, i32) -> i32 loc("cases/region_branch_inputs_dead.mlir":54:11)
      "scf.yield"(%1, %arg3) : (i32, i32) -> () loc("cases/region_branch_inputs_dead.mlir":55:5)
    }) : (i32, i32) -> (i32, i32) loc("cases/region_branch_inputs_dead.mlir":49:10)
    "func.return"(%0#1) : (i32) -> () loc("cases/region_branch_inputs_dead.mlir":57:3)
  }) : () -> () loc("cases/region_branch_inputs_dead.mlir":48:1)
}) : () -> () loc("cases/region_branch_inputs_dead.mlir":0:0)
