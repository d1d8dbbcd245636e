func.func @rhs_add(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.addi %x, %c0 overflow<nsw> : i32
  %b = arith.subi %a, %c1 overflow<nsw> : i32
  return %b : i32
}
func.func @lhs_add(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.addi %x, %c0 overflow<nsw> : i32
  %b = arith.subi %c1, %a overflow<nsw> : i32
  return %b : i32
}
func.func @rhs_sub_rhs(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.subi %x, %c0 overflow<nuw> : i32
  %b = arith.subi %a, %c1 overflow<nuw> : i32
  return %b : i32
}
func.func @rhs_sub_lhs(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.subi %c0, %x : i32
  %b = arith.subi %a, %c1 : i32
  return %b : i32
}
func.func @lhs_sub_rhs(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.subi %x, %c0 : i32
  %b = arith.subi %c1, %a : i32
  return %b : i32
}
func.func @lhs_sub_lhs(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.subi %c0, %x overflow<nsw> : i32
  %b = arith.subi %c1, %a overflow<nsw> : i32
  return %b : i32
}
