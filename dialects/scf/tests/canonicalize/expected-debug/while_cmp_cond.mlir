"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "lhs_and_rhs"}> ({
  ^bb0(%arg3: i32 loc("cases/while_cmp_cond.mlir":7:24), %arg4: i32 loc("cases/while_cmp_cond.mlir":7:37)):
    %3 = "arith.constant"() <{value = false}> : () -> i1 loc("cases/while_cmp_cond.mlir":15:12)
    %4 = "arith.constant"() <{value = true}> : () -> i1 loc("cases/while_cmp_cond.mlir":14:13)
    %5:2 = "scf.while"(%arg3) ({
    ^bb0(%arg7: i32 loc("cases/while_cmp_cond.mlir":8:21)):
      %8 = "test.val"(%arg7) : (i32) -> i32 loc("cases/while_cmp_cond.mlir":9:10)
      %9 = "arith.cmpi"(%8, %arg3) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc("cases/while_cmp_cond.mlir":10:10)
      "scf.condition"(%9, %8, %arg3) : (i1, i32, i32) -> () loc("cases/while_cmp_cond.mlir":11:5)
    }, {
    ^bb0(%arg5: i32 loc("cases/while_cmp_cond.mlir":13:8), %arg6: i32 loc("cases/while_cmp_cond.mlir":13:17)):
      %6 = "arith.cmpi"(%arg5, %arg3) <{predicate = 0 : i64}> : (i32, i32) -> i1 loc("cases/while_cmp_cond.mlir":16:18)
      %7 = "arith.cmpi"(%arg5, %arg4) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc("cases/while_cmp_cond.mlir":17:18)
      "test.use"(%4, %3, %6, %7) : (i1, i1, i1, i1) -> () loc("cases/while_cmp_cond.mlir":18:5)
      "scf.yield"(%arg5) : (i32) -> () loc("cases/while_cmp_cond.mlir":19:5)
    }) : (i32) -> (i32, i32) loc("cases/while_cmp_cond.mlir":8:10)
    "func.return"() : () -> () loc("cases/while_cmp_cond.mlir":21:3)
  }) : () -> () loc("cases/while_cmp_cond.mlir":7:1)
  "func.func"() <{function_type = (i32) -> (), sym_name = "not_cmpi"}> ({
  ^bb0(%arg0: i32 loc("cases/while_cmp_cond.mlir":23:21)):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg2: i32 loc("cases/while_cmp_cond.mlir":24:19)):
      %2 = "test.cond"(%arg2) : (i32) -> i1 loc("cases/while_cmp_cond.mlir":25:10)
      "scf.condition"(%2, %arg2) : (i1, i32) -> () loc("cases/while_cmp_cond.mlir":26:5)
    }, {
    ^bb0(%arg1: i32 loc("cases/while_cmp_cond.mlir":28:8)):
      %1 = "arith.cmpi"(%arg1, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc("cases/while_cmp_cond.mlir":29:13)
      "test.use"(%1) : (i1) -> () loc("cases/while_cmp_cond.mlir":30:5)
      "scf.yield"(%arg1) : (i32) -> () loc("cases/while_cmp_cond.mlir":31:5)
    }) : (i32) -> i32 loc("cases/while_cmp_cond.mlir":24:8)
    "func.return"() : () -> () loc("cases/while_cmp_cond.mlir":33:3)
  }) : () -> () loc("cases/while_cmp_cond.mlir":23:1)
}) : () -> () loc("cases/while_cmp_cond.mlir":0:0)
