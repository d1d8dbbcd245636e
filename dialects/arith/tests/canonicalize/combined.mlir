func.func @chain(%x: i32, %y: i32) -> (i32, i1) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %c2, %a : i32
  %c = arith.subi %b, %c3 : i32
  %d = arith.muli %c, %c1 : i32
  %e = arith.cmpi eq, %d, %x : i32
  %t = arith.constant true
  %f = arith.xori %e, %t : i1
  %g = arith.select %f, %y, %d : i32
  return %g, %f : i32, i1
}
