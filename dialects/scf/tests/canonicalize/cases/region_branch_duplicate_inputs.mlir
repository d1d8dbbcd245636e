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
// scf.while: scf.condition forwards one value twice: the second result and
// after argument give their uses to the first.
func.func @while_duplicate(%n: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %n) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %s = "test.add"(%a, %b) : (i32, i32) -> i32
    scf.yield %s : i32
  }
  return %r#0, %r#1 : i32, i32
}
