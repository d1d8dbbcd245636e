// FLAGS: --cse
func.func @cfg(%x: i32, %c: i1) -> i32 {
  %a = arith.addi %x, %x : i32 loc(unknown)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = arith.addi %x, %x : i32 loc("b":1:1)
  %m = arith.muli %x, %x : i32
  cf.br ^bb3(%b : i32)
^bb2:
  %d = arith.addi %x, %x : i32 loc("d":1:1)
  %m2 = arith.muli %x, %x : i32
  cf.br ^bb3(%m2 : i32)
^bb3(%p: i32):
  %e = arith.addi %x, %x : i32
  %m3 = arith.muli %x, %x : i32
  %s = arith.addi %p, %e : i32
  %t = arith.addi %s, %m3 : i32
  return %t : i32
^bb4:
  %u = arith.addi %x, %x : i32
  %u2 = arith.addi %x, %x : i32
  cf.br ^bb3(%u2 : i32)
}
func.func @loop(%x: i32, %c: i1) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%i: i32):
  %a = arith.addi %i, %x : i32
  %b = arith.addi %i, %x : i32
  %s = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1(%s : i32), ^bb2
^bb2:
  %z = arith.addi %i, %x : i32
  return %z : i32
}
