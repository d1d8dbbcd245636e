"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "empty_else"}> ({
  ^bb0(%arg2: i1 loc("cases/remove_empty_else_branch.mlir":4:23)):
    "scf.if"(%arg2) ({
      "test.then"() : () -> () loc("cases/remove_empty_else_branch.mlir":6:5)
      "scf.yield"() : () -> () loc("cases/remove_empty_else_branch.mlir":5:3)
    }, {
    }) : (i1) -> () loc("cases/remove_empty_else_branch.mlir":5:3)
    "func.return"() : () -> () loc("cases/remove_empty_else_branch.mlir":9:3)
  }) : () -> () loc("cases/remove_empty_else_branch.mlir":4:1)
  "func.func"() <{function_type = (i1) -> (), sym_name = "busy_else"}> ({
  ^bb0(%arg1: i1 loc("cases/remove_empty_else_branch.mlir":11:22)):
    "scf.if"(%arg1) ({
      "test.then"() : () -> () loc("cases/remove_empty_else_branch.mlir":13:5)
      "scf.yield"() : () -> () loc("cases/remove_empty_else_branch.mlir":12:3)
    }, {
      "test.else"() : () -> () loc("cases/remove_empty_else_branch.mlir":15:5)
      "scf.yield"() : () -> () loc("cases/remove_empty_else_branch.mlir":12:3)
    }) : (i1) -> () loc("cases/remove_empty_else_branch.mlir":12:3)
    "func.return"() : () -> () loc("cases/remove_empty_else_branch.mlir":17:3)
  }) : () -> () loc("cases/remove_empty_else_branch.mlir":11:1)
  "func.func"() <{function_type = (i1) -> i32, sym_name = "with_results"}> ({
  ^bb0(%arg0: i1 loc("cases/remove_empty_else_branch.mlir":19:25)):
    %0 = "scf.if"(%arg0) ({
      %2 = "test.then"() : () -> i32 loc("cases/remove_empty_else_branch.mlir":21:10)
      "scf.yield"(%2) : (i32) -> () loc("cases/remove_empty_else_branch.mlir":22:5)
    }, {
      %1 = "test.else"() : () -> i32 loc("cases/remove_empty_else_branch.mlir":24:10)
      "scf.yield"(%1) : (i32) -> () loc("cases/remove_empty_else_branch.mlir":25:5)
    }) : (i1) -> i32 loc("cases/remove_empty_else_branch.mlir":20:8)
    "func.return"(%0) : (i32) -> () loc("cases/remove_empty_else_branch.mlir":27:3)
  }) : () -> () loc("cases/remove_empty_else_branch.mlir":19:1)
}) : () -> () loc("cases/remove_empty_else_branch.mlir":0:0)
