func.func @identities(%x: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.ori %x, %c0 : i32
  %b = arith.ori %x, %m1 : i32
  %c = arith.ori %x, %x : i32
  return %a, %b, %c : i32, i32, i32
}
func.func @not(%x: i1, %y: i16) -> (i1, i16) {
  %t = arith.constant true
  %n = arith.xori %x, %t : i1
  %a = arith.ori %x, %n : i1
  %m = arith.constant -1 : i16
  %ny = arith.xori %y, %m : i16
  %b = arith.ori %ny, %y : i16
  return %a, %b : i1, i16
}
func.func @consts() -> i8 {
  %a = arith.constant 12 : i8
  %b = arith.constant 3 : i8
  %r = arith.ori %a, %b : i8
  return %r : i8
}
