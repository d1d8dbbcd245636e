func.func @consts() -> (f32, f64, f32) {
  %a = arith.constant 1.5 : f16
  %b = arith.extf %a : f16 to f32
  %c = arith.constant 0.1 : f32
  %d = arith.extf %c : f32 to f64
  %e = arith.constant -0.0 : bf16
  %f = arith.extf %e : bf16 to f32
  return %b, %d, %f : f32, f64, f32
}
func.func @trunc_ext(%x: f32) -> (f32, f32, f32) {
  %a = arith.truncf %x fastmath<contract> : f32 to f16
  %b = arith.extf %a fastmath<contract> : f16 to f32
  %c = arith.truncf %x : f32 to f16
  %d = arith.extf %c fastmath<contract> : f16 to f32
  %e = arith.truncf %x fastmath<fast> : f32 to bf16
  %f = arith.extf %e : bf16 to f32
  return %b, %d, %f : f32, f32, f32
}
