func.func @identities(%x: i32, %t: tensor<?xi32>) -> (i32, i32, tensor<?xi32>) {
  %c0 = arith.constant 0 : i32
  %a = arith.xori %x, %c0 : i32
  %b = arith.xori %x, %x : i32
  %c = arith.xori %t, %t : tensor<?xi32>
  return %a, %b, %c : i32, i32, tensor<?xi32>
}
func.func @xor_xor(%x: i32, %a: i32) -> (i32, i32, i32, i32) {
  %p = arith.xori %x, %a : i32
  %q = arith.xori %a, %x : i32
  %r1 = arith.xori %p, %a : i32
  %r2 = arith.xori %q, %a : i32
  %r3 = arith.xori %a, %p : i32
  %r4 = arith.xori %a, %q : i32
  return %r1, %r2, %r3, %r4 : i32, i32, i32, i32
}
func.func @consts() -> vector<2xi8> {
  %a = arith.constant dense<[12, 5]> : vector<2xi8>
  %b = arith.constant dense<10> : vector<2xi8>
  %r = arith.xori %a, %b : vector<2xi8>
  return %r : vector<2xi8>
}
