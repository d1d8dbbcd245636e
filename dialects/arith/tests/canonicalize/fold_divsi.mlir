func.func @one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.divsi %x, %c1 : i32
  return %r : i32
}
func.func @mul_div(%a: i32, %b: i32) -> (i32, i32) {
  %m = arith.muli %a, %b overflow<nsw> : i32
  %r = arith.divsi %m, %b : i32
  %n = arith.muli %a, %b overflow<nuw> : i32
  %t = arith.divsi %n, %b : i32
  return %r, %t : i32, i32
}
func.func @consts() -> (i8, i8, i8, vector<2xi8>) {
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  %r = arith.divsi %a, %b : i8
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %o = arith.divsi %min, %m1 : i8
  %z = arith.constant 0 : i8
  %q = arith.divsi %a, %z : i8
  %v = arith.constant dense<[6, -9]> : vector<2xi8>
  %w = arith.constant dense<[3, 2]> : vector<2xi8>
  %x = arith.divsi %v, %w : vector<2xi8>
  return %r, %o, %q, %x : i8, i8, i8, vector<2xi8>
}
