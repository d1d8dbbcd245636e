"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xf32>) -> (), sym_name = "use2", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>) -> (), sym_name = "use3", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8xf32>) -> (), sym_name = "use4", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>, tensor<*xf32>, tensor<?x8xf32>) -> (), sym_name = "a"}> ({
  ^bb0(%arg4: tensor<4x?xf32>, %arg5: tensor<*xf32>, %arg6: tensor<?x8xf32>):
    %5 = "tensor.cast"(%arg4) : (tensor<4x?xf32>) -> tensor<4x8xf32>
    "func.call"(%5) <{callee = @use4}> : (tensor<4x8xf32>) -> ()
    %6 = "tensor.cast"(%arg5) : (tensor<*xf32>) -> tensor<?x?xf32>
    %7 = "tensor.cast"(%6) : (tensor<?x?xf32>) -> tensor<*xf32>
    "func.call"(%7) <{callee = @use2}> : (tensor<*xf32>) -> ()
    %8 = "tensor.cast"(%arg6) : (tensor<?x8xf32>) -> tensor<4x?xf32>
    "func.call"(%8) <{callee = @use3}> : (tensor<4x?xf32>) -> ()
    %9 = "tensor.cast"(%arg4) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    "func.call"(%9) <{callee = @use}> : (tensor<?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xf32>) -> (), sym_name = "use1d", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, index, index) -> (tensor<?xf32>, tensor<?xf32>, i32), sym_name = "loop"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%arg1, %arg2, %1) ({
    ^bb0(%arg3: index):
      %4 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32>
      "func.call"(%4) <{callee = @use1d}> : (tensor<?xf32>) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %2 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32>
    %3 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32>
    "func.return"(%3, %2, %0) : (tensor<?xf32>, tensor<?xf32>, i32) -> ()
  }) : () -> ()
}) : () -> ()
