"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i1), sym_name = "shared"}> ({
  ^bb0(%arg0: i1 loc("cases/if_condition_shared.mlir":5:19), %arg1: i32 loc("cases/if_condition_shared.mlir":5:27), %arg2: i32 loc("cases/if_condition_shared.mlir":5:36)):
    %0 = "arith.constant"() <{value = false}> : () -> i1 loc("cases/if_condition_shared.mlir":26:8)
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(unknown)
    %2 = "scf.if"(%arg0) ({
      "scf.yield"(%arg1) : (i32) -> () loc("cases/if_condition_shared.mlir":8:5)
    }, {
      %6 = "arith.cmpi"(%arg1, %arg2) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc("cases/if_condition_shared.mlir":10:13)
      %7 = "arith.select"(%6, %1, %arg2) : (i1, i32, i32) -> i32 loc("cases/if_condition_shared.mlir":11:14)
      "scf.yield"(%7) : (i32) -> () loc("cases/if_condition_shared.mlir":17:5)
    }) : (i1) -> i32 loc("cases/if_condition_shared.mlir":6:9)
    %3 = "arith.addi"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/if_condition_shared.mlir":19:8)
    %4 = "scf.if"(%arg0) ({
      %5 = "arith.muli"(%3, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/if_condition_shared.mlir":21:10)
      "scf.yield"(%5) : (i32) -> () loc("cases/if_condition_shared.mlir":22:5)
    }, {
      "scf.yield"(%3) : (i32) -> () loc("cases/if_condition_shared.mlir":24:5)
    }) : (i1) -> i32 loc("cases/if_condition_shared.mlir":20:9)
    "func.return"(%4, %0) : (i32, i1) -> () loc("cases/if_condition_shared.mlir":27:3)
  }) : () -> () loc("cases/if_condition_shared.mlir":5:1)
}) : () -> () loc("cases/if_condition_shared.mlir":0:0)
