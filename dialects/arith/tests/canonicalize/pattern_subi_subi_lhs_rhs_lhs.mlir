func.func @scalar(%a: i32, %b: i32) -> i32 {
  %s = arith.subi %a, %b overflow<nsw> : i32
  %r = arith.subi %s, %a overflow<nsw> : i32
  return %r : i32
}
func.func @vector(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %s = arith.subi %a, %b : vector<4xi8>
  %r = arith.subi %s, %a : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @other(%a: i32, %b: i32) -> i32 {
  %s = arith.subi %a, %b : i32
  %r = arith.subi %s, %b : i32
  return %r : i32
}
