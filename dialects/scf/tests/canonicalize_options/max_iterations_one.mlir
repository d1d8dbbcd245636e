// OPTIONS: max-iterations=1
// One iteration: the cond_br on a constant folds, but the block it leaves
// without predecessors and the merge it enables wait for a next iteration.
func.func @one_iteration(%x: i32, %c: i1) -> i32 {
  %true = arith.constant true
  %zero = arith.constant 0 : i32
  cf.br ^head(%x : i32)
^head(%h: i32):
  cf.cond_br %true, ^next(%h : i32), ^dead
^dead:
  cf.br ^next(%zero : i32)
^next(%a: i32):
  %r = arith.addi %a, %zero : i32
  cf.cond_br %c, ^head(%r : i32), ^exit
^exit:
  return %r : i32
}

func.func @if_then_select(%c: i1, %a: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    %v = scf.if %c -> i32 {
      %one = arith.constant 1 : i32
      scf.yield %one : i32
    } else {
      %two = arith.constant 2 : i32
      scf.yield %two : i32
    }
    scf.yield %v : i32
  } else {
    scf.yield %a : i32
  }
  %s = arith.addi %r, %a : i32
  return %s : i32
}
