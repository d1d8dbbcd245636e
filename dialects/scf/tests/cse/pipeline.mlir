// FLAGS: --pass-pipeline=builtin.module(func.func(canonicalize,cse))
func.func @f(%x: i32, %y: i32, %c: i1) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %a, %y : i32
  %d = arith.muli %x, %y : i32
  %e = arith.select %c, %b, %d : i32
  %f = arith.subi %e, %b : i32
  %g = arith.subi %e, %d : i32
  return %e, %f, %g : i32, i32, i32
}
func.func @g(%x: i32) -> i32 {
  %0 = arith.shli %x, %x : i32
  %1 = arith.shli %x, %x : i32
  %2 = arith.ori %0, %1 : i32
  return %2 : i32
}
