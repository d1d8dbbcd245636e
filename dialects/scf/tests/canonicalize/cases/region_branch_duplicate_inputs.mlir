// PATTERNS: RemoveDuplicateSuccessorInputUses
// RemoveDuplicateSuccessorInputUses (MLIR 22's generic region-branch
// canonicalization): of two results (or iteration arguments) that always
// receive the same values, the uses of the second go to the first.
// Negative: results that differ in one branch.
func.func @if_duplicate(%c: i1) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %t = "test.then"() : () -> i32
    scf.yield %t, %t : i32, i32
  } else {
    %e = "test.else"() : () -> i32
    scf.yield %e, %e : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @for_duplicate(%lb: index, %ub: index, %s: index, %x: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %n = "test.op"(%a, %b, %i) : (i32, i32, index) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @differ(%c: i1) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %t = "test.then"() : () -> i32
    scf.yield %t, %t : i32, i32
  } else {
    %e = "test.else"() : () -> i32
    %f = "test.else2"() : () -> i32
    scf.yield %e, %f : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
