"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "true_cond"}> ({
  ^bb0(%arg3: i32 loc("cases/remove_static_condition.mlir":5:22), %arg4: i32 loc("cases/remove_static_condition.mlir":5:31)):
    %4 = "arith.constant"() <{value = true}> : () -> i1 loc("cases/remove_static_condition.mlir":6:11)
    %5 = "scf.if"(%4) ({
      %6 = "test.then"(%arg3) : (i32) -> i32 loc("cases/remove_static_condition.mlir":8:10)
      "scf.yield"(%6) : (i32) -> () loc("cases/remove_static_condition.mlir":9:5)
    }, {
      "scf.yield"(%arg4) : (i32) -> () loc("cases/remove_static_condition.mlir":11:5)
    }) : (i1) -> i32 loc("cases/remove_static_condition.mlir":7:8)
    "func.return"(%5) : (i32) -> () loc("cases/remove_static_condition.mlir":13:3)
  }) : () -> () loc("cases/remove_static_condition.mlir":5:1)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "false_cond"}> ({
  ^bb0(%arg1: i32 loc("cases/remove_static_condition.mlir":15:23), %arg2: i32 loc("cases/remove_static_condition.mlir":15:32)):
    %1 = "arith.constant"() <{value = false}> : () -> i1 loc("cases/remove_static_condition.mlir":16:12)
    %2 = "scf.if"(%1) ({
      "scf.yield"(%arg1) : (i32) -> () loc("cases/remove_static_condition.mlir":18:5)
    }, {
      %3 = "test.else"(%arg2) : (i32) -> i32 loc("cases/remove_static_condition.mlir":20:10)
      "scf.yield"(%3) : (i32) -> () loc("cases/remove_static_condition.mlir":21:5)
    }) : (i1) -> i32 loc("cases/remove_static_condition.mlir":17:8)
    "func.return"(%2) : (i32) -> () loc("cases/remove_static_condition.mlir":23:3)
  }) : () -> () loc("cases/remove_static_condition.mlir":15:1)
  "func.func"() <{function_type = () -> (), sym_name = "false_no_else"}> ({
    %0 = "arith.constant"() <{value = false}> : () -> i1 loc("cases/remove_static_condition.mlir":26:12)
    "scf.if"(%0) ({
      "test.then"() : () -> () loc("cases/remove_static_condition.mlir":28:5)
      "scf.yield"() : () -> () loc("cases/remove_static_condition.mlir":27:3)
    }, {
    }) : (i1) -> () loc("cases/remove_static_condition.mlir":27:3)
    "test.after"() : () -> () loc("cases/remove_static_condition.mlir":30:3)
    "func.return"() : () -> () loc("cases/remove_static_condition.mlir":31:3)
  }) : () -> () loc("cases/remove_static_condition.mlir":25:1)
  "func.func"() <{function_type = (i1) -> (), sym_name = "unknown_cond"}> ({
  ^bb0(%arg0: i1 loc("cases/remove_static_condition.mlir":33:25)):
    "scf.if"(%arg0) ({
      "test.then"() : () -> () loc("cases/remove_static_condition.mlir":35:5)
      "scf.yield"() : () -> () loc("cases/remove_static_condition.mlir":34:3)
    }, {
    }) : (i1) -> () loc("cases/remove_static_condition.mlir":34:3)
    "func.return"() : () -> () loc("cases/remove_static_condition.mlir":37:3)
  }) : () -> () loc("cases/remove_static_condition.mlir":33:1)
}) : () -> () loc("cases/remove_static_condition.mlir":0:0)
