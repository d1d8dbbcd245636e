// The cf.cond_br canonicalizations: a constant condition, successors that
// only branch on, identical successors (one cf.br, with arith.select for
// operands that differ when this block is the only predecessor), a block
// reached from a branch on the same condition, and uses of the condition
// in successors that only this branch reaches.
func.func private @sink(i32)
func.func private @sink1(i1)
func.func @const_cond(%x: i32, %y: i32) {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
}
func.func @const_false(%x: i32, %y: i32) {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
^bb2:
  func.call @sink(%y) : (i32) -> ()
  return
}
func.func @pass_through(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2:
  func.call @sink(%y) : (i32) -> ()
  cf.br ^bb3(%y : i32)
^bb3(%b: i32):
  func.call @sink(%b) : (i32) -> ()
  return
}
func.func @identical_same_operands(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
^bb1(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
}
func.func @identical_select(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb1(%y, %y : i32, i32)
^bb1(%a: i32, %b: i32):
  func.call @sink(%a) : (i32) -> ()
  func.call @sink(%b) : (i32) -> ()
  return
}
func.func @identical_other_preds(%c: i1, %d: i1, %x: i32, %y: i32) {
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  func.call @sink(%x) : (i32) -> ()
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb3:
  func.call @sink(%y) : (i32) -> ()
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
}
func.func @same_condition(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @sink(%x) : (i32) -> ()
  cf.cond_br %c, ^bb3(%x : i32), ^bb4
^bb2:
  func.call @sink(%y) : (i32) -> ()
  cf.cond_br %c, ^bb3(%y : i32), ^bb4
^bb3(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
^bb4:
  return
}
func.func @truth_propagation(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @sink1(%c) : (i1) -> ()
  func.call @sink1(%c) : (i1) -> ()
  return
^bb2:
  func.call @sink1(%c) : (i1) -> ()
  cf.br ^bb1
}
