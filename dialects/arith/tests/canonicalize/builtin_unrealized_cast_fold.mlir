// builtin.unrealized_conversion_cast folds: a cast to the operands' own
// types, and a cast back of all the results of another cast (not a cast
// of some of them, or to other types).
func.func private @sink(f32)
func.func @f(%a: i32, %b: i64) -> (i32, i64, i32, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i32
  %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, i64 to f32, f64
  %2:2 = builtin.unrealized_conversion_cast %1#0, %1#1 : f32, f64 to i32, i64
  %3 = builtin.unrealized_conversion_cast %a : i32 to f32
  %4 = builtin.unrealized_conversion_cast %3 : f32 to i64
  %5:2 = builtin.unrealized_conversion_cast %1#1, %1#0 : f64, f32 to i32, i64
  func.call @sink(%3) : (f32) -> ()
  return %0, %2#1, %5#0, %4 : i32, i64, i32, i64
}
