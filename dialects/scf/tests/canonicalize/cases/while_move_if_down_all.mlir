// PATTERNS: all
// WhileMoveIfDown among the other canonicalizations (found by
// scripts/compare-scf-random.sh): an `if` on the loop's condition right
// before `scf.condition` moves into the after region, also when the two
// conditions are equal constants only after constant uniquing (the `if`
// moves before its constant condition removes it); a then branch yielding
// a before argument (alone, WhileMoveIfDown leaves invalid IR here; the
// region-branch patterns first forward the argument's initial value).
func.func private @src_i1() -> i1
func.func private @src_i8() -> i8
func.func private @sink_i1(i1)
func.func private @use(i32)
func.func @if_no_results() {
  scf.while : () -> () {
    %c = func.call @src_i1() : () -> i1
    scf.if %c {
      %v = func.call @src_i8() : () -> i8
    } else {
    }
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
func.func @equal_constants(%a: i8) -> i8 {
  %r = scf.while (%b = %a) : (i8) -> i8 {
    %f = arith.constant false
    scf.if %f {
      func.call @sink_i1(%f) : (i1) -> ()
    }
    %f2 = arith.constant false
    scf.condition(%f2) %b : i8
  } do {
  ^bb0(%d: i8):
    scf.yield %d : i8
  }
  return %r : i8
}
func.func @then_yields_before_arg(%init: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = func.call @src_i1() : () -> i1
    %res = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %init : i32
    }
    scf.condition(%c) %res : i32
  } do {
  ^bb0(%b: i32):
    func.call @use(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r : i32
}
