// PATTERNS: none
// IfOp::fold: `if (c xor true)` swaps the branches. Negatives: no else
// branch; xor with something else.
func.func @swap(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}
func.func @no_else(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.then"() : () -> ()
  }
  return
}
func.func @other_xor(%c: i1, %d: i1) {
  %n = arith.xori %c, %d : i1
  scf.if %n {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}
