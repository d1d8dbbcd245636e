// PATTERNS: WhileOpAlignBeforeArgs
// WhileOpAlignBeforeArgs: scf.condition forwards the before arguments in
// another order; the new loop forwards them in order, its results and
// after arguments permuted back.
// Negatives: in order already; a value forwarded twice; not every
// argument forwarded.
func.func @permuted(%a: i32, %b: i64, %c: f32) -> (f32, i32, i64) {
  %r:3 = scf.while (%x = %a, %y = %b, %z = %c) : (i32, i64, f32) -> (f32, i32, i64) {
    %cond = "test.cond"(%x, %y) : (i32, i64) -> i1
    scf.condition(%cond) %z, %x, %y : f32, i32, i64
  } do {
  ^bb0(%p: f32, %q: i32, %s: i64):
    %n = "test.next"(%q) : (i32) -> i32
    %m = "test.next2"(%s) : (i64) -> i64
    %f = "test.next3"(%p) : (f32) -> f32
    scf.yield %n, %m, %f : i32, i64, f32
  }
  return %r#0, %r#1, %r#2 : f32, i32, i64
}
func.func @in_order(%a: i32, %b: i64) -> (i32, i64) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i32, i64) {
    %cond = "test.cond"(%x, %y) : (i32, i64) -> i1
    scf.condition(%cond) %x, %y : i32, i64
  } do {
  ^bb0(%q: i32, %s: i64):
    scf.yield %q, %s : i32, i64
  }
  return %r#0, %r#1 : i32, i64
}
func.func @twice(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %cond = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%cond) %y, %y : i32, i32
  } do {
  ^bb0(%q: i32, %s: i32):
    scf.yield %q, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @not_all(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %cond = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%cond) %y : i32
  } do {
  ^bb0(%q: i32):
    scf.yield %q, %q : i32, i32
  }
  return %r : i32
}
