// Integers wider than 128 bits: the extremes of i256 as constants (the
// signed minimum included), folds whose results do not fit an i128
// (scalars and dense vectors and tensors, splat and not), a zero splat
// of i256, and a pattern building an i200 constant.
func.func @constants() -> (i256, i256, i129) {
  %min = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %max = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %m129 = arith.constant -340282366920938463463374607431768211456 : i129
  return %min, %max, %m129 : i256, i256, i129
}
func.func @folds(%x: i256) -> (i256, i256, tensor<i256>, vector<2xi256>, vector<4xi256>, i256, i200) {
  %one = arith.constant 1 : i256
  %c200 = arith.constant 200 : i256
  %big = arith.shli %one, %c200 : i256
  %sum = arith.addi %big, %big : i256
  %t = arith.constant dense<true> : tensor<i1>
  %ext = arith.extsi %t : tensor<i1> to tensor<i256>
  %v = arith.constant dense<[-4294967296, 128]> : vector<2xi256>
  %w = arith.constant dense<[340282366920938463463374607431768211456, -1]> : vector<2xi256>
  %vw = arith.muli %v, %w : vector<2xi256>
  %z = arith.constant dense<0> : vector<4xi256>
  %s = arith.constant dense<7> : vector<4xi256>
  %zs = arith.shli %s, %z : vector<4xi256>
  %d = arith.subi %x, %x : i256
  %c1 = arith.constant 1 : i200
  %c2 = arith.constant 401734511064747568885490523085290650630550748445698208825344 : i200
  %a = arith.trunci %x : i256 to i200
  %a1 = arith.addi %a, %c1 : i200
  %a2 = arith.addi %a1, %c2 : i200
  return %sum, %big, %ext, %vw, %zs, %d, %a2 : i256, i256, tensor<i256>, vector<2xi256>, vector<4xi256>, i256, i200
}
