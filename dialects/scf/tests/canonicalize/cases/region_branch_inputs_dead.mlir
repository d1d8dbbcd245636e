// PATTERNS: MakeRegionBranchOpSuccessorInputsDead
// MakeRegionBranchOpSuccessorInputsDead (MLIR 22's generic region-branch
// canonicalization): a successor input that can only hold one value
// defined outside the op — an iteration argument yielded unchanged, a
// result yielded the same outer value by every branch — is replaced by
// that value. Negative: iteration arguments that carry values; branches
// yielding different values.
func.func @for_args(%lb: index, %ub: index, %s: index, %x: i32, %y: i32, %z: i32, %w: i32) -> (i32, i32, i32) {
  %r:4 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y, %c = %z, %d = %w) -> (i32, i32, i32, i32) {
    %n = "test.op"(%a, %b, %c, %i) : (i32, i32, i32, index) -> i32
    %m = "test.op2"(%i) : (index) -> i32
    scf.yield %a, %n, %z, %m : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @if_same(%c: i1, %v: i32) -> i32 {
  %r = scf.if %c -> i32 {
    "test.then"() : () -> ()
    scf.yield %v : i32
  } else {
    "test.else"() : () -> ()
    scf.yield %v : i32
  }
  return %r : i32
}
func.func @execute_region(%v: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    "test.op"() : () -> ()
    scf.yield %v : i32
  }
  return %r : i32
}
func.func @carried(%lb: index, %ub: index, %s: index, %x: i32, %c: i1, %v: i32, %w: i32) -> (i32, i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    %n = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  %q = scf.if %c -> i32 {
    scf.yield %v : i32
  } else {
    scf.yield %w : i32
  }
  return %r, %q : i32, i32
}
// scf.while: a before argument the loop only passes around (through
// scf.condition and the after region's yield) is its initial value, and
// so are the after argument and the result it is forwarded to.
func.func @while_invariant(%n: i32, %k: i32) -> i32 {
  %r:2 = scf.while (%x = %n, %c0 = %k) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %c0) : (i32, i32) -> i1
    scf.condition(%c) %x, %c0 : i32, i32
  } do {
  ^bb0(%y: i32, %z: i32):
    %y2 = "test.next"(%y, %z) : (i32, i32) -> i32
    scf.yield %y2, %z : i32, i32
  }
  return %r#1 : i32
}
