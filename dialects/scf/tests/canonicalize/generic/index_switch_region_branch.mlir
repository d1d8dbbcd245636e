"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/index_switch_region_branch.mlir":2:1)
  "func.func"() <{function_type = (index, i32, i32) -> (i32, i32, i32), sym_name = "results"}> ({
  ^bb0(%arg3: index loc("cases/index_switch_region_branch.mlir":6:20), %arg4: i32 loc("cases/index_switch_region_branch.mlir":6:31), %arg5: i32 loc("cases/index_switch_region_branch.mlir":6:40)):
    %1:4 = "scf.index_switch"(%arg3) <{cases = array<i64: 1, 4>}> ({
      "scf.yield"(%arg4, %arg5, %arg5, %arg5) : (i32, i32, i32, i32) -> () loc("cases/index_switch_region_branch.mlir":16:5)
    }, {
      "func.call"(%arg3) <{callee = @sink}> : (index) -> () loc("cases/index_switch_region_branch.mlir":9:5)
      "scf.yield"(%arg4, %arg5, %arg5, %arg4) : (i32, i32, i32, i32) -> () loc("cases/index_switch_region_branch.mlir":10:5)
    }, {
      "scf.yield"(%arg4, %arg4, %arg4, %arg5) : (i32, i32, i32, i32) -> () loc("cases/index_switch_region_branch.mlir":13:5)
    }) : (index) -> (i32, i32, i32, i32) loc("cases/index_switch_region_branch.mlir":7:10)
    "func.return"(%1#0, %1#1, %1#2) : (i32, i32, i32) -> () loc("cases/index_switch_region_branch.mlir":18:3)
  }) : () -> () loc("cases/index_switch_region_branch.mlir":6:1)
  "func.func"() <{function_type = (index, i32, i32) -> i32, sym_name = "kept"}> ({
  ^bb0(%arg0: index loc("cases/index_switch_region_branch.mlir":22:17), %arg1: i32 loc("cases/index_switch_region_branch.mlir":22:28), %arg2: i32 loc("cases/index_switch_region_branch.mlir":22:37)):
    %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
      "scf.yield"(%arg2) : (i32) -> () loc("cases/index_switch_region_branch.mlir":28:5)
    }, {
      "scf.yield"(%arg1) : (i32) -> () loc("cases/index_switch_region_branch.mlir":25:5)
    }) : (index) -> i32 loc("cases/index_switch_region_branch.mlir":23:8)
    "func.return"(%0) : (i32) -> () loc("cases/index_switch_region_branch.mlir":30:3)
  }) : () -> () loc("cases/index_switch_region_branch.mlir":22:1)
}) : () -> () loc("cases/index_switch_region_branch.mlir":0:0)
