func.func @self(%x: i32) -> (i32, i32, i32, i32) {
  %a = arith.maxsi %x, %x : i32
  %b = arith.maxui %x, %x : i32
  %c = arith.minsi %x, %x : i32
  %d = arith.minui %x, %x : i32
  return %a, %b, %c, %d : i32, i32, i32, i32
}
func.func @bounds(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %zero = arith.constant 0 : i8
  %ones = arith.constant -1 : i8
  %a = arith.maxsi %x, %max : i8
  %b = arith.maxsi %x, %min : i8
  %c = arith.minsi %x, %min : i8
  %d = arith.minsi %x, %max : i8
  %e = arith.maxui %x, %ones : i8
  %f = arith.maxui %x, %zero : i8
  %g = arith.minui %x, %zero : i8
  %h = arith.minui %x, %ones : i8
  return %a, %b, %c, %d, %e, %f, %g, %h : i8, i8, i8, i8, i8, i8, i8, i8
}
func.func @consts() -> (i8, i8, i8, i8) {
  %a = arith.constant -3 : i8
  %b = arith.constant 5 : i8
  %r1 = arith.maxsi %a, %b : i8
  %r2 = arith.maxui %a, %b : i8
  %r3 = arith.minsi %a, %b : i8
  %r4 = arith.minui %a, %b : i8
  return %r1, %r2, %r3, %r4 : i8, i8, i8, i8
}
