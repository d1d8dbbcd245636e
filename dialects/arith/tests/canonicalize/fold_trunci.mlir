func.func @ext(%x: i8, %y: i32) -> (i8, i16, i16, i16) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.trunci %a : i32 to i8
  %c = arith.extui %y : i32 to i64
  %d = arith.trunci %c : i64 to i16
  %e = arith.trunci %y : i32 to i16
  %f = arith.trunci %e : i16 to i8
  %g = arith.extui %f : i8 to i16
  return %b, %d, %g, %e : i8, i16, i16, i16
}
func.func @twice(%x: i64) -> i8 {
  %a = arith.trunci %x : i64 to i32
  %b = arith.trunci %a : i32 to i8
  return %b : i8
}
func.func @consts() -> (i8, vector<2xi4>) {
  %a = arith.constant 300 : i32
  %b = arith.trunci %a : i32 to i8
  %v = arith.constant dense<[17, -1]> : vector<2xi8>
  %w = arith.trunci %v : vector<2xi8> to vector<2xi4>
  return %b, %w : i8, vector<2xi4>
}
