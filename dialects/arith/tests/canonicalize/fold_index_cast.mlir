func.func @consts() -> (index, index, i8, i8, i64) {
  %a = arith.constant -1 : i32
  %b = arith.index_cast %a : i32 to index
  %c = arith.index_castui %a : i32 to index
  %d = arith.constant 300 : index
  %e = arith.index_cast %d : index to i8
  %f = arith.index_castui %d : index to i8
  %g = arith.constant -5 : index
  %h = arith.index_castui %g : index to i64
  return %b, %c, %e, %f, %h : index, index, i8, i8, i64
}
func.func @no_fold(%x: i32) -> index {
  %a = arith.index_cast %x : i32 to index
  return %a : index
}
