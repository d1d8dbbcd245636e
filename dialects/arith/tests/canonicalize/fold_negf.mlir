func.func @twice(%x: f32) -> f32 {
  %a = arith.negf %x : f32
  %b = arith.negf %a : f32
  return %b : f32
}
func.func @consts() -> (f32, bf16, vector<2xf16>) {
  %a = arith.constant 2.5 : f32
  %b = arith.negf %a : f32
  %c = arith.constant 0.0 : bf16
  %d = arith.negf %c : bf16
  %v = arith.constant dense<[1.0, -3.0]> : vector<2xf16>
  %w = arith.negf %v : vector<2xf16>
  return %b, %d, %w : f32, bf16, vector<2xf16>
}
func.func @no_fold(%x: f32) -> f32 {
  %a = arith.negf %x : f32
  return %a : f32
}
