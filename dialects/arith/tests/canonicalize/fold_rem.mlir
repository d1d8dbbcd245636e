func.func @one(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %a = arith.remui %x, %c1 : i32
  %b = arith.remsi %x, %c1 : i32
  return %a, %b : i32, i32
}
func.func @consts() -> (i8, i8, i8, i8) {
  %a = arith.constant -7 : i8
  %b = arith.constant 3 : i8
  %r1 = arith.remui %a, %b : i8
  %r2 = arith.remsi %a, %b : i8
  %z = arith.constant 0 : i8
  %r3 = arith.remui %a, %z : i8
  %r4 = arith.remsi %a, %z : i8
  return %r1, %r2, %r3, %r4 : i8, i8, i8, i8
}
