// PATTERNS: all
func.func private @sink(index)
func.func private @sinkf(f32)

// The full canonicalizer: nested loops merged, single-iteration
// dimensions dropped, switches on constants folded, reductions inlined.
func.func @nest(%n: index, %m: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c2) to (%m, %c2) step (%c1, %c1) {
      %s = arith.addi %i, %j : index
      func.call @sink(%s) : (index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c1) to (%n, %c2) step (%c1, %c1) {
    %r = scf.index_switch %j -> index
    case 1 {
      %a = arith.muli %i, %c2 : index
      scf.yield %a : index
    }
    default {
      scf.yield %i : index
    }
    func.call @sink(%r) : (index) -> ()
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c1) to (%c2) step (%c1) init (%x) -> f32 {
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %q = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%r) -> f32 {
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.maximumf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %z = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%q) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %b : f32
    }
  }
  return %z : f32
}
