func.func @cast_cast(%x: i32, %y: index) -> (i32, index, i64) {
  %a = arith.index_cast %x : i32 to index
  %b = arith.index_cast %a : index to i32
  %c = arith.index_cast %y : index to i16
  %d = arith.index_cast %c : i16 to index
  %e = arith.index_cast %x : i32 to index
  %f = arith.index_cast %e : index to i64
  return %b, %d, %f : i32, index, i64
}
func.func @castui_castui(%x: i32, %y: index) -> (i32, index) {
  %a = arith.index_castui %x : i32 to index
  %b = arith.index_castui %a : index to i32
  %c = arith.index_castui %y : index to i8
  %d = arith.index_castui %c : i8 to index
  return %b, %d : i32, index
}
func.func @of_ext(%x: i8) -> (index, index, index) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.index_cast %a : i32 to index
  %c = arith.extui %x : i8 to i32
  %d = arith.index_castui %c : i32 to index
  %e = arith.index_cast %c : i32 to index
  return %b, %d, %e : index, index, index
}
