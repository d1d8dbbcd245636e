func.func @add_add(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.addi %x, %c0 overflow<nsw, nuw> : i32
  %b = arith.addi %a, %c1 overflow<nsw> : i32
  return %b : i32
}
func.func @add_sub_rhs(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant -50 : i8
  %a = arith.subi %x, %c0 : i8
  %b = arith.addi %a, %c1 : i8
  return %b : i8
}
func.func @add_sub_lhs(%x: index) -> index {
  %c0 = arith.constant 5 : index
  %c1 = arith.constant 7 : index
  %a = arith.subi %c0, %x overflow<nuw> : index
  %b = arith.addi %a, %c1 overflow<nuw> : index
  return %b : index
}
func.func @splat_not_matched(%x: vector<2xi32>) -> vector<2xi32> {
  %c0 = arith.constant dense<5> : vector<2xi32>
  %c1 = arith.constant dense<7> : vector<2xi32>
  %a = arith.addi %x, %c0 : vector<2xi32>
  %b = arith.addi %a, %c1 : vector<2xi32>
  return %b : vector<2xi32>
}
