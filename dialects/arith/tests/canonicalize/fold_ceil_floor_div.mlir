func.func @one(%x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %a = arith.ceildivui %x, %c1 : i32
  %b = arith.ceildivsi %x, %c1 : i32
  %c = arith.floordivsi %x, %c1 : i32
  return %a, %b, %c : i32, i32, i32
}
func.func @consts() -> (i8, i8, i8, i8, i8, i8) {
  %a = arith.constant 7 : i8
  %b = arith.constant 2 : i8
  %n = arith.constant -7 : i8
  %r1 = arith.ceildivui %a, %b : i8
  %r2 = arith.ceildivsi %n, %b : i8
  %r3 = arith.floordivsi %n, %b : i8
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %r4 = arith.ceildivsi %min, %m1 : i8
  %r5 = arith.floordivsi %min, %m1 : i8
  %z = arith.constant 0 : i8
  %r6 = arith.ceildivui %a, %z : i8
  return %r1, %r2, %r3, %r4, %r5, %r6 : i8, i8, i8, i8, i8, i8
}
