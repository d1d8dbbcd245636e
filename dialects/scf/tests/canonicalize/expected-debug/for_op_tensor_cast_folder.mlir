"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, tensor<32x1024xf32>, tensor<8xf32>) -> (tensor<?x?xf32>, tensor<8xf32>), sym_name = "fold"}> ({
  ^bb0(%arg20: index loc("cases/for_op_tensor_cast_folder.mlir":6:17), %arg21: index loc("cases/for_op_tensor_cast_folder.mlir":6:29), %arg22: index loc("cases/for_op_tensor_cast_folder.mlir":6:41), %arg23: tensor<32x1024xf32> loc("cases/for_op_tensor_cast_folder.mlir":6:52), %arg24: tensor<8xf32> loc("cases/for_op_tensor_cast_folder.mlir":6:77)):
    %11:2 = "scf.for"(%arg20, %arg21, %arg22, %arg23, %arg24) ({
    ^bb0(%arg25: index loc("cases/for_op_tensor_cast_folder.mlir":8:10), %arg26: tensor<32x1024xf32> loc("cases/for_op_tensor_cast_folder.mlir":6:52), %arg27: tensor<8xf32> loc("cases/for_op_tensor_cast_folder.mlir":6:77)):
      %13 = "tensor.cast"(%arg26) : (tensor<32x1024xf32>) -> tensor<?x?xf32> loc("cases/for_op_tensor_cast_folder.mlir":8:10)
      %14 = "test.op"(%13, %arg25) : (tensor<?x?xf32>, index) -> tensor<?x?xf32> loc("cases/for_op_tensor_cast_folder.mlir":9:10)
      %15 = "tensor.cast"(%14) : (tensor<?x?xf32>) -> tensor<32x1024xf32> loc("cases/for_op_tensor_cast_folder.mlir":8:10)
      "scf.yield"(%15, %arg27) : (tensor<32x1024xf32>, tensor<8xf32>) -> () loc("cases/for_op_tensor_cast_folder.mlir":8:10)
    }) : (index, index, index, tensor<32x1024xf32>, tensor<8xf32>) -> (tensor<32x1024xf32>, tensor<8xf32>) loc("cases/for_op_tensor_cast_folder.mlir":8:10)
    %12 = "tensor.cast"(%11#0) : (tensor<32x1024xf32>) -> tensor<?x?xf32> loc("cases/for_op_tensor_cast_folder.mlir":8:10)
    "func.return"(%12, %11#1) : (tensor<?x?xf32>, tensor<8xf32>) -> () loc("cases/for_op_tensor_cast_folder.mlir":12:3)
  }) : () -> () loc("cases/for_op_tensor_cast_folder.mlir":6:1)
  "func.func"() <{function_type = (index, index, index, i32, tensor<4x?xf32>) -> (i32, tensor<?x?xf32>), sym_name = "second"}> ({
  ^bb0(%arg12: index loc("cases/for_op_tensor_cast_folder.mlir":14:19), %arg13: index loc("cases/for_op_tensor_cast_folder.mlir":14:31), %arg14: index loc("cases/for_op_tensor_cast_folder.mlir":14:43), %arg15: i32 loc("cases/for_op_tensor_cast_folder.mlir":14:54), %arg16: tensor<4x?xf32> loc("cases/for_op_tensor_cast_folder.mlir":14:63)):
    %6:2 = "scf.for"(%arg12, %arg13, %arg14, %arg15, %arg16) ({
    ^bb0(%arg17: index loc("cases/for_op_tensor_cast_folder.mlir":16:10), %arg18: i32 loc("cases/for_op_tensor_cast_folder.mlir":14:54), %arg19: tensor<4x?xf32> loc("cases/for_op_tensor_cast_folder.mlir":14:63)):
      %8 = "tensor.cast"(%arg19) : (tensor<4x?xf32>) -> tensor<?x?xf32> loc("cases/for_op_tensor_cast_folder.mlir":16:10)
      %9 = "test.op"(%arg18, %8, %arg17) : (i32, tensor<?x?xf32>, index) -> i32 loc("cases/for_op_tensor_cast_folder.mlir":17:10)
      %10 = "tensor.cast"(%8) : (tensor<?x?xf32>) -> tensor<4x?xf32> loc("cases/for_op_tensor_cast_folder.mlir":16:10)
      "scf.yield"(%9, %10) : (i32, tensor<4x?xf32>) -> () loc("cases/for_op_tensor_cast_folder.mlir":16:10)
    }) {test.attr} : (index, index, index, i32, tensor<4x?xf32>) -> (i32, tensor<4x?xf32>) loc("cases/for_op_tensor_cast_folder.mlir":16:10)
    %7 = "tensor.cast"(%6#1) : (tensor<4x?xf32>) -> tensor<?x?xf32> loc("cases/for_op_tensor_cast_folder.mlir":16:10)
    "func.return"(%6#0, %7) : (i32, tensor<?x?xf32>) -> () loc("cases/for_op_tensor_cast_folder.mlir":20:3)
  }) : () -> () loc("cases/for_op_tensor_cast_folder.mlir":14:1)
  "func.func"() <{function_type = (index, index, index, tensor<4xf32>) -> (tensor<?xf32>, tensor<?xf32>), sym_name = "two_uses"}> ({
  ^bb0(%arg6: index loc("cases/for_op_tensor_cast_folder.mlir":22:21), %arg7: index loc("cases/for_op_tensor_cast_folder.mlir":22:33), %arg8: index loc("cases/for_op_tensor_cast_folder.mlir":22:45), %arg9: tensor<4xf32> loc("cases/for_op_tensor_cast_folder.mlir":22:56)):
    %3 = "tensor.cast"(%arg9) : (tensor<4xf32>) -> tensor<?xf32> loc("cases/for_op_tensor_cast_folder.mlir":23:8)
    %4 = "scf.for"(%arg6, %arg7, %arg8, %3) ({
    ^bb0(%arg10: index loc("cases/for_op_tensor_cast_folder.mlir":24:16), %arg11: tensor<?xf32> loc("cases/for_op_tensor_cast_folder.mlir":24:50)):
      %5 = "test.op"(%arg11, %arg10) : (tensor<?xf32>, index) -> tensor<?xf32> loc("cases/for_op_tensor_cast_folder.mlir":25:10)
      "scf.yield"(%5) : (tensor<?xf32>) -> () loc("cases/for_op_tensor_cast_folder.mlir":26:5)
    }) : (index, index, index, tensor<?xf32>) -> tensor<?xf32> loc("cases/for_op_tensor_cast_folder.mlir":24:8)
    "func.return"(%4, %4) : (tensor<?xf32>, tensor<?xf32>) -> () loc("cases/for_op_tensor_cast_folder.mlir":28:3)
  }) : () -> () loc("cases/for_op_tensor_cast_folder.mlir":22:1)
  "func.func"() <{function_type = (index, index, index, tensor<?xf32>) -> tensor<4xf32>, sym_name = "adds_information"}> ({
  ^bb0(%arg0: index loc("cases/for_op_tensor_cast_folder.mlir":30:29), %arg1: index loc("cases/for_op_tensor_cast_folder.mlir":30:41), %arg2: index loc("cases/for_op_tensor_cast_folder.mlir":30:53), %arg3: tensor<?xf32> loc("cases/for_op_tensor_cast_folder.mlir":30:64)):
    %0 = "tensor.cast"(%arg3) : (tensor<?xf32>) -> tensor<4xf32> loc("cases/for_op_tensor_cast_folder.mlir":31:8)
    %1 = "scf.for"(%arg0, %arg1, %arg2, %0) ({
    ^bb0(%arg4: index loc("cases/for_op_tensor_cast_folder.mlir":32:16), %arg5: tensor<4xf32> loc("cases/for_op_tensor_cast_folder.mlir":32:50)):
      %2 = "test.op"(%arg5, %arg4) : (tensor<4xf32>, index) -> tensor<4xf32> loc("cases/for_op_tensor_cast_folder.mlir":33:10)
      "scf.yield"(%2) : (tensor<4xf32>) -> () loc("cases/for_op_tensor_cast_folder.mlir":34:5)
    }) : (index, index, index, tensor<4xf32>) -> tensor<4xf32> loc("cases/for_op_tensor_cast_folder.mlir":32:8)
    "func.return"(%1) : (tensor<4xf32>) -> () loc("cases/for_op_tensor_cast_folder.mlir":36:3)
  }) : () -> () loc("cases/for_op_tensor_cast_folder.mlir":30:1)
}) : () -> () loc("cases/for_op_tensor_cast_folder.mlir":0:0)
