// PATTERNS: RemoveDeadRegionBranchOpSuccessorInputs
// RemoveDeadRegionBranchOpSuccessorInputs on scf.while (MLIR 22's
// replacement of WhileUnusedResult and WhileRemoveUnusedArgs): a value
// scf.condition forwards whose result and after argument are both unused
// goes (the middle one of @unused); one used only in the after region or
// only after the loop stays; before arguments without uses go with their
// initial and yielded values (@unused_args).
// Negatives: every forwarded value and argument is used.
func.func @unused(%n: i32) -> i32 {
  %r:3 = scf.while (%x = %n) : (i32) -> (i32, i64, f32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %w = "test.wide"(%x) : (i32) -> i64
    %f = "test.float"(%x) : (i32) -> f32
    scf.condition(%c) %x, %w, %f : i32, i64, f32
  } do {
  ^bb0(%y: i32, %unused: i64, %g: f32):
    "test.use"(%g) : (f32) -> ()
    scf.yield %y : i32
  }
  return %r#0 : i32
}
func.func @all_used(%n: i32) -> i64 {
  %r:2 = scf.while (%x = %n) : (i32) -> (i32, i64) {
    %c = "test.cond"(%x) : (i32) -> i1
    %w = "test.wide"(%x) : (i32) -> i64
    scf.condition(%c) %x, %w : i32, i64
  } do {
  ^bb0(%y: i32, %v: i64):
    scf.yield %y : i32
  }
  return %r#1 : i64
}
func.func @unused_args(%a: i32, %b: f64, %c: i64) -> i32 {
  %r = scf.while (%x = %a, %y = %b, %z = %c) : (i32, f64, i64) -> i32 {
    %cond = "test.cond"(%x) : (i32) -> i1
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%v: i32):
    %w = "test.next"(%v) : (i32) -> i32
    %f = "test.f"() : () -> f64
    scf.yield %w, %f, %c : i32, f64, i64
  }
  return %r : i32
}
func.func @all_args_used(%a: i32, %b: f64) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, f64) -> i32 {
    %cond = "test.cond"(%x, %y) : (i32, f64) -> i1
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%v: i32):
    scf.yield %v, %b : i32, f64
  }
  return %r : i32
}
