// Poison operands of the integer folders (MLIR's constFoldBinaryOp with
// ub::PoisonAttr): the result is poison whatever the other operand is,
// after the identity rules; shifts do not fold on poison.
func.func @addi_poison(%a: i32) -> (i32, i32, i32) {
  %p = ub.poison : i32
  %c = arith.constant 5 : i32
  %0 = arith.addi %p, %a : i32
  %1 = arith.addi %a, %p : i32
  %2 = arith.addi %c, %p : i32
  return %0, %1, %2 : i32, i32, i32
}
func.func @muli_poison_by_zero(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %z = arith.constant 0 : i32
  %0 = arith.muli %p, %z : i32
  %1 = arith.muli %p, %a : i32
  return %0, %1 : i32, i32
}
func.func @subi_xori_same_poison() -> (i32, i32, i32) {
  %p = ub.poison : i32
  %0 = arith.subi %p, %p : i32
  %1 = arith.xori %p, %p : i32
  %2 = arith.andi %p, %p : i32
  return %0, %1, %2 : i32, i32, i32
}
func.func @div_rem_poison(%a: i64) -> (i64, i64, i64, i64) {
  %p = ub.poison : i64
  %z = arith.constant 0 : i64
  %0 = arith.divsi %a, %p : i64
  %1 = arith.divui %p, %z : i64
  %2 = arith.remsi %p, %a : i64
  %3 = arith.floordivsi %p, %a : i64
  return %0, %1, %2, %3 : i64, i64, i64, i64
}
func.func @shift_poison_not_folded(%a: i16) -> (i16, i16, i16) {
  %p = ub.poison : i16
  %c = arith.constant 3 : i16
  %0 = arith.shli %c, %p : i16
  %1 = arith.shrui %p, %c : i16
  %2 = arith.shrsi %p, %a : i16
  return %0, %1, %2 : i16, i16, i16
}
func.func @vector_poison(%a: vector<4xi8>) -> (vector<4xi8>, vector<4xi8>) {
  %p = ub.poison : vector<4xi8>
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  %0 = arith.maxsi %p, %c : vector<4xi8>
  %1 = arith.minui %a, %p : vector<4xi8>
  return %0, %1 : vector<4xi8>, vector<4xi8>
}
func.func @extended_poison(%a: i32) -> (i32, i32, i32, i32) {
  %p = ub.poison : i32
  %0:2 = arith.mulsi_extended %p, %a : i32
  %1:2 = arith.mului_extended %a, %p : i32
  return %0#0, %0#1, %1#0, %1#1 : i32, i32, i32, i32
}
