func.func @self(%x: f32) -> (f32, f32, f32, f32) {
  %a = arith.maximumf %x, %x : f32
  %b = arith.maxnumf %x, %x : f32
  %c = arith.minimumf %x, %x : f32
  %d = arith.minnumf %x, %x : f32
  return %a, %b, %c, %d : f32, f32, f32, f32
}
func.func @identities(%x: f32) -> (f32, f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %a = arith.maximumf %x, %ninf : f32
  %b = arith.minimumf %x, %pinf : f32
  %c = arith.maxnumf %x, %nan : f32
  %d = arith.minnumf %x, %nan : f32
  %e = arith.maximumf %x, %pinf : f32
  return %a, %b, %c, %d, %e : f32, f32, f32, f32, f32
}
func.func @consts() -> (f32, f32, f32, f32, f32, f32) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %r1 = arith.maximumf %nz, %pz : f32
  %r2 = arith.minimumf %pz, %nz : f32
  %r3 = arith.maximumf %one, %nan : f32
  %r4 = arith.maxnumf %nan, %one : f32
  %r5 = arith.minnumf %one, %pz : f32
  %r6 = arith.minimumf %nan, %one : f32
  return %r1, %r2, %r3, %r4, %r5, %r6 : f32, f32, f32, f32, f32, f32
}
