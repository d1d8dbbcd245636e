func.func @consts() -> (f32, f32, f16, i8, i8, i32, i32) {
  %m1 = arith.constant -1 : i8
  %a = arith.sitofp %m1 : i8 to f32
  %b = arith.uitofp %m1 : i8 to f32
  %big = arith.constant 100000 : i32
  %c = arith.uitofp %big : i32 to f16
  %f = arith.constant -2.75 : f32
  %d = arith.fptosi %f : f32 to i8
  %e = arith.fptoui %f : f32 to i8
  %g = arith.constant 3.0e+10 : f32
  %h = arith.fptosi %g : f32 to i32
  %nan = arith.constant 0x7FC00000 : f32
  %i = arith.fptosi %nan : f32 to i32
  return %a, %b, %c, %d, %e, %h, %i : f32, f32, f16, i8, i8, i32, i32
}
func.func @vectors() -> (vector<2xf32>, vector<2xi16>) {
  %v = arith.constant dense<[3, -4]> : vector<2xi32>
  %a = arith.sitofp %v : vector<2xi32> to vector<2xf32>
  %w = arith.constant dense<[1.5, 300.25]> : vector<2xf64>
  %b = arith.fptoui %w : vector<2xf64> to vector<2xi16>
  return %a, %b : vector<2xf32>, vector<2xi16>
}
