func.func @xor_ui(%x: i8, %y: i8) -> i32 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %r = arith.xori %a, %b : i32
  return %r : i32
}
func.func @xor_si(%x: i8, %y: i8) -> i32 {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %r = arith.xori %a, %b : i32
  return %r : i32
}
func.func @and_ui(%x: vector<2xi8>, %y: vector<2xi8>) -> vector<2xi32> {
  %a = arith.extui %x : vector<2xi8> to vector<2xi32>
  %b = arith.extui %y : vector<2xi8> to vector<2xi32>
  %r = arith.andi %a, %b : vector<2xi32>
  return %r : vector<2xi32>
}
func.func @and_si(%x: i8, %y: i8) -> i32 {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %r = arith.andi %a, %b : i32
  return %r : i32
}
func.func @or_ui(%x: i8, %y: i8) -> i32 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %r = arith.ori %a, %b : i32
  return %r : i32
}
func.func @or_si(%x: i8, %y: i8) -> i32 {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %r = arith.ori %a, %b : i32
  return %r : i32
}
func.func @mismatch(%x: i8, %y: i16) -> (i32, i32) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i16 to i32
  %r = arith.ori %a, %b : i32
  %c = arith.extsi %x : i8 to i32
  %s = arith.andi %a, %c : i32
  return %r, %s : i32, i32
}
