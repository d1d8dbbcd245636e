func.func @zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
func.func @consts_wrap() -> (i8, index, vector<2xi16>) {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %r = arith.addi %a, %b overflow<nsw> : i8
  %i = arith.constant 40 : index
  %j = arith.constant 2 : index
  %k = arith.addi %i, %j : index
  %v = arith.constant dense<[1, 2]> : vector<2xi16>
  %w = arith.constant dense<32767> : vector<2xi16>
  %s = arith.addi %v, %w : vector<2xi16>
  return %r, %k, %s : i8, index, vector<2xi16>
}
func.func @sub_add(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.subi %a, %b : i32
  %r = arith.addi %s, %b : i32
  %q = arith.addi %b, %s : i32
  return %r, %q : i32, i32
}
func.func @no_fold(%x: i32, %y: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  %s = arith.subi %x, %y : i32
  %q = arith.addi %s, %x : i32
  return %r, %q : i32, i32
}
