// PATTERNS: RemoveDeadRegionBranchOpSuccessorInputs
// RemoveDeadRegionBranchOpSuccessorInputs (MLIR 22's generic region-branch
// canonicalization): results of an if / execute_region nobody uses go with
// the yield operands forwarded to them; a loop's iteration argument goes
// with its result when neither has uses. Negatives: every result used; an
// iteration argument used in the body.
func.func @if_unused(%c: i1) -> i32 {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %t = "test.then"() : () -> i32
    %u = "test.then2"() : () -> i32
    scf.yield %t, %u, %t : i32, i32, i32
  } else {
    %e = "test.else"() : () -> i32
    %f = "test.else2"() : () -> i32
    scf.yield %e, %f, %f : i32, i32, i32
  }
  return %r#1 : i32
}
func.func @execute_region_unused() -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    %t = "test.a"() : () -> i32
    %u = "test.b"() : () -> i32
    scf.yield %t, %u : i32, i32
  }
  return %r#1 : i32
}
func.func @for_unused(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %n = "test.op"(%b, %i) : (i32, index) -> i32
    %m = "test.op2"(%i) : (index) -> i32
    scf.yield %m, %n : i32, i32
  }
  return %r#1 : i32
}
func.func @all_used(%c: i1) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %t = "test.then"() : () -> i32
    %u = "test.then2"() : () -> i32
    scf.yield %t, %u : i32, i32
  } else {
    %e = "test.else"() : () -> i32
    %f = "test.else2"() : () -> i32
    scf.yield %e, %f : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @for_arg_used(%lb: index, %ub: index, %s: index, %x: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    %n = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return
}
