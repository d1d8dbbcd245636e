// Tensor dialect ops: empty, extract, insert, extract_slice, insert_slice, dim, cast, from_elements, splat.
func.func @tensors(%t: tensor<?x?xf32>, %i: index, %j: index, %v: f32) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0) : tensor<?x4xf32>
  %s = tensor.empty() : tensor<4x4xf32>
  %x = tensor.extract %t[%i, %j] : tensor<?x?xf32>
  %y = arith.addf %x, %v : f32
  %t2 = tensor.insert %y into %s[%c0, %c1] : tensor<4x4xf32>
  %sl = tensor.extract_slice %t[%i, 0] [2, %d1] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
  %sl2 = tensor.extract_slice %t2[0, 0] [2, 2] [2, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  %ins = tensor.insert_slice %sl2 into %t2[1, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %cast = tensor.cast %ins : tensor<4x4xf32> to tensor<?x4xf32>
  %fe = tensor.from_elements %x, %y : tensor<2xf32>
  %cst = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %cst_splat = arith.constant dense<0.5> : tensor<4x4xf32>
  %sum = arith.addf %ins, %cst_splat : tensor<4x4xf32>
  "t.keep"(%e, %sl, %cast, %fe, %cst) : (tensor<?x4xf32>, tensor<2x?xf32>, tensor<?x4xf32>, tensor<2xf32>, tensor<2x2xf32>) -> ()
  return %sum : tensor<4x4xf32>
}
