func.func @si(%x: i32) -> f16 {
  %a = arith.sitofp %x : i32 to f64
  %b = arith.truncf %a : f64 to f16
  return %b : f16
}
func.func @ui(%x: vector<2xi8>) -> vector<2xbf16> {
  %a = arith.uitofp %x : vector<2xi8> to vector<2xf32>
  %b = arith.truncf %a fastmath<fast> : vector<2xf32> to vector<2xbf16>
  return %b : vector<2xbf16>
}
func.func @rounding(%x: i32) -> (f16, f16) {
  %a = arith.sitofp %x : i32 to f64
  %b = arith.truncf %a downward : f64 to f16
  %c = arith.uitofp %x : i32 to f32
  %d = arith.truncf %c to_nearest_even : f32 to f16
  return %b, %d : f16, f16
}
