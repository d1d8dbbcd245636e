func.func @twice(%x: i8) -> (i64, i64) {
  %a = arith.extui %x : i8 to i16
  %b = arith.extui %a : i16 to i64
  %c = arith.extsi %x : i8 to i32
  %d = arith.extsi %c : i32 to i64
  return %b, %d : i64, i64
}
func.func @consts() -> (i16, i16, vector<2xi32>, i8) {
  %a = arith.constant -2 : i8
  %b = arith.extui %a : i8 to i16
  %c = arith.extsi %a : i8 to i16
  %v = arith.constant dense<[-1, 5]> : vector<2xi16>
  %w = arith.extsi %v : vector<2xi16> to vector<2xi32>
  %t = arith.constant true
  %u = arith.extui %t : i1 to i8
  return %b, %c, %w, %u : i16, i16, vector<2xi32>, i8
}
func.func @mixed(%x: i8) -> i64 {
  %a = arith.extui %x : i8 to i16
  %b = arith.extsi %a : i16 to i64
  return %b : i64
}
