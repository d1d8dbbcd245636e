// PATTERNS: RemoveEmptyElseBranch
// RemoveEmptyElseBranch: an else branch that only yields goes (if the if
// has no results). Negatives: an else branch that does something; results.
func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  } else {
  }
  return
}
func.func @busy_else(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}
func.func @with_results(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %x = "test.then"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.else"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
