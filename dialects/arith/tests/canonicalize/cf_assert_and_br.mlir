// cf.assert of a constant true goes, others stay; cf.br to a block with a
// single predecessor merges it (its arguments take the branch operands);
// cf.br to a block that only branches on skips it, except into a cycle of
// branches or when the block's arguments are used elsewhere.
func.func private @sink(i32)
func.func @assert(%c: i1) {
  %t = arith.constant true
  %f = arith.constant false
  cf.assert %t, "always"
  cf.assert %f, "never"
  cf.assert %c, "maybe"
  return
}
func.func @single_pred(%x: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
}
func.func @two_preds(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb2:
  func.call @sink(%y) : (i32) -> ()
  cf.br ^bb1(%y : i32)
^bb1(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
}
func.func @pass_through(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  func.call @sink(%x) : (i32) -> ()
  cf.br ^bb2(%x : i32)
^bb2(%a: i32):
  cf.br ^bb3(%a, %y : i32, i32)
^bb3(%p: i32, %q: i32):
  func.call @sink(%p) : (i32) -> ()
  func.call @sink(%q) : (i32) -> ()
  return
^bb4:
  func.call @sink(%y) : (i32) -> ()
  cf.br ^bb2(%y : i32)
}
func.func @cycle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
