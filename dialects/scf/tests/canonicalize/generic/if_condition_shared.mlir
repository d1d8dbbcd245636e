"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i1), sym_name = "shared"}> ({
  ^bb0(%arg0: i1 loc("cases/if_condition_shared.mlir":5:19), %arg1: i32 loc("cases/if_condition_shared.mlir":5:27), %arg2: i32 loc("cases/if_condition_shared.mlir":5:36)):
    %0 = "scf.if"(%arg0) ({
      %8 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32 loc("cases/if_condition_shared.mlir":7:10)
      "scf.yield"(%8) : (i32) -> () loc("cases/if_condition_shared.mlir":8:5)
    }, {
      %5 = "arith.cmpi"(%arg1, %arg2) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc("cases/if_condition_shared.mlir":10:13)
      %6 = "scf.if"(%5) ({
        %7 = "arith.extui"(%arg0) : (i1) -> i32 loc("cases/if_condition_shared.mlir":12:12)
        "scf.yield"(%7) : (i32) -> () loc("cases/if_condition_shared.mlir":13:7)
      }, {
        "scf.yield"(%arg2) : (i32) -> () loc("cases/if_condition_shared.mlir":15:7)
      }) : (i1) -> i32 loc("cases/if_condition_shared.mlir":11:14)
      "scf.yield"(%6) : (i32) -> () loc("cases/if_condition_shared.mlir":17:5)
    }) : (i1) -> i32 loc("cases/if_condition_shared.mlir":6:9)
    %1 = "arith.addi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/if_condition_shared.mlir":19:8)
    %2 = "scf.if"(%arg0) ({
      %4 = "arith.muli"(%1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/if_condition_shared.mlir":21:10)
      "scf.yield"(%4) : (i32) -> () loc("cases/if_condition_shared.mlir":22:5)
    }, {
      "scf.yield"(%1) : (i32) -> () loc("cases/if_condition_shared.mlir":24:5)
    }) : (i1) -> i32 loc("cases/if_condition_shared.mlir":20:9)
    %3 = "arith.xori"(%arg0, %arg0) : (i1, i1) -> i1 loc("cases/if_condition_shared.mlir":26:8)
    "func.return"(%2, %3) : (i32, i1) -> () loc("cases/if_condition_shared.mlir":27:3)
  }) : () -> () loc("cases/if_condition_shared.mlir":5:1)
}) : () -> () loc("cases/if_condition_shared.mlir":0:0)
