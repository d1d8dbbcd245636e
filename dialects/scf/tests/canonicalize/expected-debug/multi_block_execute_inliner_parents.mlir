"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "in_execute_region"}> ({
  ^bb0(%arg4: i1 loc("cases/multi_block_execute_inliner_parents.mlir":7:30)):
    "cf.br"()[^bb1] : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":8:8)
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb2] : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":9:10)
  ^bb2:  // pred: ^bb1
    "cf.cond_br"(%arg4)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc("cases/multi_block_execute_inliner_parents.mlir":10:7)
  ^bb3:  // pred: ^bb2
    %2 = "test.x"() : () -> i32 loc("cases/multi_block_execute_inliner_parents.mlir":12:12)
    "cf.br"(%2)[^bb5] : (i32) -> () loc("cases/multi_block_execute_inliner_parents.mlir":13:7)
  ^bb4:  // pred: ^bb2
    %3 = "test.y"() : () -> i32 loc("cases/multi_block_execute_inliner_parents.mlir":15:12)
    "cf.br"(%3)[^bb5] : (i32) -> () loc("cases/multi_block_execute_inliner_parents.mlir":16:7)
  ^bb5(%4: i32 loc("cases/multi_block_execute_inliner_parents.mlir":9:10)):  // 2 preds: ^bb3, ^bb4
    "test.use"(%4) : (i32) -> () loc("cases/multi_block_execute_inliner_parents.mlir":18:5)
    "cf.br"(%4)[^bb6] : (i32) -> () loc("cases/multi_block_execute_inliner_parents.mlir":19:5)
  ^bb6(%5: i32 loc("cases/multi_block_execute_inliner_parents.mlir":8:8)):  // pred: ^bb5
    "func.return"(%5) : (i32) -> () loc("cases/multi_block_execute_inliner_parents.mlir":21:3)
  }) : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":7:1)
  "func.func"() <{function_type = (i1, index) -> (), sym_name = "in_loop_and_if"}> ({
  ^bb0(%arg1: i1 loc("cases/multi_block_execute_inliner_parents.mlir":23:27), %arg2: index loc("cases/multi_block_execute_inliner_parents.mlir":23:35)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/multi_block_execute_inliner_parents.mlir":24:9)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/multi_block_execute_inliner_parents.mlir":25:9)
    "scf.for"(%0, %arg2, %1) ({
    ^bb0(%arg3: index loc("cases/multi_block_execute_inliner_parents.mlir":26:11)):
      "scf.execute_region"() ({
        "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc("cases/multi_block_execute_inliner_parents.mlir":28:7)
      ^bb1:  // pred: ^bb0
        "test.a"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":30:7)
        "scf.yield"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":31:7)
      ^bb2:  // pred: ^bb0
        "scf.yield"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":33:7)
      }) : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":27:5)
      "scf.yield"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":26:3)
    }) : (index, index, index) -> () loc("cases/multi_block_execute_inliner_parents.mlir":26:3)
    "scf.if"(%arg1) ({
      "scf.execute_region"() ({
        "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc("cases/multi_block_execute_inliner_parents.mlir":38:7)
      ^bb1:  // pred: ^bb0
        "test.b"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":40:7)
        "scf.yield"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":41:7)
      ^bb2:  // pred: ^bb0
        "scf.yield"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":43:7)
      }) : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":37:5)
      "scf.yield"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":36:3)
    }, {
    }) : (i1) -> () loc("cases/multi_block_execute_inliner_parents.mlir":36:3)
    "func.return"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":46:3)
  }) : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":23:1)
  "func.func"() <{function_type = (i1) -> (), sym_name = "in_unknown_op"}> ({
  ^bb0(%arg0: i1 loc("cases/multi_block_execute_inliner_parents.mlir":48:26)):
    "test.region"() ({
      "scf.execute_region"() ({
        "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc("cases/multi_block_execute_inliner_parents.mlir":51:7)
      ^bb1:  // pred: ^bb0
        "test.c"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":53:7)
        "scf.yield"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":54:7)
      ^bb2:  // pred: ^bb0
        "scf.yield"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":56:7)
      }) : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":50:5)
      "test.end"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":58:5)
    }) : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":49:3)
    "func.return"() : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":60:3)
  }) : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":48:1)
}) : () -> () loc("cases/multi_block_execute_inliner_parents.mlir":0:0)
