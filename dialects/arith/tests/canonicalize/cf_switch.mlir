// The cf.switch canonicalizations: only a default, cases that repeat the
// default, a constant flag, successors that only branch on, and a switch
// in a block reached from a switch on the same flag (by a case, by the
// default).
func.func private @sink(i32)
func.func @only_default(%f: i32, %x: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32)
  ]
^bb1(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
}
func.func @cases_like_default(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%x : i32),
    2: ^bb1(%y : i32),
    3: ^bb2
  ]
^bb1(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
^bb2:
  return
}
func.func @constant_flag(%x: i32, %y: i32) {
  %c = arith.constant 2 : i32
  cf.switch %c : i32, [
    default: ^bb1(%x : i32),
    2: ^bb1(%y : i32),
    4: ^bb2
  ]
^bb1(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
^bb2:
  return
}
func.func @constant_flag_default(%x: i32) {
  %c = arith.constant 9 : i32
  cf.switch %c : i32, [
    default: ^bb1(%x : i32),
    2: ^bb2
  ]
^bb1(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
^bb2:
  return
}
func.func @pass_through(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    5: ^bb2(%x : i32),
    6: ^bb3
  ]
^bb1:
  cf.br ^bb3
^bb2(%a: i32):
  cf.br ^bb4(%a : i32)
^bb3:
  func.call @sink(%y) : (i32) -> ()
  cf.br ^bb4(%y : i32)
^bb4(%b: i32):
  func.call @sink(%b) : (i32) -> ()
  return
}
func.func @same_flag(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  func.call @sink(%x) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb4(%x : i32),
    1: ^bb4(%y : i32),
    3: ^bb5
  ]
^bb2:
  func.call @sink(%y) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb4(%x : i32),
    1: ^bb4(%y : i32)
  ]
^bb3:
  func.call @sink(%x) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb4(%y : i32),
    1: ^bb5
  ]
^bb4(%a: i32):
  func.call @sink(%a) : (i32) -> ()
  return
^bb5:
  return
}
