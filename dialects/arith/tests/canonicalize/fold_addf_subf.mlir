func.func @zeros(%x: f32) -> (f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %a = arith.addf %x, %nz : f32
  %b = arith.addf %x, %pz : f32
  %c = arith.subf %x, %pz : f32
  %d = arith.subf %x, %nz : f32
  return %a, %b, %c, %d : f32, f32, f32, f32
}
func.func @consts() -> (f32, f16, f64, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %r1 = arith.addf %a, %b : f32
  %h = arith.constant 65504.0 : f16
  %r2 = arith.addf %h, %h : f16
  %d = arith.constant 0.1 : f64
  %e = arith.constant 0.3 : f64
  %r3 = arith.subf %d, %e : f64
  %nan = arith.constant 0x7FC00000 : f32
  %r4 = arith.subf %a, %nan : f32
  return %r1, %r2, %r3, %r4 : f32, f16, f64, f32
}
