func.func @zero(%x: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %a = arith.shli %x, %c0 : i32
  %b = arith.shrui %x, %c0 : i32
  %c = arith.shrsi %x, %c0 : i32
  return %a, %b, %c : i32, i32, i32
}
func.func @consts() -> (i8, i8, i8, i8, i8) {
  %a = arith.constant -96 : i8
  %s = arith.constant 2 : i8
  %r1 = arith.shli %a, %s : i8
  %r2 = arith.shrui %a, %s : i8
  %r3 = arith.shrsi %a, %s : i8
  %w = arith.constant 8 : i8
  %r4 = arith.shli %a, %w : i8
  %r5 = arith.shrsi %a, %w : i8
  return %r1, %r2, %r3, %r4, %r5 : i8, i8, i8, i8, i8
}
