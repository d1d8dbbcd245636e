// bitcast(bitcast(x)) is one bitcast from x's type to the outer result
// type (a new op at the fused location), which folds away when that is
// x's own type; float to float of the same width, vectors and tensors.
func.func @chain(%a: f16, %t: tensor<3xf16>, %v: vector<2xi32>) -> (bf16, f16, tensor<3xbf16>, vector<2xf32>, i16) {
  %0 = arith.bitcast %a : f16 to i16
  %1 = arith.bitcast %0 : i16 to bf16
  %2 = arith.bitcast %0 : i16 to f16
  %3 = arith.bitcast %t : tensor<3xf16> to tensor<3xi16>
  %4 = arith.bitcast %3 : tensor<3xi16> to tensor<3xbf16>
  %5 = arith.bitcast %v : vector<2xi32> to vector<2xf32>
  %6 = arith.bitcast %5 : vector<2xf32> to vector<2xi32>
  %7 = arith.bitcast %6 : vector<2xi32> to vector<2xf32>
  return %1, %2, %4, %7, %0 : bf16, f16, tensor<3xbf16>, vector<2xf32>, i16
}
