func.func @addui(%x: i32, %y: i32) -> i32 {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  return %s : i32
}
func.func @addui_used(%x: i32, %y: i32) -> (i32, i1) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  return %s, %o : i32, i1
}
func.func @mulsi(%x: i32, %y: i32) -> i32 {
  %l, %h = arith.mulsi_extended %x, %y : i32
  return %l : i32
}
func.func @mului(%x: vector<2xi16>, %y: vector<2xi16>) -> vector<2xi16> {
  %l, %h = arith.mului_extended %x, %y : vector<2xi16>
  return %l : vector<2xi16>
}
func.func @mului_used(%x: i32, %y: i32) -> (i32, i32) {
  %l, %h = arith.mului_extended %x, %y : i32
  return %l, %h : i32, i32
}
