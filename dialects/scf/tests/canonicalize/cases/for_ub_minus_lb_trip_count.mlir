// PATTERNS: SimplifyTrivialLoops
// SimplifyTrivialLoops on loops whose upper bound is `arith.addi lb, C`
// (`nsw` for signed loops, `nuw` for unsigned ones), found by probing the
// forms the random generator never makes: the difference is C read signed
// for both kinds of loop, so a C with its sign bit set gives no iteration
// even for an `unsigned` loop (removed, in index, i128 and i8), a positive C
// as wide as 2^64 + 1 counts as one iteration (inlined, see
// for_i128_trip_count), and C = 1 or a C below the step gives one.
func.func private @use(index)
func.func private @use128(i128)
func.func private @use8(i8)
func.func @a(%lb: index) {
  %c = arith.constant 1 : index
  %ub = arith.addi %lb, %c overflow<nsw> : index
  %s = arith.constant 1 : index
  scf.for %i = %lb to %ub step %s {
    func.call @use(%i) : (index) -> ()
  }
  %c2 = arith.constant -9223372036854775807 : index
  %ub2 = arith.addi %lb, %c2 overflow<nuw> : index
  %s2 = arith.constant 4 : index
  scf.for unsigned %i = %lb to %ub2 step %s2 {
    func.call @use(%i) : (index) -> ()
  }
  %ub3 = arith.addi %lb, %c2 overflow<nsw> : index
  scf.for %i = %lb to %ub3 step %s2 {
    func.call @use(%i) : (index) -> ()
  }
  return
}
func.func @b(%lb: i128) {
  %c = arith.constant -170141183460469231731687303715884105727 : i128
  %ub = arith.addi %lb, %c overflow<nuw> : i128
  %s = arith.constant 1 : i128
  scf.for unsigned %i = %lb to %ub step %s : i128 {
    func.call @use128(%i) : (i128) -> ()
  }
  %c1 = arith.constant 18446744073709551617 : i128
  %ub1 = arith.addi %lb, %c1 overflow<nsw, nuw> : i128
  scf.for %i = %lb to %ub1 step %s : i128 {
    func.call @use128(%i) : (i128) -> ()
  }
  return
}
func.func @c(%lb: i8) {
  %c = arith.constant -1 : i8
  %ub = arith.addi %lb, %c overflow<nuw> : i8
  %s = arith.constant 127 : i8
  scf.for unsigned %i = %lb to %ub step %s : i8 {
    func.call @use8(%i) : (i8) -> ()
  }
  %c3 = arith.constant 3 : i8
  %ub3 = arith.addi %lb, %c3 overflow<nsw> : i8
  %s3 = arith.constant 3 : i8
  scf.for %i = %lb to %ub3 step %s3 : i8 {
    func.call @use8(%i) : (i8) -> ()
  }
  return
}
