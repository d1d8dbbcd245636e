"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "swap"}> ({
  ^bb0(%arg3: i1 loc("cases/if_fold.mlir":4:17)):
    "scf.if"(%arg3) ({
      "test.else"() : () -> () loc("cases/if_fold.mlir":10:5)
      "scf.yield"() : () -> () loc("cases/if_fold.mlir":7:3)
    }, {
      "test.then"() : () -> () loc("cases/if_fold.mlir":8:5)
      "scf.yield"() : () -> () loc("cases/if_fold.mlir":7:3)
    }) : (i1) -> () loc("cases/if_fold.mlir":7:3)
    "func.return"() : () -> () loc("cases/if_fold.mlir":12:3)
  }) : () -> () loc("cases/if_fold.mlir":4:1)
  "func.func"() <{function_type = (i1) -> (), sym_name = "no_else"}> ({
  ^bb0(%arg2: i1 loc("cases/if_fold.mlir":14:20)):
    %1 = "arith.constant"() <{value = true}> : () -> i1 loc("cases/if_fold.mlir":15:11)
    %2 = "arith.xori"(%arg2, %1) : (i1, i1) -> i1 loc("cases/if_fold.mlir":16:8)
    "scf.if"(%2) ({
      "test.then"() : () -> () loc("cases/if_fold.mlir":18:5)
      "scf.yield"() : () -> () loc("cases/if_fold.mlir":17:3)
    }, {
    }) : (i1) -> () loc("cases/if_fold.mlir":17:3)
    "func.return"() : () -> () loc("cases/if_fold.mlir":20:3)
  }) : () -> () loc("cases/if_fold.mlir":14:1)
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "other_xor"}> ({
  ^bb0(%arg0: i1 loc("cases/if_fold.mlir":22:22), %arg1: i1 loc("cases/if_fold.mlir":22:30)):
    %0 = "arith.xori"(%arg0, %arg1) : (i1, i1) -> i1 loc("cases/if_fold.mlir":23:8)
    "scf.if"(%0) ({
      "test.then"() : () -> () loc("cases/if_fold.mlir":25:5)
      "scf.yield"() : () -> () loc("cases/if_fold.mlir":24:3)
    }, {
      "test.else"() : () -> () loc("cases/if_fold.mlir":27:5)
      "scf.yield"() : () -> () loc("cases/if_fold.mlir":24:3)
    }) : (i1) -> () loc("cases/if_fold.mlir":24:3)
    "func.return"() : () -> () loc("cases/if_fold.mlir":29:3)
  }) : () -> () loc("cases/if_fold.mlir":22:1)
}) : () -> () loc("cases/if_fold.mlir":0:0)
