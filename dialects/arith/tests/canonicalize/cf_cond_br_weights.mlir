// Branch weights through the cf.cond_br canonicalizations: a pass-through
// successor keeps them (the new cf.cond_br gets the old one's weights,
// not its discardable attributes); a branch that becomes a cf.br, one
// whose operands change in place and one left alone.
func.func private @sink(i32)
func.func @pass_through_keeps_weights(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c weights([25, 75]), ^bb1(%x : i32), ^bb2 {note = "dropped"}
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb4
^bb3(%r: i32):
  func.call @sink(%r) : (i32) -> ()
  return
^bb4:
  func.call @sink(%y) : (i32) -> ()
  return
}
func.func @pass_through_one_side(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c weights([0, 100]), ^bb1, ^bb5
^bb1:
  cf.br ^bb2
^bb5:
  func.call @sink(%y) : (i32) -> ()
  return
^bb2:
  func.call @sink(%x) : (i32) -> ()
  cf.cond_br %c weights([7, 3]), ^bb3, ^bb4
^bb3:
  func.call @sink(%y) : (i32) -> ()
  return
^bb4:
  return
}
func.func @identical_successors(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c weights([1, 2]), ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
}
func.func @same_condition(%c: i1, %x: i32) {
  cf.cond_br %c weights([90, 10]), ^bb1, ^bb2
^bb1:
  func.call @sink(%x) : (i32) -> ()
  cf.cond_br %c weights([5, 5]), ^bb3, ^bb2
^bb2:
  return
^bb3:
  func.call @sink(%x) : (i32) -> ()
  return
}
