// PATTERNS: ParallelOpSingleOrZeroIterationDimsFolder
func.func private @sink(index)
func.func private @sinkf(f32)

// A dimension without iterations: the loop is its initial values.
func.func @zero_dim(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c1) to (%n, %c0) step (%c1, %c1) init (%x) -> f32 {
    func.call @sink(%i) : (index) -> ()
    %v = arith.index_cast %j : index to i32
    %f = arith.sitofp %v : i32 to f32
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// One dimension of one iteration among others: the loop goes on over the
// others, the collapsed induction variable is its lower bound.
func.func @collapse_one(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j, %k) = (%c0, %c3, %c0) to (%n, %c4, %m) step (%c1, %c1, %c1) {
    %s = arith.addi %i, %j : index
    %t = arith.muli %s, %k : index
    func.call @sink(%t) : (index) -> ()
    scf.reduce
  }
  return
}

// A step larger than the range: one iteration.
func.func @collapse_big_step(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%n, %c3) step (%c1, %c8) {
    func.call @sink(%j) : (index) -> ()
    func.call @sink(%i) : (index) -> ()
    scf.reduce
  }
  return
}

// Every dimension of one iteration: the body and the reductions replace
// the loop.
func.func @inline_all(%x: f32, %y: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %r:2 = scf.parallel (%i, %j) = (%c0, %c5) to (%c1, %c6) step (%c1, %c1) init (%x, %y) -> (f32, f32) {
    %v = arith.addi %i, %j : index
    %w = arith.index_cast %v : index to i64
    %f = arith.sitofp %w : i64 to f32
    func.call @sink(%v) : (index) -> ()
    scf.reduce(%f, %f : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %m = arith.mulf %a, %b : f32
      %s = arith.subf %m, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}

// One iteration through `ub = addi lb, 1` with `nsw`.
func.func @inline_nsw(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c1) {
    func.call @sink(%i) : (index) -> ()
    scf.reduce
  }
  return
}

// Nested regions in an inlined body are cloned too.
func.func @inline_nested(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    scf.if %c {
      scf.for %k = %i to %n step %c1 {
        func.call @sink(%k) : (index) -> ()
      }
    }
    func.call @sink(%i) : (index) -> ()
    scf.reduce
  }
  return
}

// Negative: no dimension has a known trip count of 0 or 1.
func.func @unknown(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c2) step (%m, %c1) {
    func.call @sink(%i) : (index) -> ()
    func.call @sink(%j) : (index) -> ()
    scf.reduce
  }
  return
}
