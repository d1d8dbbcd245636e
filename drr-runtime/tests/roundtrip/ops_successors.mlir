"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg0: i1 loc("ops_successors.mlir":2:21), %arg1: i32 loc("ops_successors.mlir":2:29)):
    "cf.cond_br"(%arg0, %arg1, %arg1, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> () loc("ops_successors.mlir":3:3)
  ^bb1(%5: i32 loc("ops_successors.mlir":4:6)):  // pred: ^bb0
    "cf.br"(%5)[^bb3] : (i32) -> () loc("ops_successors.mlir":5:3)
  ^bb2(%6: i32 loc("ops_successors.mlir":6:6), %7: i32 loc("ops_successors.mlir":6:15)):  // pred: ^bb0
    %8 = "arith.addi"(%6, %7) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32 loc("ops_successors.mlir":7:8)
    "cf.br"(%8)[^bb3] : (i32) -> () loc("ops_successors.mlir":8:3)
  ^bb3(%9: i32 loc("ops_successors.mlir":9:6)):  // 2 preds: ^bb1, ^bb2
    %10 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc("ops_successors.mlir":10:9)
    "cf.switch"(%10, %9, %9)[^bb4, ^bb4, ^bb5] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 5]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> () loc("ops_successors.mlir":11:3)
  ^bb4(%11: i32 loc("ops_successors.mlir":16:6)):  // 2 preds: ^bb3, ^bb3
    "func.return"(%11) : (i32) -> () loc("ops_successors.mlir":17:3)
  ^bb5:  // 3 preds: ^bb3, ^bb5, ^bb5
    "cf.cond_br"(%arg0)[^bb5, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc("ops_successors.mlir":19:3)
  }) : () -> () loc("ops_successors.mlir":2:1)
  "t.cfg"() ({
    "t.br"()[^bb1, ^bb1] : () -> () loc("ops_successors.mlir":22:3)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "t.br"()[^bb3, ^bb2, ^bb1] : () -> () loc("ops_successors.mlir":24:3)
  ^bb2:  // pred: ^bb1
    "t.br"()[^bb3] : () -> () loc("ops_successors.mlir":26:3)
  ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb5
    %0 = "t.with_result"()[^bb4] : () -> i32 loc("ops_successors.mlir":28:8)
  ^bb4:  // 2 preds: ^bb3, ^bb7
    "t.ret"() : () -> () loc("ops_successors.mlir":30:3)
  ^bb5:  // no predecessors
    "t.br"()[^bb3] : () -> () loc("ops_successors.mlir":32:3)
  ^bb6(%1: i32 loc("ops_successors.mlir":33:6)):  // pred: ^bb6
    "t.br"(%1)[^bb6] {attr} : (i32) -> () loc("ops_successors.mlir":34:3)
  ^bb7(%2: i32 loc("ops_successors.mlir":35:6), %3: f32 loc("ops_successors.mlir":35:15)):  // pred: ^bb7
    %4 = "t.everything"(%2, %3)[^bb4, ^bb7] <{p = 1 : i8}> ({
      "t.inner"() : () -> () loc("ops_successors.mlir":37:5)
    }, {
    }) {d = 2 : i8} : (i32, f32) -> i64 loc("ops_successors.mlir":36:10)
  }) : () -> () loc("ops_successors.mlir":21:1)
}) : () -> () loc("ops_successors.mlir":0:0)
