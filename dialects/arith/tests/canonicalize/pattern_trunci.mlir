func.func @ext_si(%x: i8) -> i16 {
  %a = arith.extsi %x : i8 to i64
  %b = arith.trunci %a : i64 to i16
  return %b : i16
}
func.func @ext_ui(%x: vector<2xi8>) -> vector<2xi32> {
  %a = arith.extui %x : vector<2xi8> to vector<2xi64>
  %b = arith.trunci %a overflow<nuw> : vector<2xi64> to vector<2xi32>
  return %b : vector<2xi32>
}
func.func @shrsi(%x: i64, %v: vector<4xi32>) -> (i32, vector<4xi16>) {
  %c32 = arith.constant 32 : i64
  %a = arith.shrsi %x, %c32 exact : i64
  %b = arith.trunci %a : i64 to i32
  %c16 = arith.constant dense<16> : vector<4xi32>
  %d = arith.shrsi %v, %c16 : vector<4xi32>
  %e = arith.trunci %d : vector<4xi32> to vector<4xi16>
  return %b, %e : i32, vector<4xi16>
}
func.func @shrsi_other_amount(%x: i64) -> (i32, i32) {
  %c31 = arith.constant 31 : i64
  %a = arith.shrsi %x, %c31 : i64
  %b = arith.trunci %a : i64 to i32
  %c33 = arith.constant 33 : i64
  %c = arith.shrsi %x, %c33 : i64
  %d = arith.trunci %c : i64 to i32
  return %b, %d : i32, i32
}
