func.func @consts() -> (i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %r1 = arith.cmpf olt, %a, %b : f32
  %r2 = arith.cmpf ueq, %a, %nan : f32
  %r3 = arith.cmpf oeq, %a, %a : f32
  %r4 = arith.cmpf one, %a, %b : f32
  return %r1, %r2, %r3, %r4 : i1, i1, i1, i1
}
func.func @nan(%x: f32) -> (i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %r1 = arith.cmpf ord, %x, %nan : f32
  %r2 = arith.cmpf ult, %nan, %x : f32
  return %r1, %r2 : i1, i1
}
func.func @no_fold(%x: f32, %v: vector<2xf32>) -> (i1, vector<2xi1>) {
  %a = arith.constant 1.0 : f32
  %r1 = arith.cmpf olt, %x, %a : f32
  %c = arith.constant dense<1.0> : vector<2xf32>
  %r2 = arith.cmpf olt, %c, %c : vector<2xf32>
  return %r1, %r2 : i1, vector<2xi1>
}
