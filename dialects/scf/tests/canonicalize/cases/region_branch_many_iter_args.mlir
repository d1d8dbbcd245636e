// PATTERNS: all
// Loops with many iteration arguments: groups of arguments that always
// receive the same values (RemoveDuplicateSuccessorInputUses), dead tied
// argument/result sets (RemoveDeadRegionBranchOpSuccessorInputs) and
// arguments forwarded unchanged (MakeRegionBranchOpSuccessorInputsDead).
func.func @many_for(%lb: index, %ub: index, %st: index, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:24 = scf.for %iv = %lb to %ub step %st iter_args(%a0 = %x, %a1 = %y, %a2 = %y, %a3 = %x, %a4 = %y, %a5 = %y, %a6 = %x, %a7 = %y, %a8 = %y, %a9 = %x, %a10 = %y, %a11 = %y, %a12 = %x, %a13 = %y, %a14 = %y, %a15 = %x, %a16 = %y, %a17 = %y, %a18 = %x, %a19 = %y, %a20 = %y, %a21 = %x, %a22 = %y, %a23 = %y) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %b1 = arith.addi %a1, %y : i32
    %b2 = arith.addi %a2, %y : i32
    %b3 = arith.addi %a3, %x : i32
    %b5 = arith.addi %a5, %y : i32
    %b6 = arith.addi %a6, %x : i32
    %b7 = arith.addi %a7, %y : i32
    %b9 = arith.addi %a9, %x : i32
    %b10 = arith.addi %a10, %y : i32
    %b11 = arith.addi %a11, %y : i32
    %b13 = arith.addi %a13, %y : i32
    %b14 = arith.addi %a14, %y : i32
    %b15 = arith.addi %a15, %x : i32
    %b17 = arith.addi %a17, %y : i32
    %b18 = arith.addi %a18, %x : i32
    %b19 = arith.addi %a19, %y : i32
    %b21 = arith.addi %a21, %x : i32
    %b22 = arith.addi %a22, %y : i32
    %b23 = arith.addi %a23, %y : i32
    scf.yield %a0, %b1, %b2, %b3, %a4, %b5, %b6, %b7, %a8, %b9, %b10, %b11, %a12, %b13, %b14, %b15, %a16, %b17, %b18, %b19, %a20, %b21, %b22, %b23 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  %s0 = arith.addi %r#1, %r#2 : i32
  %s1 = arith.addi %r#4, %r#5 : i32
  %s2 = arith.muli %r#7, %r#10 : i32
  return %s0, %s1, %s2 : i32, i32, i32
}
func.func @many_while(%x: i32, %c: i1) -> (i32, i32) {
  %r:16 = scf.while (%a0 = %x, %a1 = %x, %a2 = %x, %a3 = %x, %a4 = %x, %a5 = %x, %a6 = %x, %a7 = %x, %a8 = %x, %a9 = %x, %a10 = %x, %a11 = %x, %a12 = %x, %a13 = %x, %a14 = %x, %a15 = %x) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    scf.condition(%c) %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  } do {
  ^bb0(%b0: i32, %b1: i32, %b2: i32, %b3: i32, %b4: i32, %b5: i32, %b6: i32, %b7: i32, %b8: i32, %b9: i32, %b10: i32, %b11: i32, %b12: i32, %b13: i32, %b14: i32, %b15: i32):
    %t1 = arith.addi %b1, %x : i32
    %t3 = arith.addi %b3, %x : i32
    %t5 = arith.addi %b5, %x : i32
    %t7 = arith.addi %b7, %x : i32
    %t9 = arith.addi %b9, %x : i32
    %t11 = arith.addi %b11, %x : i32
    %t13 = arith.addi %b13, %x : i32
    %t15 = arith.addi %b15, %x : i32
    scf.yield %b0, %t1, %b2, %t3, %b4, %t5, %b6, %t7, %b8, %t9, %b10, %t11, %b12, %t13, %b14, %t15 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  %w = arith.addi %r#1, %r#3 : i32
  return %w, %r#0 : i32, i32
}
