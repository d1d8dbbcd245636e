// Region DCE drops block arguments nothing uses with the operands that
// feed them (here a loop's dead accumulator), and func.call_indirect of a
// constant callee becomes func.call.
func.func private @sink(i32)
func.func private @callee(i32) -> i32
func.func @dead_accumulator(%n: i32, %init: i32) {
  %one = arith.constant 1 : i32
  cf.br ^head(%init, %init : i32, i32)
^head(%i: i32, %acc: i32):
  %c = arith.cmpi slt, %i, %n : i32
  cf.cond_br %c, ^body, ^exit
^body:
  func.call @sink(%i) : (i32) -> ()
  %next = arith.addi %i, %one : i32
  %acc2 = arith.addi %acc, %i : i32
  cf.br ^head(%next, %acc2 : i32, i32)
^exit:
  return
}
func.func @call_indirect(%x: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @call_indirect_unknown(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
