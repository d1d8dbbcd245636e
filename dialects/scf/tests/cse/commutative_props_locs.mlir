// FLAGS: --cse
func.func @f(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %0 = arith.addi %x, %y : i32 loc("a":1:1)
  %1 = arith.addi %y, %x : i32 loc("a":2:1)
  %2 = arith.addi %x, %y : i32 loc("a":3:1)
  %3 = "arith.addi"(%x, %y) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("a":4:1)
  %4 = arith.muli %x, %y : i32 loc(unknown)
  %5 = arith.muli %x, %y : i32 loc("a":6:1)
  %6 = arith.subi %x, %y : i32 loc("a":7:1)
  %7 = arith.subi %6, %y : i32 loc("a":8:1)
  return %0, %1, %2, %3, %5 : i32, i32, i32, i32, i32
}
