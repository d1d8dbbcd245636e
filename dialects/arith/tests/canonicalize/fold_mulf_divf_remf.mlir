func.func @ones(%x: f32) -> (f32, f32) {
  %one = arith.constant 1.0 : f32
  %a = arith.mulf %x, %one : f32
  %b = arith.divf %x, %one : f32
  return %a, %b : f32, f32
}
func.func @zero(%x: f32) -> (f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.mulf %x, %z fastmath<nnan, nsz> : f32
  %b = arith.mulf %x, %nz fastmath<fast> : f32
  %c = arith.mulf %x, %z fastmath<nnan> : f32
  return %a, %b, %c : f32, f32, f32
}
func.func @consts() -> (f32, f32, f32, f64) {
  %a = arith.constant 3.0 : f32
  %b = arith.constant 0.0 : f32
  %r1 = arith.mulf %a, %a : f32
  %r2 = arith.divf %a, %b : f32
  %c = arith.constant -7.5 : f32
  %r3 = arith.remf %c, %a : f32
  %d = arith.constant 1.0 : f64
  %e = arith.constant 3.0 : f64
  %r4 = arith.divf %d, %e : f64
  return %r1, %r2, %r3, %r4 : f32, f32, f32, f64
}
