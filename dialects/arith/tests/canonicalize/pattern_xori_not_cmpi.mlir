func.func @invert(%a: i32, %b: i32) -> (i1, i1, i1) {
  %t = arith.constant true
  %c1 = arith.cmpi slt, %a, %b : i32
  %r1 = arith.xori %c1, %t : i1
  %c2 = arith.cmpi eq, %a, %b : i32
  %r2 = arith.xori %t, %c2 : i1
  %c3 = arith.cmpi uge, %a, %b : i32
  %r3 = arith.xori %c3, %t : i1
  return %r1, %r2, %r3 : i1, i1, i1
}
func.func @not_true(%a: i32, %b: i32, %c: i1) -> i1 {
  %c1 = arith.cmpi slt, %a, %b : i32
  %r = arith.xori %c1, %c : i1
  return %r : i1
}
