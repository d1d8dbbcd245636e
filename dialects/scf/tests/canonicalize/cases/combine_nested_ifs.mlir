// PATTERNS: CombineNestedIfs
// CombineNestedIfs: an if whose then branch is only another if becomes
// one if on `and`. Negative: the then branch does more.
func.func @nested(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "test.op"() : () -> ()
    }
  }
  return
}
func.func @nested_results(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %n = scf.if %d -> i32 {
      %t = "test.op"() : () -> i32
      scf.yield %t : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %n, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @busy(%c: i1, %d: i1) {
  scf.if %c {
    "test.op0"() : () -> ()
    scf.if %d {
      "test.op"() : () -> ()
    }
  }
  return
}
