func.func @same(%c: i1, %x: i32) -> i32 {
  %r = arith.select %c, %x, %x : i32
  return %r : i32
}
func.func @const_cond(%x: i32, %y: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.select %t, %x, %y : i32
  %b = arith.select %f, %x, %y : i32
  return %a, %b : i32, i32
}
func.func @bool(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = arith.select %c, %t, %f : i1
  return %r : i1
}
func.func @cmp(%x: i32, %y: i32) -> (i32, i32, i32) {
  %eq = arith.cmpi eq, %x, %y : i32
  %a = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %b = arith.select %ne, %x, %y : i32
  %lt = arith.cmpi slt, %x, %y : i32
  %c = arith.select %lt, %x, %y : i32
  return %a, %b, %c : i32, i32, i32
}
func.func @dense() -> vector<3xi32> {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<7> : vector<3xi32>
  %r = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  return %r : vector<3xi32>
}
