// OPTIONS: top-down=false
// Bottom-up seeding: the add chain and the select are rewritten in the
// other order, which shows in where the uniqued constants and the new ops
// end up.
func.func @order(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %x, %c2 : i32
  %z = arith.addi %y, %c1 : i32
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %s = arith.select %n, %z, %b : i32
  %w = arith.subi %z, %c2 : i32
  %v = arith.addi %w, %c1 : i32
  return %s, %v : i32, i32
}
