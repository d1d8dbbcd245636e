// PATTERNS: ReplaceIfYieldWithConditionOrValue
// ReplaceIfYieldWithConditionOrValue: a result yielding the same value in
// both branches is that value; true/false is the condition; false/true
// its negation. Negative: different non-constant values.
func.func @same_value(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    "test.then"() : () -> ()
    scf.yield %a : i32
  } else {
    "test.else"() : () -> ()
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @condition(%c: i1) -> (i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %r:2 = scf.if %c -> (i1, i1) {
    "test.then"() : () -> ()
    scf.yield %true, %false : i1, i1
  } else {
    "test.else"() : () -> ()
    scf.yield %false, %true : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}
func.func @different(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %t = "test.then"() : () -> i32
    scf.yield %t : i32
  } else {
    %e = "test.else"() : () -> i32
    scf.yield %e : i32
  }
  return %r : i32
}
