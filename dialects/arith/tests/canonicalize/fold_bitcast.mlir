func.func @consts() -> (i32, f32, vector<2xi16>, f16) {
  %a = arith.constant 1.0 : f32
  %b = arith.bitcast %a : f32 to i32
  %c = arith.constant 1065353216 : i32
  %d = arith.bitcast %c : i32 to f32
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf16>
  %w = arith.bitcast %v : vector<2xf16> to vector<2xi16>
  %h = arith.constant 15360 : i16
  %i = arith.bitcast %h : i16 to f16
  return %b, %d, %w, %i : i32, f32, vector<2xi16>, f16
}
func.func @identity(%x: f32) -> f32 {
  %a = arith.bitcast %x : f32 to f32
  return %a : f32
}
