func.func @self(%x: i32, %v: vector<4xi8>, %t: tensor<?xi32>) -> (i32, vector<4xi8>, tensor<?xi32>) {
  %a = arith.subi %x, %x : i32
  %b = arith.subi %v, %v : vector<4xi8>
  %c = arith.subi %t, %t : tensor<?xi32>
  return %a, %b, %c : i32, vector<4xi8>, tensor<?xi32>
}
func.func @zero_and_add(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %a = arith.subi %x, %c0 : i32
  %s = arith.addi %x, %y : i32
  %b = arith.subi %s, %y : i32
  %c = arith.subi %s, %x : i32
  return %a, %b, %c : i32, i32, i32
}
func.func @consts() -> (i8, i64) {
  %a = arith.constant -128 : i8
  %b = arith.constant 1 : i8
  %r = arith.subi %a, %b : i8
  %c = arith.constant 5 : i64
  %d = arith.constant 9 : i64
  %e = arith.subi %c, %d : i64
  return %r, %e : i8, i64
}
func.func @no_fold(%x: i32, %y: i32) -> i32 {
  %r = arith.subi %x, %y : i32
  return %r : i32
}
