"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "same_value"}> ({
  ^bb0(%arg2: i1 loc("cases/replace_if_yield_with_condition_or_value.mlir":5:23), %arg3: i32 loc("cases/replace_if_yield_with_condition_or_value.mlir":5:31)):
    %7 = "scf.if"(%arg2) ({
      "test.then"() : () -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":7:5)
      "scf.yield"(%arg3) : (i32) -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":8:5)
    }, {
      "test.else"() : () -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":10:5)
      "scf.yield"(%arg3) : (i32) -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":11:5)
    }) : (i1) -> i32 loc("cases/replace_if_yield_with_condition_or_value.mlir":6:8)
    "func.return"(%arg3) : (i32) -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":13:3)
  }) : () -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":5:1)
  "func.func"() <{function_type = (i1) -> (i1, i1), sym_name = "condition"}> ({
  ^bb0(%arg1: i1 loc("cases/replace_if_yield_with_condition_or_value.mlir":15:22)):
    %3 = "arith.constant"() <{value = true}> : () -> i1 loc(unknown)
    %4 = "arith.constant"() <{value = false}> : () -> i1 loc("cases/replace_if_yield_with_condition_or_value.mlir":17:12)
    %5 = "arith.xori"(%arg1, %3) : (i1, i1) -> i1 loc("cases/replace_if_yield_with_condition_or_value.mlir":18:10)
    %6:2 = "scf.if"(%arg1) ({
      "test.then"() : () -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":19:5)
      "scf.yield"(%3, %4) : (i1, i1) -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":20:5)
    }, {
      "test.else"() : () -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":22:5)
      "scf.yield"(%4, %3) : (i1, i1) -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":23:5)
    }) : (i1) -> (i1, i1) loc("cases/replace_if_yield_with_condition_or_value.mlir":18:10)
    "func.return"(%arg1, %5) : (i1, i1) -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":25:3)
  }) : () -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":15:1)
  "func.func"() <{function_type = (i1) -> i32, sym_name = "different"}> ({
  ^bb0(%arg0: i1 loc("cases/replace_if_yield_with_condition_or_value.mlir":27:22)):
    %0 = "scf.if"(%arg0) ({
      %2 = "test.then"() : () -> i32 loc("cases/replace_if_yield_with_condition_or_value.mlir":29:10)
      "scf.yield"(%2) : (i32) -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":30:5)
    }, {
      %1 = "test.else"() : () -> i32 loc("cases/replace_if_yield_with_condition_or_value.mlir":32:10)
      "scf.yield"(%1) : (i32) -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":33:5)
    }) : (i1) -> i32 loc("cases/replace_if_yield_with_condition_or_value.mlir":28:8)
    "func.return"(%0) : (i32) -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":35:3)
  }) : () -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":27:1)
}) : () -> () loc("cases/replace_if_yield_with_condition_or_value.mlir":0:0)
