"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i64, sym_name = "multi"}> ({
  ^bb0(%arg1: i1 loc("cases/multi_block_execute_inliner.mlir":4:18)):
    "test.foo"() : () -> () loc("cases/multi_block_execute_inliner.mlir":5:3)
    %3 = "scf.execute_region"() ({
      "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc("cases/multi_block_execute_inliner.mlir":7:5)
    ^bb1:  // pred: ^bb0
      %4 = "test.val1"() : () -> i64 loc("cases/multi_block_execute_inliner.mlir":9:10)
      "cf.br"(%4)[^bb3] : (i64) -> () loc("cases/multi_block_execute_inliner.mlir":10:5)
    ^bb2:  // pred: ^bb0
      %5 = "test.val2"() : () -> i64 loc("cases/multi_block_execute_inliner.mlir":12:10)
      "cf.br"(%5)[^bb3] : (i64) -> () loc("cases/multi_block_execute_inliner.mlir":13:5)
    ^bb3(%6: i64 loc("cases/multi_block_execute_inliner.mlir":14:8)):  // 2 preds: ^bb1, ^bb2
      "scf.yield"(%6) : (i64) -> () loc("cases/multi_block_execute_inliner.mlir":15:5)
    }) : () -> i64 loc("cases/multi_block_execute_inliner.mlir":6:8)
    "test.bar"(%3) : (i64) -> () loc("cases/multi_block_execute_inliner.mlir":17:3)
    "func.return"(%3) : (i64) -> () loc("cases/multi_block_execute_inliner.mlir":18:3)
  }) : () -> () loc("cases/multi_block_execute_inliner.mlir":4:1)
  "func.func"() <{function_type = (i1) -> i64, sym_name = "no_inline"}> ({
  ^bb0(%arg0: i1 loc("cases/multi_block_execute_inliner.mlir":20:22)):
    %0 = "scf.execute_region"() <{no_inline}> ({
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc("cases/multi_block_execute_inliner.mlir":22:5)
    ^bb1:  // pred: ^bb0
      %1 = "test.val1"() : () -> i64 loc("cases/multi_block_execute_inliner.mlir":24:10)
      "scf.yield"(%1) : (i64) -> () loc("cases/multi_block_execute_inliner.mlir":25:5)
    ^bb2:  // pred: ^bb0
      %2 = "test.val2"() : () -> i64 loc("cases/multi_block_execute_inliner.mlir":27:10)
      "scf.yield"(%2) : (i64) -> () loc("cases/multi_block_execute_inliner.mlir":28:5)
    }) : () -> i64 loc("cases/multi_block_execute_inliner.mlir":21:8)
    "func.return"(%0) : (i64) -> () loc("cases/multi_block_execute_inliner.mlir":30:3)
  }) : () -> () loc("cases/multi_block_execute_inliner.mlir":20:1)
}) : () -> () loc("cases/multi_block_execute_inliner.mlir":0:0)
