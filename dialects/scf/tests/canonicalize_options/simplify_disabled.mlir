// OPTIONS: region-simplify=disabled
// Without region simplification unreachable blocks and unused block
// arguments stay; folding and patterns still run.
func.func @keep_blocks(%a: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.cond_br %c, ^b1(%a : i32), ^b2(%a, %c0 : i32, i32)
^b1(%x: i32):
  %y = arith.addi %x, %c0 : i32
  return %y : i32
^b2(%p: i32, %unused: i32):
  return %p : i32
^dead:
  %z = arith.muli %a, %a : i32
  return %z : i32
}

func.func @dead_in_if(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %u = arith.addi %a, %a : i32
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
