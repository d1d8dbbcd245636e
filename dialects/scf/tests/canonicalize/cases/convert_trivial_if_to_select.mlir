// PATTERNS: ConvertTrivialIfToSelect
// ConvertTrivialIfToSelect: results yielded from outside the if become
// selects (or the value itself if both branches yield it); the rest stay.
// Negative: every yielded value is defined inside.
func.func @to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %t = "test.then"() : () -> i32
    scf.yield %a, %t, %b : i32, i32, i32
  } else {
    %e = "test.else"() : () -> i32
    scf.yield %b, %e, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @all_inside(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %t = "test.then"() : () -> i32
    scf.yield %t : i32
  } else {
    %e = "test.else"() : () -> i32
    scf.yield %e : i32
  }
  return %r : i32
}
