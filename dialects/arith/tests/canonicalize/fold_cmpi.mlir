func.func @self(%x: i32, %v: vector<4xi8>) -> (i1, i1, vector<4xi1>) {
  %a = arith.cmpi sle, %x, %x : i32
  %b = arith.cmpi ult, %x, %x : i32
  %c = arith.cmpi eq, %v, %v : vector<4xi8>
  return %a, %b, %c : i1, i1, vector<4xi1>
}
func.func @swap(%x: i32) -> (i1, i1) {
  %c5 = arith.constant 5 : i32
  %a = arith.cmpi slt, %c5, %x : i32
  %b = arith.cmpi uge, %c5, %x : i32
  return %a, %b : i1, i1
}
func.func @consts() -> (i1, i1, vector<2xi1>) {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r1 = arith.cmpi slt, %a, %b : i8
  %r2 = arith.cmpi ult, %a, %b : i8
  %v = arith.constant dense<[1, 5]> : vector<2xi32>
  %w = arith.constant dense<3> : vector<2xi32>
  %r3 = arith.cmpi sgt, %v, %w : vector<2xi32>
  return %r1, %r2, %r3 : i1, i1, vector<2xi1>
}
func.func @ext_i1(%b: i1, %c: i1) -> (i1, i1, i1, i1) {
  %zero = arith.constant 0 : i32
  %s = arith.extsi %b : i1 to i32
  %r1 = arith.cmpi ne, %s, %zero : i32
  %u = arith.extui %b : i1 to i32
  %r2 = arith.cmpi ne, %u, %zero : i32
  %false = arith.constant false
  %true = arith.constant true
  %r3 = arith.cmpi ne, %c, %false : i1
  %r4 = arith.cmpi eq, %c, %true : i1
  return %r1, %r2, %r3, %r4 : i1, i1, i1, i1
}
