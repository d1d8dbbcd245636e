func.func @rhs(%x: i32, %y: i32) -> i32 {
  %m = arith.constant -1 : i32
  %a = arith.muli %y, %m overflow<nsw> : i32
  %b = arith.addi %x, %a overflow<nsw> : i32
  return %b : i32
}
func.func @lhs(%x: vector<4xi16>, %y: vector<4xi16>) -> vector<4xi16> {
  %m = arith.constant dense<-1> : vector<4xi16>
  %a = arith.muli %x, %m : vector<4xi16>
  %b = arith.addi %a, %y : vector<4xi16>
  return %b : vector<4xi16>
}
func.func @not_minus_one(%x: i32, %y: i32) -> i32 {
  %m = arith.constant -2 : i32
  %a = arith.muli %y, %m : i32
  %b = arith.addi %x, %a : i32
  return %b : i32
}
