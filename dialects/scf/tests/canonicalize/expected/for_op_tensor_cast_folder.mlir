"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, tensor<32x1024xf32>, tensor<8xf32>) -> (tensor<?x?xf32>, tensor<8xf32>), sym_name = "fold"}> ({
  ^bb0(%arg20: index, %arg21: index, %arg22: index, %arg23: tensor<32x1024xf32>, %arg24: tensor<8xf32>):
    %11:2 = "scf.for"(%arg20, %arg21, %arg22, %arg23, %arg24) ({
    ^bb0(%arg25: index, %arg26: tensor<32x1024xf32>, %arg27: tensor<8xf32>):
      %13 = "tensor.cast"(%arg26) : (tensor<32x1024xf32>) -> tensor<?x?xf32>
      %14 = "test.op"(%13, %arg25) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
      %15 = "tensor.cast"(%14) : (tensor<?x?xf32>) -> tensor<32x1024xf32>
      "scf.yield"(%15, %arg27) : (tensor<32x1024xf32>, tensor<8xf32>) -> ()
    }) : (index, index, index, tensor<32x1024xf32>, tensor<8xf32>) -> (tensor<32x1024xf32>, tensor<8xf32>)
    %12 = "tensor.cast"(%11#0) : (tensor<32x1024xf32>) -> tensor<?x?xf32>
    "func.return"(%12, %11#1) : (tensor<?x?xf32>, tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32, tensor<4x?xf32>) -> (i32, tensor<?x?xf32>), sym_name = "second"}> ({
  ^bb0(%arg12: index, %arg13: index, %arg14: index, %arg15: i32, %arg16: tensor<4x?xf32>):
    %6:2 = "scf.for"(%arg12, %arg13, %arg14, %arg15, %arg16) ({
    ^bb0(%arg17: index, %arg18: i32, %arg19: tensor<4x?xf32>):
      %8 = "tensor.cast"(%arg19) : (tensor<4x?xf32>) -> tensor<?x?xf32>
      %9 = "test.op"(%arg18, %8, %arg17) : (i32, tensor<?x?xf32>, index) -> i32
      %10 = "tensor.cast"(%8) : (tensor<?x?xf32>) -> tensor<4x?xf32>
      "scf.yield"(%9, %10) : (i32, tensor<4x?xf32>) -> ()
    }) {test.attr} : (index, index, index, i32, tensor<4x?xf32>) -> (i32, tensor<4x?xf32>)
    %7 = "tensor.cast"(%6#1) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    "func.return"(%6#0, %7) : (i32, tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, tensor<4xf32>) -> (tensor<?xf32>, tensor<?xf32>), sym_name = "two_uses"}> ({
  ^bb0(%arg6: index, %arg7: index, %arg8: index, %arg9: tensor<4xf32>):
    %3 = "tensor.cast"(%arg9) : (tensor<4xf32>) -> tensor<?xf32>
    %4 = "scf.for"(%arg6, %arg7, %arg8, %3) ({
    ^bb0(%arg10: index, %arg11: tensor<?xf32>):
      %5 = "test.op"(%arg11, %arg10) : (tensor<?xf32>, index) -> tensor<?xf32>
      "scf.yield"(%5) : (tensor<?xf32>) -> ()
    }) : (index, index, index, tensor<?xf32>) -> tensor<?xf32>
    "func.return"(%4, %4) : (tensor<?xf32>, tensor<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, tensor<?xf32>) -> tensor<4xf32>, sym_name = "adds_information"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: tensor<?xf32>):
    %0 = "tensor.cast"(%arg3) : (tensor<?xf32>) -> tensor<4xf32>
    %1 = "scf.for"(%arg0, %arg1, %arg2, %0) ({
    ^bb0(%arg4: index, %arg5: tensor<4xf32>):
      %2 = "test.op"(%arg5, %arg4) : (tensor<4xf32>, index) -> tensor<4xf32>
      "scf.yield"(%2) : (tensor<4xf32>) -> ()
    }) : (index, index, index, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%1) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
