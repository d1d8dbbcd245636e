func.func @not_cond(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = arith.select %n, %a, %b : i32
  return %r : i32
}
func.func @not_mask(%c: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %t = arith.constant dense<true> : vector<4xi1>
  %n = arith.xori %c, %t : vector<4xi1>
  %r = arith.select %n, %a, %b : vector<4xi1>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @redundant(%p: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %s = arith.select %p, %a, %b : i32
  %r1 = arith.select %p, %s, %c : i32
  %r2 = arith.select %p, %c, %s : i32
  return %r1, %r2 : i32, i32
}
func.func @other_pred(%p: i1, %q: i1, %a: i32, %b: i32, %c: i32) -> i32 {
  %s = arith.select %q, %a, %b : i32
  %r = arith.select %p, %s, %c : i32
  return %r : i32
}
func.func @i1_to_not(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = arith.select %c, %f, %t : i1
  return %r : i1
}
func.func @to_extui(%c: i1) -> (i32, i64, i8) {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %r1 = arith.select %c, %o, %z : i32
  %z64 = arith.constant 0 : i64
  %o64 = arith.constant 1 : i64
  %r2 = arith.select %c, %z64, %o64 : i64
  %two = arith.constant 2 : i8
  %z8 = arith.constant 0 : i8
  %r3 = arith.select %c, %two, %z8 : i8
  return %r1, %r2, %r3 : i32, i64, i8
}
