"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "if_unused"}> ({
  ^bb0(%arg15: i1 loc("cases/region_branch_dead_inputs.mlir":7:22)):
    %13:3 = "scf.if"(%arg15) ({
      %16 = "test.then"() : () -> i32 loc("cases/region_branch_dead_inputs.mlir":9:10)
      %17 = "test.then2"() : () -> i32 loc("cases/region_branch_dead_inputs.mlir":10:10)
      "scf.yield"(%16, %17, %16) : (i32, i32, i32) -> () loc("cases/region_branch_dead_inputs.mlir":11:5)
    }, {
      %14 = "test.else"() : () -> i32 loc("cases/region_branch_dead_inputs.mlir":13:10)
      %15 = "test.else2"() : () -> i32 loc("cases/region_branch_dead_inputs.mlir":14:10)
      "scf.yield"(%14, %15, %15) : (i32, i32, i32) -> () loc("cases/region_branch_dead_inputs.mlir":15:5)
    }) : (i1) -> (i32, i32, i32) loc("cases/region_branch_dead_inputs.mlir":8:10)
    "func.return"(%13#1) : (i32) -> () loc("cases/region_branch_dead_inputs.mlir":17:3)
  }) : () -> () loc("cases/region_branch_dead_inputs.mlir":7:1)
  "func.func"() <{function_type = () -> i32, sym_name = "execute_region_unused"}> ({
    %10:2 = "scf.execute_region"() <{no_inline}> ({
      %11 = "test.a"() : () -> i32 loc("cases/region_branch_dead_inputs.mlir":21:10)
      %12 = "test.b"() : () -> i32 loc("cases/region_branch_dead_inputs.mlir":22:10)
      "scf.yield"(%11, %12) : (i32, i32) -> () loc("cases/region_branch_dead_inputs.mlir":23:5)
    }) : () -> (i32, i32) loc("cases/region_branch_dead_inputs.mlir":20:10)
    "func.return"(%10#1) : (i32) -> () loc("cases/region_branch_dead_inputs.mlir":25:3)
  }) : () -> () loc("cases/region_branch_dead_inputs.mlir":19:1)
  "func.func"() <{function_type = (index, index, index, i32, i32) -> i32, sym_name = "for_unused"}> ({
  ^bb0(%arg7: index loc("cases/region_branch_dead_inputs.mlir":27:23), %arg8: index loc("cases/region_branch_dead_inputs.mlir":27:35), %arg9: index loc("cases/region_branch_dead_inputs.mlir":27:47), %arg10: i32 loc("cases/region_branch_dead_inputs.mlir":27:58), %arg11: i32 loc("cases/region_branch_dead_inputs.mlir":27:67)):
    %7:2 = "scf.for"(%arg7, %arg8, %arg9, %arg10, %arg11) ({
    ^bb0(%arg12: index loc("cases/region_branch_dead_inputs.mlir":28:18), %arg13: i32 loc("cases/region_branch_dead_inputs.mlir":28:52), %arg14: i32 loc("cases/region_branch_dead_inputs.mlir":28:61)):
      %8 = "test.op"(%arg14, %arg12) : (i32, index) -> i32 loc("cases/region_branch_dead_inputs.mlir":29:10)
      %9 = "test.op2"(%arg12) : (index) -> i32 loc("cases/region_branch_dead_inputs.mlir":30:10)
      "scf.yield"(%9, %8) : (i32, i32) -> () loc("cases/region_branch_dead_inputs.mlir":31:5)
    }) : (index, index, index, i32, i32) -> (i32, i32) loc("cases/region_branch_dead_inputs.mlir":28:10)
    "func.return"(%7#1) : (i32) -> () loc("cases/region_branch_dead_inputs.mlir":33:3)
  }) : () -> () loc("cases/region_branch_dead_inputs.mlir":27:1)
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "all_used"}> ({
  ^bb0(%arg6: i1 loc("cases/region_branch_dead_inputs.mlir":35:21)):
    %2:2 = "scf.if"(%arg6) ({
      %5 = "test.then"() : () -> i32 loc("cases/region_branch_dead_inputs.mlir":37:10)
      %6 = "test.then2"() : () -> i32 loc("cases/region_branch_dead_inputs.mlir":38:10)
      "scf.yield"(%5, %6) : (i32, i32) -> () loc("cases/region_branch_dead_inputs.mlir":39:5)
    }, {
      %3 = "test.else"() : () -> i32 loc("cases/region_branch_dead_inputs.mlir":41:10)
      %4 = "test.else2"() : () -> i32 loc("cases/region_branch_dead_inputs.mlir":42:10)
      "scf.yield"(%3, %4) : (i32, i32) -> () loc("cases/region_branch_dead_inputs.mlir":43:5)
    }) : (i1) -> (i32, i32) loc("cases/region_branch_dead_inputs.mlir":36:10)
    "func.return"(%2#0, %2#1) : (i32, i32) -> () loc("cases/region_branch_dead_inputs.mlir":45:3)
  }) : () -> () loc("cases/region_branch_dead_inputs.mlir":35:1)
  "func.func"() <{function_type = (index, index, index, i32) -> (), sym_name = "for_arg_used"}> ({
  ^bb0(%arg0: index loc("cases/region_branch_dead_inputs.mlir":47:25), %arg1: index loc("cases/region_branch_dead_inputs.mlir":47:37), %arg2: index loc("cases/region_branch_dead_inputs.mlir":47:49), %arg3: i32 loc("cases/region_branch_dead_inputs.mlir":47:60)):
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg4: index loc("cases/region_branch_dead_inputs.mlir":48:16), %arg5: i32 loc("cases/region_branch_dead_inputs.mlir":48:50)):
      %1 = "test.op"(%arg5, %arg4) : (i32, index) -> i32 loc("cases/region_branch_dead_inputs.mlir":49:10)
      "scf.yield"(%1) : (i32) -> () loc("cases/region_branch_dead_inputs.mlir":50:5)
    }) : (index, index, index, i32) -> i32 loc("cases/region_branch_dead_inputs.mlir":48:8)
    "func.return"() : () -> () loc("cases/region_branch_dead_inputs.mlir":52:3)
  }) : () -> () loc("cases/region_branch_dead_inputs.mlir":47:1)
}) : () -> () loc("cases/region_branch_dead_inputs.mlir":0:0)
