"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/fold_constant_case.mlir":2:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "matching"}> ({
  ^bb0(%arg3: i32 loc("cases/fold_constant_case.mlir":5:21)):
    %4 = "arith.constant"() <{value = 5 : index}> : () -> index loc("cases/fold_constant_case.mlir":6:9)
    %5 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/fold_constant_case.mlir":13:10)
    "func.call"(%4) <{callee = @sink}> : (index) -> () loc("cases/fold_constant_case.mlir":14:5)
    "func.return"(%5) : (i32) -> () loc("cases/fold_constant_case.mlir":20:3)
  }) : () -> () loc("cases/fold_constant_case.mlir":5:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "default"}> ({
  ^bb0(%arg2: i32 loc("cases/fold_constant_case.mlir":24:20)):
    %3 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/fold_constant_case.mlir":32:10)
    "func.return"(%3) : (i32) -> () loc("cases/fold_constant_case.mlir":35:3)
  }) : () -> () loc("cases/fold_constant_case.mlir":24:1)
  "func.func"() <{function_type = () -> (), sym_name = "no_results"}> ({
    %2 = "arith.constant"() <{value = -3 : index}> : () -> index loc("cases/fold_constant_case.mlir":40:9)
    "func.call"(%2) <{callee = @sink}> : (index) -> () loc("cases/fold_constant_case.mlir":43:5)
    "func.return"() : () -> () loc("cases/fold_constant_case.mlir":48:3)
  }) : () -> () loc("cases/fold_constant_case.mlir":39:1)
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "not_constant"}> ({
  ^bb0(%arg0: index loc("cases/fold_constant_case.mlir":52:25), %arg1: i32 loc("cases/fold_constant_case.mlir":52:36)):
    %0 = "arith.constant"() <{value = 10 : i32}> : () -> i32 loc(unknown)
    %1 = "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
      "scf.yield"(%arg1) : (i32) -> () loc("cases/fold_constant_case.mlir":59:5)
    }, {
      "scf.yield"(%0) : (i32) -> () loc("cases/fold_constant_case.mlir":56:5)
    }) : (index) -> i32 loc("cases/fold_constant_case.mlir":53:8)
    "func.return"(%1) : (i32) -> () loc("cases/fold_constant_case.mlir":61:3)
  }) : () -> () loc("cases/fold_constant_case.mlir":52:1)
}) : () -> () loc("cases/fold_constant_case.mlir":0:0)
