"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "propagate"}> ({
  ^bb0(%arg1: i1 loc("cases/condition_propagation.mlir":5:22)):
    %0 = "arith.constant"() <{value = false}> : () -> i1 loc("cases/condition_propagation.mlir":6:3)
    %1 = "arith.constant"() <{value = true}> : () -> i1 loc("cases/condition_propagation.mlir":6:3)
    "scf.if"(%arg1) ({
      "test.use"(%1) : (i1) -> () loc("cases/condition_propagation.mlir":7:5)
      "scf.yield"() : () -> () loc("cases/condition_propagation.mlir":6:3)
    }, {
      "test.use"(%0) : (i1) -> () loc("cases/condition_propagation.mlir":9:5)
      "scf.yield"() : () -> () loc("cases/condition_propagation.mlir":6:3)
    }) : (i1) -> () loc("cases/condition_propagation.mlir":6:3)
    "test.use"(%arg1) : (i1) -> () loc("cases/condition_propagation.mlir":11:3)
    "func.return"() : () -> () loc("cases/condition_propagation.mlir":12:3)
  }) : () -> () loc("cases/condition_propagation.mlir":5:1)
  "func.func"() <{function_type = (i1) -> (), sym_name = "outside_only"}> ({
  ^bb0(%arg0: i1 loc("cases/condition_propagation.mlir":14:25)):
    "scf.if"(%arg0) ({
      "test.then"() : () -> () loc("cases/condition_propagation.mlir":16:5)
      "scf.yield"() : () -> () loc("cases/condition_propagation.mlir":15:3)
    }, {
    }) : (i1) -> () loc("cases/condition_propagation.mlir":15:3)
    "test.use"(%arg0) : (i1) -> () loc("cases/condition_propagation.mlir":18:3)
    "func.return"() : () -> () loc("cases/condition_propagation.mlir":19:3)
  }) : () -> () loc("cases/condition_propagation.mlir":14:1)
}) : () -> () loc("cases/condition_propagation.mlir":0:0)
