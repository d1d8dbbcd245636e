func.func @identities(%x: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.andi %x, %c0 : i32
  %b = arith.andi %m1, %x : i32
  %c = arith.andi %x, %x : i32
  return %a, %b, %c : i32, i32, i32
}
func.func @not(%x: i32, %v: vector<2xi8>) -> (i32, i32, vector<2xi8>) {
  %m1 = arith.constant -1 : i32
  %n = arith.xori %x, %m1 : i32
  %a = arith.andi %x, %n : i32
  %b = arith.andi %n, %x : i32
  %vm = arith.constant dense<-1> : vector<2xi8>
  %vn = arith.xori %v, %vm : vector<2xi8>
  %c = arith.andi %vn, %v : vector<2xi8>
  return %a, %b, %c : i32, i32, vector<2xi8>
}
func.func @and_and(%a: i32, %b: i32) -> (i32, i32) {
  %ab = arith.andi %a, %b : i32
  %r = arith.andi %a, %ab : i32
  %s = arith.andi %ab, %b : i32
  return %r, %s : i32, i32
}
func.func @consts() -> i8 {
  %a = arith.constant 12 : i8
  %b = arith.constant 10 : i8
  %r = arith.andi %a, %b : i8
  return %r : i8
}
