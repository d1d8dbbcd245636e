func.func @identities(%x: i32, %v: vector<2xi32>) -> (i32, i32, vector<2xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.muli %x, %c0 : i32
  %b = arith.muli %c1, %x : i32
  %z = arith.constant dense<0> : vector<2xi32>
  %c = arith.muli %v, %z : vector<2xi32>
  return %a, %b, %c : i32, i32, vector<2xi32>
}
func.func @consts() -> (i8, index) {
  %a = arith.constant 16 : i8
  %b = arith.constant 17 : i8
  %r = arith.muli %a, %b : i8
  %c = arith.constant -3 : index
  %d = arith.constant 7 : index
  %e = arith.muli %c, %d : index
  return %r, %e : i8, index
}
func.func @no_fold(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.muli %x, %c2 : i32
  return %r : i32
}
