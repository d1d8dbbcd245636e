func.func @addui(%x: i32) -> (i32, i1, i8, i1) {
  %z = arith.constant 0 : i32
  %s, %o = arith.addui_extended %x, %z : i32, i1
  %a = arith.constant -1 : i8
  %b = arith.constant 2 : i8
  %s2, %o2 = arith.addui_extended %a, %b : i8, i1
  return %s, %o, %s2, %o2 : i32, i1, i8, i1
}
func.func @mul(%x: i32) -> (i32, i32, i32, i32, i8, i8, i8, i8) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %l1, %h1 = arith.mulsi_extended %x, %z : i32
  %l2, %h2 = arith.mului_extended %x, %one : i32
  %a = arith.constant -3 : i8
  %b = arith.constant 100 : i8
  %l3, %h3 = arith.mulsi_extended %a, %b : i8
  %l4, %h4 = arith.mului_extended %a, %b : i8
  return %l1, %h1, %l2, %h2, %l3, %h3, %l4, %h4 : i32, i32, i32, i32, i8, i8, i8, i8
}
