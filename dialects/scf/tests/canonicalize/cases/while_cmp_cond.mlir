// PATTERNS: WhileCmpCond
// WhileCmpCond: in the after region, an arith.cmpi repeating the
// condition's comparison (on either operand) is `true`, its inverse
// `false`.
// Negatives: another predicate, another other operand, a condition that is
// not an arith.cmpi.
func.func @lhs_and_rhs(%bound: i32, %other: i32) {
  %r:2 = scf.while (%x = %bound) : (i32) -> (i32, i32) {
    %v = "test.val"(%x) : (i32) -> i32
    %c = arith.cmpi slt, %v, %bound : i32
    scf.condition(%c) %v, %bound : i32, i32
  } do {
  ^bb0(%y: i32, %b: i32):
    %same = arith.cmpi slt, %y, %bound : i32
    %inv = arith.cmpi sge, %y, %bound : i32
    %unrelated = arith.cmpi eq, %y, %bound : i32
    %other_rhs = arith.cmpi slt, %y, %other : i32
    "test.use"(%same, %inv, %unrelated, %other_rhs) : (i1, i1, i1, i1) -> ()
    scf.yield %y : i32
  }
  return
}
func.func @not_cmpi(%n: i32) {
  %r = scf.while (%x = %n) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %same = arith.cmpi slt, %y, %n : i32
    "test.use"(%same) : (i1) -> ()
    scf.yield %y : i32
  }
  return
}
