"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "true_cond"}> ({
  ^bb0(%arg3: i32 loc("cases/remove_static_condition.mlir":5:22), %arg4: i32 loc("cases/remove_static_condition.mlir":5:31)):
    %1 = "test.then"(%arg3) : (i32) -> i32 loc("cases/remove_static_condition.mlir":8:10)
    "func.return"(%1) : (i32) -> () loc("cases/remove_static_condition.mlir":13:3)
  }) : () -> () loc("cases/remove_static_condition.mlir":5:1)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "false_cond"}> ({
  ^bb0(%arg1: i32 loc("cases/remove_static_condition.mlir":15:23), %arg2: i32 loc("cases/remove_static_condition.mlir":15:32)):
    %0 = "test.else"(%arg2) : (i32) -> i32 loc("cases/remove_static_condition.mlir":20:10)
    "func.return"(%0) : (i32) -> () loc("cases/remove_static_condition.mlir":23:3)
  }) : () -> () loc("cases/remove_static_condition.mlir":15:1)
  "func.func"() <{function_type = () -> (), sym_name = "false_no_else"}> ({
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
