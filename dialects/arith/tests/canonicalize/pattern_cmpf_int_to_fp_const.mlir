func.func @exact(%x: i32, %y: i8) -> (i1, i1, i1, i1) {
  %c = arith.constant 10.0 : f64
  %a = arith.sitofp %x : i32 to f64
  %r1 = arith.cmpf oeq, %a, %c : f64
  %r2 = arith.cmpf ult, %a, %c : f64
  %b = arith.uitofp %y : i8 to f32
  %d = arith.constant 3.0 : f32
  %r3 = arith.cmpf oge, %b, %d : f32
  %r4 = arith.cmpf une, %b, %d : f32
  return %r1, %r2, %r3, %r4 : i1, i1, i1, i1
}
func.func @fractional(%x: i16) -> (i1, i1, i1, i1, i1, i1) {
  %p = arith.constant 4.5 : f32
  %n = arith.constant -4.5 : f32
  %a = arith.sitofp %x : i16 to f32
  %r1 = arith.cmpf oeq, %a, %p : f32
  %r2 = arith.cmpf one, %a, %p : f32
  %r3 = arith.cmpf olt, %a, %p : f32
  %r4 = arith.cmpf ogt, %a, %n : f32
  %r5 = arith.cmpf ole, %a, %n : f32
  %r6 = arith.cmpf oge, %a, %p : f32
  return %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1
}
func.func @unsigned_negative(%x: i8) -> (i1, i1, i1, i1) {
  %n = arith.constant -2.5 : f32
  %a = arith.uitofp %x : i8 to f32
  %r1 = arith.cmpf olt, %a, %n : f32
  %r2 = arith.cmpf oge, %a, %n : f32
  %r3 = arith.cmpf ole, %a, %n : f32
  %r4 = arith.cmpf ogt, %a, %n : f32
  return %r1, %r2, %r3, %r4 : i1, i1, i1, i1
}
func.func @out_of_range(%x: i8) -> (i1, i1, i1, i1) {
  %big = arith.constant 1000.0 : f32
  %small = arith.constant -1000.0 : f32
  %a = arith.sitofp %x : i8 to f32
  %r1 = arith.cmpf olt, %a, %big : f32
  %r2 = arith.cmpf ogt, %a, %big : f32
  %r3 = arith.cmpf ogt, %a, %small : f32
  %r4 = arith.cmpf oeq, %a, %small : f32
  return %r1, %r2, %r3, %r4 : i1, i1, i1, i1
}
func.func @ord_uno(%x: i32) -> (i1, i1) {
  %c = arith.constant 1.0 : f64
  %a = arith.sitofp %x : i32 to f64
  %r1 = arith.cmpf ord, %a, %c : f64
  %r2 = arith.cmpf uno, %a, %c : f64
  return %r1, %r2 : i1, i1
}
func.func @lossy(%x: i64, %y: i32) -> (i1, i1, i1) {
  %c = arith.constant 16777217.0 : f32
  %a = arith.sitofp %x : i64 to f32
  %r1 = arith.cmpf oeq, %a, %c : f32
  %small = arith.constant 3.0 : f32
  %r2 = arith.cmpf oeq, %a, %small : f32
  %b = arith.sitofp %y : i32 to f16
  %inf = arith.constant 0x7C00 : f16
  %r3 = arith.cmpf olt, %b, %inf : f16
  return %r1, %r2, %r3 : i1, i1, i1
}
func.func @not_matched(%x: f32, %y: i32) -> (i1, i1) {
  %c = arith.constant 1.0 : f32
  %r1 = arith.cmpf oeq, %x, %c : f32
  %nan = arith.constant 0x7FC00000 : f32
  %a = arith.sitofp %y : i32 to f32
  %r2 = arith.cmpf oeq, %a, %nan : f32
  return %r1, %r2 : i1, i1
}
