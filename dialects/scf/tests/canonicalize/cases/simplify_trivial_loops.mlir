// PATTERNS: SimplifyTrivialLoops
// SimplifyTrivialLoops: no iteration (equal bounds, constant bounds with
// ub <= lb, a zero step): the initial values; one iteration (constants, or
// ub = lb + 1 with nsw): the body inlined; several iterations with a body
// that only yields values from outside: those values. Negatives: an
// unknown trip count (no nsw), several iterations with a real body, an
// empty body yielding iteration arguments or with an unknown trip count.
func.func @same_bounds(%lb: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %lb step %s iter_args(%a = %x) -> i32 {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @ub_below_lb(%x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c5 to %c1 step %c1 iter_args(%a = %x) -> i32 {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @one_iteration(%x: i32, %y: f32) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %r:2 = scf.for %i = %c0 to %c10 step %c10 iter_args(%a = %x, %b = %y) -> (i32, f32) {
    %n = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %n, %b : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}
func.func @one_iteration_nsw(%lb: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> i32 {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @one_iteration_no_nsw(%lb: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> i32 {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @empty_body(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @real_body(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %x) -> i32 {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
// Negatives of the empty-body rule: a yielded iteration argument (defined
// in the loop), an unknown trip count.
func.func @empty_body_iter_arg(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @empty_body_unknown_count(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %y : i32
  }
  return %r : i32
}
