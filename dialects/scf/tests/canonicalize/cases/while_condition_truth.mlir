// PATTERNS: WhileConditionTruth
// WhileConditionTruth: after-region arguments forwarded from the condition
// are `true` (one constant for both); an unused one stays.
// Negative: the condition is not forwarded.
func.func @truth(%n: i32) -> (i1, i32) {
  %r:3 = scf.while (%x = %n) : (i32) -> (i1, i1, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %c, %c, %x : i1, i1, i32
  } do {
  ^bb0(%a: i1, %b: i1, %y: i32):
    "test.use"(%a) : (i1) -> ()
    "test.use"(%a, %y) : (i1, i32) -> ()
    scf.yield %y : i32
  }
  return %r#1, %r#2 : i1, i32
}
func.func @not_forwarded(%n: i32) -> i32 {
  %r = scf.while (%x = %n) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    "test.use"(%y) : (i32) -> ()
    scf.yield %y : i32
  }
  return %r : i32
}
