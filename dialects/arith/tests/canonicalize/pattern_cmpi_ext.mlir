func.func @si(%x: i8, %y: i8) -> (i1, i1, i1) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %r1 = arith.cmpi eq, %a, %b : i32
  %r2 = arith.cmpi ne, %a, %b : i32
  %r3 = arith.cmpi slt, %a, %b : i32
  return %r1, %r2, %r3 : i1, i1, i1
}
func.func @ui(%x: vector<2xi8>, %y: vector<2xi8>) -> (vector<2xi1>, vector<2xi1>) {
  %a = arith.extui %x : vector<2xi8> to vector<2xi32>
  %b = arith.extui %y : vector<2xi8> to vector<2xi32>
  %r1 = arith.cmpi eq, %a, %b : vector<2xi32>
  %r2 = arith.cmpi ult, %a, %b : vector<2xi32>
  return %r1, %r2 : vector<2xi1>, vector<2xi1>
}
func.func @mismatch(%x: i8, %y: i16) -> i1 {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i16 to i32
  %r = arith.cmpi eq, %a, %b : i32
  return %r : i1
}
