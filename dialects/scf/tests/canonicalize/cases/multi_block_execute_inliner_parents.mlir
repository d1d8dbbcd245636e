// PATTERNS: MultiBlockExecuteInliner
// MultiBlockExecuteInliner's parent condition: a multi-block
// execute_region is inlined only when its parent is a function or another
// execute_region (the outer one, then multi-block, is inlined in turn).
// Negative: in an scf.for body, in an scf.if branch, in an unknown op's
// region.
func.func @in_execute_region(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %v = scf.execute_region -> i32 {
      cf.cond_br %c, ^a, ^b
    ^a:
      %x = "test.x"() : () -> i32
      scf.yield %x : i32
    ^b:
      %y = "test.y"() : () -> i32
      scf.yield %y : i32
    }
    "test.use"(%v) : (i32) -> ()
    scf.yield %v : i32
  }
  return %r : i32
}
func.func @in_loop_and_if(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.execute_region {
      cf.cond_br %c, ^a, ^b
    ^a:
      "test.a"() : () -> ()
      scf.yield
    ^b:
      scf.yield
    }
  }
  scf.if %c {
    scf.execute_region {
      cf.cond_br %c, ^a, ^b
    ^a:
      "test.b"() : () -> ()
      scf.yield
    ^b:
      scf.yield
    }
  }
  return
}
func.func @in_unknown_op(%c: i1) {
  "test.region"() ({
    scf.execute_region {
      cf.cond_br %c, ^a, ^b
    ^a:
      "test.c"() : () -> ()
      scf.yield
    ^b:
      scf.yield
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
