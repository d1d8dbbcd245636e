"builtin.module"() ({
  "func.func"() <{function_type = (i32, f64) -> i32, sym_name = "together"}> ({
  ^bb0(%arg0: i32 loc("cases/while_all.mlir":5:21), %arg1: f64 loc("cases/while_all.mlir":5:30)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc("cases/while_all.mlir":6:10)
    %1 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32 loc("cases/while_all.mlir":6:21)):
      %2 = "test.val"(%arg3) : (i32) -> i32 loc("cases/while_all.mlir":7:10)
      %3 = "arith.cmpi"(%2, %arg0) <{predicate = 6 : i64}> : (i32, i32) -> i1 loc("cases/while_all.mlir":8:10)
      "scf.condition"(%3, %2) : (i1, i32) -> () loc("cases/while_all.mlir":9:5)
    }, {
    ^bb0(%arg2: i32 loc("cases/while_all.mlir":11:8)):
      "test.use"(%0) : (i1) -> () loc("cases/while_all.mlir":14:5)
      "scf.yield"(%arg2) : (i32) -> () loc("cases/while_all.mlir":15:5)
    }) : (i32) -> i32 loc("cases/while_all.mlir":6:10)
    "func.return"(%1) : (i32) -> () loc("cases/while_all.mlir":17:3)
  }) : () -> () loc("cases/while_all.mlir":5:1)
}) : () -> () loc("cases/while_all.mlir":0:0)
