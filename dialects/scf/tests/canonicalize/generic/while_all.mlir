"builtin.module"() ({
  "func.func"() <{function_type = (i32, f64) -> i32, sym_name = "together"}> ({
  ^bb0(%arg0: i32 loc("cases/while_all.mlir":5:21), %arg1: f64 loc("cases/while_all.mlir":5:30)):
    %0:3 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg5: i32 loc("cases/while_all.mlir":6:21), %arg6: f64 loc("cases/while_all.mlir":6:30)):
      %3 = "test.val"(%arg5) : (i32) -> i32 loc("cases/while_all.mlir":7:10)
      %4 = "arith.cmpi"(%3, %arg0) <{predicate = 6 : i64}> : (i32, i32) -> i1 loc("cases/while_all.mlir":8:10)
      "scf.condition"(%4, %3, %4, %arg1) : (i1, i32, i1, f64) -> () loc("cases/while_all.mlir":9:5)
    }, {
    ^bb0(%arg2: i32 loc("cases/while_all.mlir":11:8), %arg3: i1 loc("cases/while_all.mlir":11:17), %arg4: f64 loc("cases/while_all.mlir":11:25)):
      %1 = "arith.cmpi"(%arg2, %arg0) <{predicate = 6 : i64}> : (i32, i32) -> i1 loc("cases/while_all.mlir":12:14)
      %2 = "arith.andi"(%arg3, %1) : (i1, i1) -> i1 loc("cases/while_all.mlir":13:13)
      "test.use"(%2) : (i1) -> () loc("cases/while_all.mlir":14:5)
      "scf.yield"(%arg2, %arg1) : (i32, f64) -> () loc("cases/while_all.mlir":15:5)
    }) : (i32, f64) -> (i32, i1, f64) loc("cases/while_all.mlir":6:10)
    "func.return"(%0#0) : (i32) -> () loc("cases/while_all.mlir":17:3)
  }) : () -> () loc("cases/while_all.mlir":5:1)
}) : () -> () loc("cases/while_all.mlir":0:0)
