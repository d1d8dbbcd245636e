// FLAGS: --allow-unregistered-dialect --cse
func.func @regions(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %0 = scf.if %c -> i32 {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  %1 = scf.if %c -> i32 {
    %b = arith.addi %x, %y : i32
    scf.yield %b : i32
  } else {
    scf.yield %x : i32
  }
  %2 = scf.if %c -> i32 {
    %b = arith.addi %y, %x : i32
    scf.yield %b : i32
  } else {
    scf.yield %x : i32
  }
  return %0, %1, %2 : i32, i32, i32
}
func.func @nested(%x: i32, %y: i32, %lb: index, %ub: index, %st: index) -> i32 {
  %a = arith.muli %x, %y : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> i32 {
    %b = arith.muli %x, %y : i32
    %c = arith.addi %acc, %b : i32
    %d = arith.addi %acc, %b : i32
    %e = arith.addi %c, %d : i32
    scf.yield %e : i32
  }
  %f = arith.muli %x, %y : i32
  %g = arith.addi %r, %f : i32
  %h = arith.addi %g, %a : i32
  return %h : i32
}
func.func @consts() -> (i32, i32, f32, f32) {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %f = arith.constant 1.0 : f32
  %f2 = arith.constant 1.0 : f32
  return %c1, %c1b, %f, %f2 : i32, i32, f32, f32
}
func.func @unreg(%x: i32) -> (i32, i32) {
  %0 = "test.pure"(%x) : (i32) -> i32
  %1 = "test.pure"(%x) : (i32) -> i32
  %2 = arith.addi %x, %x : i32
  "foo.region"() ({
    %3 = arith.addi %x, %x : i32
    %4 = arith.addi %x, %x : i32
    "foo.use"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
  "bar.region"() ({
    %5 = arith.addi %x, %x : i32
    "bar.use"(%5) : (i32) -> ()
  }) : () -> ()
  return %0, %2 : i32, i32
}
func.func @deadchain(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %0 : i32
  return %x : i32
}
func.func @multi(%x: i32, %c: i1) -> i32 {
  %a = arith.addi %x, %x : i32
  scf.execute_region {
    scf.yield
  }
  %r = scf.execute_region -> i32 {
    %b = arith.addi %x, %x : i32
    scf.yield %b : i32
  }
  %s = scf.execute_region -> i32 {
    %b = arith.addi %x, %x : i32
    scf.yield %b : i32
  }
  %t = arith.addi %r, %s : i32
  return %t : i32
}
