// PATTERNS: all
// A condition shared by a chain of ifs and used inside them at several
// depths, in both branches, and after them (ConditionPropagation's walk of
// the condition's uses, in use-list order).
func.func @shared(%c: i1, %a: i32, %b: i32) -> (i32, i1) {
  %r0 = scf.if %c -> i32 {
    %s = arith.select %c, %a, %b : i32
    scf.yield %s : i32
  } else {
    %b_lt = arith.cmpi slt, %a, %b : i32
    %inner = scf.if %b_lt -> i32 {
      %e = arith.extui %c : i1 to i32
      scf.yield %e : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %inner : i32
  }
  %x = arith.addi %r0, %a : i32
  %r1 = scf.if %c -> i32 {
    %m = arith.muli %x, %b : i32
    scf.yield %m : i32
  } else {
    scf.yield %x : i32
  }
  %n = arith.xori %c, %c : i1
  return %r1, %n : i32, i1
}
