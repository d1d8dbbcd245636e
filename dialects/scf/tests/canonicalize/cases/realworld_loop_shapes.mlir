// PATTERNS: all
// Shapes of loops that other projects' IR holds (round realir42: while
// loops raised from C, lifted control flow, loop passes' outputs), in small
// inputs written for drr: a do-while loop whose condition tests the
// incremented value; a for loop carrying a poison value it never reads; an
// if whose branches compute the same value; an unregistered op's region
// with a block nothing branches to; a cf loop that forwards every live
// value through block arguments.
func.func @do_while(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    "test.keepalive"(%i) : (i32) -> ()
    %next = arith.addi %i, %c1 : i32
    %more = arith.cmpi slt, %next, %n : i32
    scf.condition(%more) %next : i32
  } do {
  ^bb0(%j: i32):
    scf.yield %j : i32
  }
  return %r : i32
}

func.func @poison_carried(%lb: i32, %ub: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %p = ub.poison : i32
  %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %lb, %unused = %p) -> (i32, i32) : i32 {
    %s = arith.addi %acc, %i : i32
    scf.yield %s, %s : i32, i32
  }
  return %r#0 : i32
}

func.func @same_in_both(%c: i1, %a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %c1 : i32
    %m = arith.muli %s, %s : i32
    scf.yield %m : i32
  } else {
    %s = arith.addi %a, %c1 : i32
    %m = arith.muli %s, %s : i32
    scf.yield %m : i32
  }
  return %r : i32
}

func.func @opaque_unreachable(%a: i32) -> i32 {
  %r = "test.region_op"(%a) ({
  ^bb0(%x: i32):
    %c2 = arith.constant 2 : i32
    %y = arith.addi %x, %c2 : i32
    "test.region_yield"(%y) : (i32) -> ()
  ^bb1(%z: i32):
    %c3 = arith.constant 3 : i32
    %w = arith.muli %z, %c3 : i32
    "test.region_yield"(%w) : (i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}

func.func @forwarded_cf_loop(%n: index, %base: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %n, %base, %c1 : index, index, index, index)
^head(%i: index, %lim: index, %acc: index, %step: index):
  %done = arith.cmpi eq, %i, %lim : index
  cf.cond_br %done, ^exit(%acc : index), ^body(%lim, %acc, %step, %i : index, index, index, index)
^body(%lim2: index, %acc2: index, %step2: index, %i2: index):
  %s = arith.addi %acc2, %i2 : index
  %next = arith.addi %step2, %i2 : index
  cf.br ^head(%next, %lim2, %s, %step2 : index, index, index, index)
^exit(%out: index):
  return %out : index
}
