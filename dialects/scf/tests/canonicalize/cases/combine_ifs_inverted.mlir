// PATTERNS: CombineIfs
// CombineIfs with inverted conditions (`arith.xori c, true`): the second
// if's branches swap. Only ifs without an else branch keep an xori
// condition (the scf.if folder swaps the others' branches first). Cases:
// the second if inverted (its then branch joins the else side, results of
// the first if used there take the else yield); the first if inverted
// (the second's else joins the then side, its then becomes the else
// region). Negative: an xori with another operand, or of another value.
func.func @next_inverted(%c: i1) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %x = scf.if %c -> i32 {
    %t = "test.a"() : () -> i32
    scf.yield %t : i32
  } else {
    %u = "test.b"() : () -> i32
    scf.yield %u : i32
  }
  scf.if %n {
    "test.c"(%x) : (i32) -> ()
  }
  return %x : i32
}
func.func @prev_inverted(%c: i1) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.a"() : () -> ()
  }
  %y = scf.if %c -> i32 {
    %t = "test.c"() : () -> i32
    scf.yield %t : i32
  } else {
    %u = "test.d"() : () -> i32
    scf.yield %u : i32
  }
  return %y : i32
}
func.func @prev_inverted_no_else(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.c"() : () -> ()
  }
  return
}
func.func @negative(%c: i1, %d: i1) {
  %true = arith.constant true
  %m = arith.xori %c, %d : i1
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %m {
    "test.b"() : () -> ()
  }
  %k = arith.xori %d, %true : i1
  scf.if %k {
    "test.c"() : () -> ()
  }
  return
}
