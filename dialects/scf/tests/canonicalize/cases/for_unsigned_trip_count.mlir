// PATTERNS: SimplifyTrivialLoops
// SimplifyTrivialLoops on `unsigned` loops whose difference of bounds has
// its sign bit set (found by scripts/compare-scf-random.sh): the trip count
// is that difference divided unsigned, a large count, so a loop from 1 to
// -2 by 2 is neither removed (as a signed division would make it: 0
// iterations) nor inlined (from 0 to -1 by 2: 1 by a signed division), and
// one with an empty body yielding an outer value is replaced by it. Also:
// one iteration near the unsigned top; a signed i8 loop from -128 to 127
// (the difference overflows i8: no iteration, as in MLIR).
func.func private @use(index)
func.func private @use_i8(i8)
func.func @kept_not_removed() {
  %lb = arith.constant 1 : index
  %ub = arith.constant -2 : index
  %s = arith.constant 2 : index
  scf.for unsigned %i = %lb to %ub step %s {
    func.call @use(%i) : (index) -> ()
  }
  return
}
func.func @kept_not_inlined() {
  %lb = arith.constant 0 : i8
  %ub = arith.constant -1 : i8
  %s = arith.constant 2 : i8
  scf.for unsigned %i = %lb to %ub step %s : i8 {
    func.call @use_i8(%i) : (i8) -> ()
  }
  return
}
func.func @kept_step_127() {
  %lb = arith.constant 0 : i8
  %ub = arith.constant -128 : i8
  %s = arith.constant 127 : i8
  scf.for unsigned %i = %lb to %ub step %s : i8 {
    func.call @use_i8(%i) : (i8) -> ()
  }
  return
}
func.func @empty_body(%x: i64, %y: i64) -> i64 {
  %lb = arith.constant 0 : index
  %ub = arith.constant -2 : index
  %s = arith.constant 2 : index
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> i64 {
    scf.yield %y : i64
  }
  return %r : i64
}
func.func @one_near_top() {
  %lb = arith.constant -2 : index
  %ub = arith.constant -1 : index
  %s = arith.constant 2 : index
  scf.for unsigned %i = %lb to %ub step %s {
    func.call @use(%i) : (index) -> ()
  }
  return
}
func.func @signed_overflowing_difference() {
  %lb = arith.constant -128 : i8
  %ub = arith.constant 127 : i8
  %s = arith.constant 1 : i8
  scf.for %i = %lb to %ub step %s : i8 {
    func.call @use_i8(%i) : (i8) -> ()
  }
  return
}
