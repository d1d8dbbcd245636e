// FLAGS: --cse --canonicalize
func.func @f(%x: i32, %y: i32) -> i32 {
  %a = arith.muli %x, %y : i32
  %b = arith.muli %y, %x : i32
  %c = arith.subi %a, %b : i32
  %d = arith.addi %c, %x : i32
  return %d : i32
}
