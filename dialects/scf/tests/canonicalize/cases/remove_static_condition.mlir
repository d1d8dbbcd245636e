// PATTERNS: RemoveStaticCondition
// RemoveStaticCondition: a constant condition inlines the taken branch;
// `false` without an else branch erases the if. Negative: a condition that
// is not a constant.
func.func @true_cond(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    %x = "test.then"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @false_cond(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> i32 {
    scf.yield %a : i32
  } else {
    %y = "test.else"(%b) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @false_no_else() {
  %false = arith.constant false
  scf.if %false {
    "test.then"() : () -> ()
  }
  "test.after"() : () -> ()
  return
}
func.func @unknown_cond(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  }
  return
}
