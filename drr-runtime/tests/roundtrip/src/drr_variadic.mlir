// Multi-result and variadic test.* ops (result groups, operandSegmentSizes), as used by DRR multi-result/variadic patterns.
func.func @multi_result() -> (i32, f32, f32) {
  %0:3 = "test.three_result"() {kind = 1} : () -> (i32, f32, f32)
  %1:2 = "test.two_result"() {kind = 5} : () -> (i32, f32)
  %2 = "test.one_result1"() {kind = 4} : () -> f32
  %3:2 = "test.another_two_result"() {kind = 3} : () -> (f32, f32)
  %4 = "test.one_result3"(%1#1) : (f32) -> i32
  return %4, %3#1, %2 : i32, f32, f32
}
func.func @variadic_in(%arg0: i32, %arg1: f32, %arg2: i32) {
  "test.mixed_variadic_in1"(%arg1) : (f32) -> ()
  "test.mixed_variadic_in1"(%arg0, %arg1, %arg2) : (i32, f32, i32) -> ()
  "test.mixed_variadic_in2"(%arg0, %arg0, %arg1, %arg2, %arg2) : (i32, i32, f32, i32, i32) -> ()
  "test.mixed_variadic_in4"(%arg0, %arg2, %arg0) {attr1 = 0 : i32} : (i32, i32, i32) -> ()
  "test.mixed_variadic_in5"(%arg0, %arg2, %arg0) <{attr1 = 1 : i32, pattern_name = "MatchVariadic"}> : (i32, i32, i32) -> ()
  "test.mixed_variadic_optional_in7"(%arg0, %arg2, %arg0) {attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 1>} : (i32, i32, i32) -> ()
  "test.mixed_variadic_optional_in7"(%arg0, %arg2) <{attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> ()
  return
}
func.func @variadic_out() -> (f32, i32, f32, i32, i32, i32, f32, i32, i32) {
  %0 = "test.mixed_variadic_out1"() : () -> f32
  %1:3 = "test.mixed_variadic_out1"() : () -> (i32, f32, i32)
  %2:5 = "test.mixed_variadic_out2"() {resultSegmentSizes = array<i32: 2, 1, 2>} : () -> (i32, i32, f32, i32, i32)
  %3 = "test.mixed_variadic_in3"(%2#0, %2#1, %2#3) <{count = 1 : i32}> : (i32, i32, i32) -> i32
  return %0, %1#0, %1#1, %1#2, %2#0, %2#1, %2#2, %2#3, %2#4 : f32, i32, f32, i32, i32, i32, f32, i32, i32
}
func.func @one_variadic(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
  %0 = "test.one_variadic_out_one_variadic_in1"(%arg0) : (i32) -> i32
  %1:2 = "test.one_variadic_out_one_variadic_in1"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
  %2:3 = "test.one_variadic_out_one_variadic_in2"(%arg0, %arg1, %arg2) : (i32, i32, i32) -> (i32, i32, i32)
  return %0, %1#1, %2#2 : i32, i32, i32
}
