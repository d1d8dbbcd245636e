func.func @consts() -> (f16, f16, bf16, f16, f16) {
  %a = arith.constant 1.5 : f32
  %b = arith.truncf %a : f32 to f16
  %c = arith.constant 0.1 : f32
  %d = arith.truncf %c : f32 to f16
  %e = arith.constant 2.0 : f64
  %f = arith.truncf %e : f64 to bf16
  %big = arith.constant 1.0e+10 : f32
  %g = arith.truncf %big : f32 to f16
  %h = arith.truncf %c upward : f32 to f16
  return %b, %d, %f, %g, %h : f16, f16, bf16, f16, f16
}
func.func @ext_trunc(%x: f16, %y: f64, %z: bf16) -> (f16, f32, f16) {
  %a = arith.extf %x : f16 to f64
  %b = arith.truncf %a : f64 to f16
  %c = arith.extf %y : f64 to f128
  %d = arith.truncf %c : f128 to f32
  %e = arith.extf %z : bf16 to f32
  %f = arith.truncf %e : f32 to f16
  return %b, %d, %f : f16, f32, f16
}
