"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "sink_i1", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/if_yield_condition_unobserved.mlir":7:1)
  "func.func"() <{function_type = () -> i8, sym_name = "src_i8", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/if_yield_condition_unobserved.mlir":8:1)
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1 loc("cases/if_yield_condition_unobserved.mlir":9:14), %arg1: i1 loc("cases/if_yield_condition_unobserved.mlir":9:22)):
    %0 = "scf.if"(%arg0) ({
      %1 = "func.call"() <{callee = @src_i8}> : () -> i8 loc("cases/if_yield_condition_unobserved.mlir":11:10)
      %2 = "arith.cmpi"(%1, %1) <{predicate = 7 : i64}> : (i8, i8) -> i1 loc("cases/if_yield_condition_unobserved.mlir":12:10)
      "scf.yield"(%2) : (i1) -> () loc("cases/if_yield_condition_unobserved.mlir":13:5)
    }, {
      "scf.yield"(%arg0) : (i1) -> () loc("cases/if_yield_condition_unobserved.mlir":15:5)
    }) : (i1) -> i1 loc("cases/if_yield_condition_unobserved.mlir":10:8)
    "func.call"(%0) <{callee = @sink_i1}> : (i1) -> () loc("cases/if_yield_condition_unobserved.mlir":17:3)
    "scf.if"(%arg1) ({
      "func.call"(%arg1) <{callee = @sink_i1}> : (i1) -> () loc("cases/if_yield_condition_unobserved.mlir":19:5)
      "scf.yield"() : () -> () loc("cases/if_yield_condition_unobserved.mlir":18:3)
    }, {
    }) : (i1) -> () loc("cases/if_yield_condition_unobserved.mlir":18:3)
    "func.return"() : () -> () loc("cases/if_yield_condition_unobserved.mlir":21:3)
  }) : () -> () loc("cases/if_yield_condition_unobserved.mlir":9:1)
}) : () -> () loc("cases/if_yield_condition_unobserved.mlir":0:0)
