"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "inline"}> ({
  ^bb0(%arg1: i32 loc("cases/single_block_execute_inliner.mlir":4:19)):
    "test.before"() : () -> () loc("cases/single_block_execute_inliner.mlir":5:3)
    %2 = "scf.execute_region"() ({
      %3 = "test.val"(%arg1) : (i32) -> i32 loc("cases/single_block_execute_inliner.mlir":7:10)
      "scf.yield"(%3) : (i32) -> () loc("cases/single_block_execute_inliner.mlir":8:5)
    }) : () -> i32 loc("cases/single_block_execute_inliner.mlir":6:8)
    "test.after"(%2) : (i32) -> () loc("cases/single_block_execute_inliner.mlir":10:3)
    "func.return"(%2) : (i32) -> () loc("cases/single_block_execute_inliner.mlir":11:3)
  }) : () -> () loc("cases/single_block_execute_inliner.mlir":4:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "no_inline"}> ({
  ^bb0(%arg0: i32 loc("cases/single_block_execute_inliner.mlir":13:22)):
    %0 = "scf.execute_region"() <{no_inline}> ({
      %1 = "test.val"(%arg0) : (i32) -> i32 loc("cases/single_block_execute_inliner.mlir":15:10)
      "scf.yield"(%1) : (i32) -> () loc("cases/single_block_execute_inliner.mlir":16:5)
    }) : () -> i32 loc("cases/single_block_execute_inliner.mlir":14:8)
    "func.return"(%0) : (i32) -> () loc("cases/single_block_execute_inliner.mlir":18:3)
  }) : () -> () loc("cases/single_block_execute_inliner.mlir":13:1)
}) : () -> () loc("cases/single_block_execute_inliner.mlir":0:0)
