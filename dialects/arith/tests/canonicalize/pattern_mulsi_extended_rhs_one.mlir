func.func @scalar(%x: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %one : i32
  return %l, %h : i32, i32
}
func.func @vector(%x: vector<3xi8>) -> (vector<3xi8>, vector<3xi8>) {
  %one = arith.constant dense<1> : vector<3xi8>
  %l, %h = arith.mulsi_extended %x, %one : vector<3xi8>
  return %l, %h : vector<3xi8>, vector<3xi8>
}
func.func @i1(%x: i1) -> (i1, i1) {
  %t = arith.constant true
  %l, %h = arith.mulsi_extended %x, %t : i1
  return %l, %h : i1, i1
}
