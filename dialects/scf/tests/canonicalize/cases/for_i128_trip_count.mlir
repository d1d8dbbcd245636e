// PATTERNS: SimplifyTrivialLoops
// SimplifyTrivialLoops on i128 and i16 loops (found by the wide random
// generator, scripts/gen-scf-random.py --wide): the trip count is computed in
// the bounds' width, so an unsigned i128 loop whose bounds differ by 2^127 or
// more has a large count (kept), not a negative one (removed); one from 0 to
// -1 by 2^127 has two iterations (kept, not inlined); one from -2 to -1 has
// one (inlined); a signed i128 loop from the minimum to the maximum
// overflows the difference (no iteration, removed, as in MLIR); an i16 loop
// with an empty body and several iterations is replaced by what it yields.
// Counts past 64 bits are "one iteration" when their low 64 bits are 1
// (MLIR's `getSExtValue() == 1` on the count, which mlir-opt-22 as shipped
// reads so): 2^64 + 1 iterations inline the body, 2^64 keep the loop.
func.func private @use_i128(i128)
func.func @kept_huge_unsigned() {
  %lb = arith.constant 0 : i128
  %ub = arith.constant -170141183460469231731687303715884105728 : i128
  %s = arith.constant 3 : i128
  scf.for unsigned %i = %lb to %ub step %s : i128 {
    func.call @use_i128(%i) : (i128) -> ()
  }
  return
}
func.func @kept_two_iterations() {
  %lb = arith.constant 0 : i128
  %ub = arith.constant -1 : i128
  %s = arith.constant 85070591730234615865843651857942052864 : i128
  scf.for unsigned %i = %lb to %ub step %s : i128 {
    func.call @use_i128(%i) : (i128) -> ()
  }
  return
}
func.func @inlined_one_iteration() {
  %lb = arith.constant -2 : i128
  %ub = arith.constant -1 : i128
  %s = arith.constant 7 : i128
  scf.for unsigned %i = %lb to %ub step %s : i128 {
    func.call @use_i128(%i) : (i128) -> ()
  }
  return
}
func.func @removed_signed_overflow() {
  %lb = arith.constant -170141183460469231731687303715884105728 : i128
  %ub = arith.constant 170141183460469231731687303715884105727 : i128
  %s = arith.constant 1 : i128
  scf.for %i = %lb to %ub step %s : i128 {
    func.call @use_i128(%i) : (i128) -> ()
  }
  return
}
func.func @empty_body_i16(%x: i128) -> i128 {
  %lb = arith.constant -32768 : i16
  %ub = arith.constant 32767 : i16
  %s = arith.constant 16384 : i16
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i128) : i16 {
    scf.yield %x : i128
  }
  return %r : i128
}
func.func @kept_count_2_pow_64() {
  %lb = arith.constant 0 : i128
  %ub = arith.constant 18446744073709551616 : i128
  %s = arith.constant 1 : i128
  scf.for %i = %lb to %ub step %s : i128 {
    func.call @use_i128(%i) : (i128) -> ()
  }
  return
}
func.func @inlined_count_2_pow_64_plus_1() {
  %lb = arith.constant 0 : i128
  %ub = arith.constant 18446744073709551617 : i128
  %s = arith.constant 1 : i128
  scf.for %i = %lb to %ub step %s : i128 {
    func.call @use_i128(%i) : (i128) -> ()
  }
  return
}
func.func @empty_body_all_ones(%x: i128) -> i128 {
  %lb = arith.constant 0 : i128
  %ub = arith.constant -1 : i128
  %s = arith.constant 1 : i128
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i128) : i128 {
    scf.yield %x : i128
  }
  return %r : i128
}
