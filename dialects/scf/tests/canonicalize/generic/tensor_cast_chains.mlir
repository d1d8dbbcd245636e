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
  ^bb0(%arg7: tensor<4x?xf32> loc("cases/tensor_cast_chains.mlir":12:14), %arg8: tensor<*xf32> loc("cases/tensor_cast_chains.mlir":12:35), %arg9: tensor<?x8xf32> loc("cases/tensor_cast_chains.mlir":12:54)):
    %6 = "tensor.cast"(%arg7) : (tensor<4x?xf32>) -> tensor<?x?xf32> loc("cases/tensor_cast_chains.mlir":13:8)
    %7 = "tensor.cast"(%6) : (tensor<?x?xf32>) -> tensor<?x8xf32> loc("cases/tensor_cast_chains.mlir":14:8)
    %8 = "tensor.cast"(%7) : (tensor<?x8xf32>) -> tensor<4x8xf32> loc("cases/tensor_cast_chains.mlir":15:8)
    "func.call"(%8) <{callee = @use4}> : (tensor<4x8xf32>) -> () loc("cases/tensor_cast_chains.mlir":16:3)
    %9 = "tensor.cast"(%arg8) : (tensor<*xf32>) -> tensor<?x?xf32> loc("cases/tensor_cast_chains.mlir":17:8)
    %10 = "tensor.cast"(%9) : (tensor<?x?xf32>) -> tensor<*xf32> loc("cases/tensor_cast_chains.mlir":18:8)
    "func.call"(%10) <{callee = @use2}> : (tensor<*xf32>) -> () loc("cases/tensor_cast_chains.mlir":19:3)
    %11 = "tensor.cast"(%arg9) : (tensor<?x8xf32>) -> tensor<*xf32> loc("cases/tensor_cast_chains.mlir":20:8)
    %12 = "tensor.cast"(%11) : (tensor<*xf32>) -> tensor<4x?xf32> loc("cases/tensor_cast_chains.mlir":21:8)
    "func.call"(%12) <{callee = @use3}> : (tensor<4x?xf32>) -> () loc("cases/tensor_cast_chains.mlir":22:3)
    %13 = "tensor.cast"(%arg7) : (tensor<4x?xf32>) -> tensor<4x?xf32> loc("cases/tensor_cast_chains.mlir":23:8)
    %14 = "tensor.cast"(%13) : (tensor<4x?xf32>) -> tensor<?x?xf32> loc("cases/tensor_cast_chains.mlir":24:8)
    "func.call"(%14) <{callee = @use}> : (tensor<?x?xf32>) -> () loc("cases/tensor_cast_chains.mlir":25:3)
    "func.return"() : () -> () loc("cases/tensor_cast_chains.mlir":26:3)
  }) : () -> () loc("cases/tensor_cast_chains.mlir":12:1)
  "func.func"() <{function_type = (tensor<?xf32>) -> (), sym_name = "use1d", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/tensor_cast_chains.mlir":28:1)
  "func.func"() <{function_type = (tensor<4xf32>, index, index) -> (tensor<?xf32>, tensor<?xf32>, i32), sym_name = "loop"}> ({
  ^bb0(%arg0: tensor<4xf32> loc("cases/tensor_cast_chains.mlir":29:17), %arg1: index loc("cases/tensor_cast_chains.mlir":29:36), %arg2: index loc("cases/tensor_cast_chains.mlir":29:48)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/tensor_cast_chains.mlir":30:8)
    %1 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32> loc("cases/tensor_cast_chains.mlir":31:8)
    %2 = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc("cases/tensor_cast_chains.mlir":32:8)
    %3:3 = "scf.for"(%arg1, %arg2, %0, %1, %1, %2) ({
    ^bb0(%arg3: index loc("cases/tensor_cast_chains.mlir":33:18), %arg4: tensor<?xf32> loc("cases/tensor_cast_chains.mlir":33:52), %arg5: tensor<?xf32> loc("cases/tensor_cast_chains.mlir":33:61), %arg6: i32 loc("cases/tensor_cast_chains.mlir":33:70)):
      "func.call"(%arg4) <{callee = @use1d}> : (tensor<?xf32>) -> () loc("cases/tensor_cast_chains.mlir":34:5)
      %4 = "tensor.cast"(%arg5) : (tensor<?xf32>) -> tensor<4xf32> loc("cases/tensor_cast_chains.mlir":35:10)
      %5 = "tensor.cast"(%4) : (tensor<4xf32>) -> tensor<?xf32> loc("cases/tensor_cast_chains.mlir":36:10)
      "scf.yield"(%5, %arg5, %arg6) : (tensor<?xf32>, tensor<?xf32>, i32) -> () loc("cases/tensor_cast_chains.mlir":37:5)
    }) : (index, index, index, tensor<?xf32>, tensor<?xf32>, i32) -> (tensor<?xf32>, tensor<?xf32>, i32) loc("cases/tensor_cast_chains.mlir":33:10)
    "func.return"(%3#0, %3#1, %3#2) : (tensor<?xf32>, tensor<?xf32>, i32) -> () loc("cases/tensor_cast_chains.mlir":39:3)
  }) : () -> () loc("cases/tensor_cast_chains.mlir":29:1)
}) : () -> () loc("cases/tensor_cast_chains.mlir":0:0)
