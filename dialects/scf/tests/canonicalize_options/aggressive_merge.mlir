// OPTIONS: region-simplify=aggressive
// Aggressive simplification merges blocks that differ only in the values
// they use, adding block arguments for them.
func.func private @use(i64)
func.func private @flag() -> i1

func.func @merge_calls(%c: i1) {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  cf.cond_br %c, ^a, ^b
^a:
  func.call @use(%c1) : (i64) -> ()
  func.call @use(%c1) : (i64) -> ()
  cf.br ^end
^b:
  func.call @use(%c2) : (i64) -> ()
  func.call @use(%c1) : (i64) -> ()
  cf.br ^end
^end:
  return
}

func.func @merge_in_execute_region(%c: i1) -> i64 {
  %r = scf.execute_region -> i64 no_inline {
    %f = func.call @flag() : () -> i1
    cf.cond_br %f, ^a, ^b
  ^a:
    %x = arith.constant 10 : i64
    func.call @use(%x) : (i64) -> ()
    scf.yield %x : i64
  ^b:
    %y = arith.constant 20 : i64
    func.call @use(%y) : (i64) -> ()
    scf.yield %y : i64
  }
  return %r : i64
}
