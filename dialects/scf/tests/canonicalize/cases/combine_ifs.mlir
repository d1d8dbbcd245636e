// PATTERNS: CombineIfs
// CombineIfs: two consecutive ifs on the same condition merge; uses of the
// first's results in the second take the yielded values. Negative: other
// conditions.
func.func @combine(%c: i1) -> (i32, i32) {
  %x = scf.if %c -> i32 {
    %t = "test.op"() : () -> i32
    scf.yield %t : i32
  } else {
    %u = "test.op2"() : () -> i32
    scf.yield %u : i32
  }
  %y = scf.if %c -> i32 {
    %t = "test.op3"(%x) : (i32) -> i32
    scf.yield %t : i32
  } else {
    %u = "test.op4"(%x) : (i32) -> i32
    scf.yield %u : i32
  }
  return %x, %y : i32, i32
}
func.func @no_results(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  return
}
func.func @different(%c: i1, %d: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %d {
    "test.b"() : () -> ()
  }
  return
}
