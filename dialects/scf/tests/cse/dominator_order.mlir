// FLAGS: --cse
func.func @sib(%x: i32, %c: i1) -> i32 {
  %a = arith.addi %x, %x : i32 loc(unknown)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = arith.addi %x, %x : i32 loc("b":1:1)
  cf.br ^bb3(%b : i32)
^bb2:
  %d = arith.addi %x, %x : i32 loc("d":1:1)
  cf.br ^bb3(%d : i32)
^bb3(%p: i32):
  %s = arith.addi %p, %a : i32
  return %s : i32
}
func.func @sib2(%x: i32, %c: i1) -> i32 {
  %a = arith.addi %x, %x : i32 loc(unknown)
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  %b = arith.addi %x, %x : i32 loc("b":1:1)
  cf.br ^bb3(%b : i32)
^bb2:
  %d = arith.addi %x, %x : i32 loc("d":1:1)
  cf.br ^bb3(%d : i32)
^bb3(%p: i32):
  %s = arith.addi %p, %a : i32
  return %s : i32
}
func.func @sib3(%x: i32, %c: i1) -> i32 {
  %a = arith.addi %x, %x : i32 loc(unknown)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  %d = arith.addi %x, %x : i32 loc("d":1:1)
  cf.br ^bb4(%d : i32)
^bb3:
  %b = arith.addi %x, %x : i32 loc("b":1:1)
  cf.br ^bb4(%b : i32)
^bb4(%p: i32):
  %s = arith.addi %p, %a : i32
  return %s : i32
}
