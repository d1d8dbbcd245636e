// PATTERNS: MergeNestedParallelLoops
func.func private @sink(index)

// A loop whose body is only another loop: one loop over both.
func.func @merge(%n: index, %m: index, %p: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c1, %c0) to (%m, %p) step (%c2, %c1) {
      %s = arith.addi %j, %k : index
      func.call @sink(%s) : (index) -> ()
      %t = arith.cmpi slt, %j, %k : index
      scf.if %t {
        func.call @sink(%j) : (index) -> ()
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// The inner body may use the outer induction variable.
func.func @merge_uses_outer(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      %s = arith.muli %i, %j : index
      func.call @sink(%s) : (index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// Negative: an inner bound is an outer induction variable.
func.func @bound_uses_outer(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      func.call @sink(%j) : (index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// Negative: the inner loop has a reduction.
func.func @inner_reduction(%n: index, %x: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %r = scf.parallel (%j) = (%c0) to (%n) step (%c1) init (%x) -> index {
      scf.reduce(%j : index) {
      ^bb0(%a: index, %b: index):
        %s = arith.addi %a, %b : index
        scf.reduce.return %s : index
      }
    }
    func.call @sink(%r) : (index) -> ()
    scf.reduce
  }
  return
}

// Negative: the outer body has another op.
func.func @two_ops(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    func.call @sink(%i) : (index) -> ()
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      func.call @sink(%j) : (index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
