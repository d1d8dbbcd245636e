"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/tensor_cast_chains.mlir":8:1)
  "func.func"() <{function_type = (tensor<*xf32>) -> (), sym_name = "use2", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/tensor_cast_chains.mlir":9:1)
  "func.func"() <{function_type = (tensor<4x?xf32>) -> (), sym_name = "use3", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/tensor_cast_chains.mlir":10:1)
  "func.func"() <{function_type = (tensor<4x8xf32>) -> (), sym_name = "use4", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/tensor_cast_chains.mlir":11:1)
  "func.func"() <{function_type = (tensor<4x?xf32>, tensor<*xf32>, tensor<?x8xf32>) -> (), sym_name = "a"}> ({
  ^bb0(%arg4: tensor<4x?xf32> loc("cases/tensor_cast_chains.mlir":12:14), %arg5: tensor<*xf32> loc("cases/tensor_cast_chains.mlir":12:35), %arg6: tensor<?x8xf32> loc("cases/tensor_cast_chains.mlir":12:54)):
    %5 = "tensor.cast"(%arg4) : (tensor<4x?xf32>) -> tensor<4x8xf32> loc("cases/tensor_cast_chains.mlir":15:8)
    "func.call"(%5) <{callee = @use4}> : (tensor<4x8xf32>) -> () loc("cases/tensor_cast_chains.mlir":16:3)
    %6 = "tensor.cast"(%arg5) : (tensor<*xf32>) -> tensor<?x?xf32> loc("cases/tensor_cast_chains.mlir":17:8)
    %7 = "tensor.cast"(%6) : (tensor<?x?xf32>) -> tensor<*xf32> loc("cases/tensor_cast_chains.mlir":18:8)
    "func.call"(%7) <{callee = @use2}> : (tensor<*xf32>) -> () loc("cases/tensor_cast_chains.mlir":19:3)
    %8 = "tensor.cast"(%arg6) : (tensor<?x8xf32>) -> tensor<4x?xf32> loc("cases/tensor_cast_chains.mlir":21:8)
    "func.call"(%8) <{callee = @use3}> : (tensor<4x?xf32>) -> () loc("cases/tensor_cast_chains.mlir":22:3)
    %9 = "tensor.cast"(%arg4) : (tensor<4x?xf32>) -> tensor<?x?xf32> loc("cases/tensor_cast_chains.mlir":24:8)
    "func.call"(%9) <{callee = @use}> : (tensor<?x?xf32>) -> () loc("cases/tensor_cast_chains.mlir":25:3)
    "func.return"() : () -> () loc("cases/tensor_cast_chains.mlir":26:3)
  }) : () -> () loc("cases/tensor_cast_chains.mlir":12:1)
  "func.func"() <{function_type = (tensor<?xf32>) -> (), sym_name = "use1d", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/tensor_cast_chains.mlir":28:1)
  "func.func"() <{function_type = (tensor<4xf32>, index, index) -> (tensor<?xf32>, tensor<?xf32>, i32), sym_name = "loop"}> ({
  ^bb0(%arg0: tensor<4xf32> loc("cases/tensor_cast_chains.mlir":29:17), %arg1: index loc("cases/tensor_cast_chains.mlir":29:36), %arg2: index loc("cases/tensor_cast_chains.mlir":29:48)):
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc("cases/tensor_cast_chains.mlir":32:8)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/tensor_cast_chains.mlir":30:8)
    "scf.for"(%arg1, %arg2, %1) ({
    ^bb0(%arg3: index loc("cases/tensor_cast_chains.mlir":33:10)):
      %4 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32> loc("cases/tensor_cast_chains.mlir":33:10)
      "func.call"(%4) <{callee = @use1d}> : (tensor<?xf32>) -> () loc("cases/tensor_cast_chains.mlir":34:5)
      "scf.yield"() : () -> () loc("cases/tensor_cast_chains.mlir":33:10)
    }) : (index, index, index) -> () loc("cases/tensor_cast_chains.mlir":33:10)
    %2 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32> loc("cases/tensor_cast_chains.mlir":33:10)
    %3 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32> loc("cases/tensor_cast_chains.mlir":33:10)
    "func.return"(%3, %2, %0) : (tensor<?xf32>, tensor<?xf32>, i32) -> () loc("cases/tensor_cast_chains.mlir":39:3)
  }) : () -> () loc("cases/tensor_cast_chains.mlir":29:1)
}) : () -> () loc("cases/tensor_cast_chains.mlir":0:0)
