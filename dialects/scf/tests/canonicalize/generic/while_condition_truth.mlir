"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i1, i32), sym_name = "truth"}> ({
  ^bb0(%arg3: i32 loc("cases/while_condition_truth.mlir":5:18)):
    %2:3 = "scf.while"(%arg3) ({
    ^bb0(%arg7: i32 loc("cases/while_condition_truth.mlir":6:21)):
      %3 = "test.cond"(%arg7) : (i32) -> i1 loc("cases/while_condition_truth.mlir":7:10)
      "scf.condition"(%3, %3, %3, %arg7) : (i1, i1, i1, i32) -> () loc("cases/while_condition_truth.mlir":8:5)
    }, {
    ^bb0(%arg4: i1 loc("cases/while_condition_truth.mlir":10:8), %arg5: i1 loc("cases/while_condition_truth.mlir":10:16), %arg6: i32 loc("cases/while_condition_truth.mlir":10:24)):
      "test.use"(%arg4) : (i1) -> () loc("cases/while_condition_truth.mlir":11:5)
      "test.use"(%arg4, %arg6) : (i1, i32) -> () loc("cases/while_condition_truth.mlir":12:5)
      "scf.yield"(%arg6) : (i32) -> () loc("cases/while_condition_truth.mlir":13:5)
    }) : (i32) -> (i1, i1, i32) loc("cases/while_condition_truth.mlir":6:10)
    "func.return"(%2#1, %2#2) : (i1, i32) -> () loc("cases/while_condition_truth.mlir":15:3)
  }) : () -> () loc("cases/while_condition_truth.mlir":5:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "not_forwarded"}> ({
  ^bb0(%arg0: i32 loc("cases/while_condition_truth.mlir":17:26)):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg2: i32 loc("cases/while_condition_truth.mlir":18:19)):
      %1 = "test.cond"(%arg2) : (i32) -> i1 loc("cases/while_condition_truth.mlir":19:10)
      "scf.condition"(%1, %arg2) : (i1, i32) -> () loc("cases/while_condition_truth.mlir":20:5)
    }, {
    ^bb0(%arg1: i32 loc("cases/while_condition_truth.mlir":22:8)):
      "test.use"(%arg1) : (i32) -> () loc("cases/while_condition_truth.mlir":23:5)
      "scf.yield"(%arg1) : (i32) -> () loc("cases/while_condition_truth.mlir":24:5)
    }) : (i32) -> i32 loc("cases/while_condition_truth.mlir":18:8)
    "func.return"(%0) : (i32) -> () loc("cases/while_condition_truth.mlir":26:3)
  }) : () -> () loc("cases/while_condition_truth.mlir":17:1)
}) : () -> () loc("cases/while_condition_truth.mlir":0:0)
