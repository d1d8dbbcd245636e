// FLAGS: --allow-unregistered-dialect --cse
%c1 = arith.constant 1 : i32
%c2 = arith.constant 1 : i32
"use.top"(%c1, %c2) : (i32, i32) -> ()
%s = arith.addi %c1, %c2 : i32
%t = arith.addi %c2, %c1 : i32
"use.top"(%s, %t) : (i32, i32) -> ()
"graph.op"() ({
  "use.fwd"(%y) : (i32) -> ()
  %x = arith.addi %c1, %c1 : i32
  %y = arith.addi %c1, %c1 : i32
  %z = arith.addi %c1, %c1 : i32
  "use.back"(%x, %z) : (i32, i32) -> ()
}) : () -> ()
module {
  func.func @inner(%a: i32) -> (i32, i32) {
    %0 = arith.xori %a, %a : i32
    %1 = arith.xori %a, %a : i32
    return %0, %1 : i32, i32
  }
}
