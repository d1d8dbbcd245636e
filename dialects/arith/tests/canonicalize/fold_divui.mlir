func.func @one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.divui %x, %c1 : i32
  return %r : i32
}
func.func @mul_div(%a: i32, %b: i32) -> (i32, i32, i32) {
  %m = arith.muli %a, %b overflow<nuw> : i32
  %r = arith.divui %m, %b : i32
  %s = arith.divui %m, %a : i32
  %n = arith.muli %a, %b overflow<nsw> : i32
  %t = arith.divui %n, %b : i32
  return %r, %s, %t : i32, i32, i32
}
func.func @consts() -> (i8, i8) {
  %a = arith.constant -1 : i8
  %b = arith.constant 3 : i8
  %r = arith.divui %a, %b : i8
  %z = arith.constant 0 : i8
  %q = arith.divui %b, %z : i8
  return %r, %q : i8, i8
}
