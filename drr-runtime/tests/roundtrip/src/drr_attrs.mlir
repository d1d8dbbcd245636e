// test.* ops carrying attributes of the kinds DRR patterns match/build: optional/default attrs, unit, enums, constants, elements.
func.func @match_attr() -> (i32, i32, i32) {
  %0 = "test.match_op_attribute1"() {required_attr = 1 : i32, optional_attr = 2 : i32, default_valued_attr = 3 : i32, more_attr = 4 : i32} : () -> i32
  %1 = "test.match_op_attribute2"() <{default_valued_attr = 42 : i32, more_attr = 4 : i32, required_attr = 1 : i32}> : () -> i32
  %2 = "test.match_op_attribute3"() {attr} : () -> i32
  %3 = "test.match_op_attribute4"() <{attr1, attr2}> : () -> i32
  return %0, %1, %3 : i32, i32, i32
}
func.func @enums() -> (i32, i32) {
  %0 = "test.i32_enum_attr"() {attr = 5 : i32} : () -> i32
  %1 = "test.i64_enum_attr"() <{attr = 10 : i64}> : () -> i32
  return %0, %1 : i32, i32
}
func.func @constants(%arg0: i32) -> i32 {
  %0 = "test.constant"() {value = 1 : i32} : () -> i32
  %1 = "test.constant"() <{value = 2 : i64}> : () -> i64
  %2 = "test.constant"() {value = 1 : i8} : () -> i8
  %3 = "test.op_r"(%0, %arg0) : (i32, i32) -> i32
  %4 = "test.op_s"(%3) {value = 1 : i32} : (i32) -> i32
  %5 = "test.op_m"(%4) <{optional_attr = 314159265 : i32}> : (i32) -> i32
  return %5 : i32
}
func.func @elements() {
  "test.i32ElementsAttr"() {attr = dense<[3, 5]> : tensor<2xi32>} : () -> ()
  "test.float_elements_attr"() {scalar_f32_attr = dense<[3.0, 4.0]> : tensor<2xf32>, tensor_f64_attr = dense<6.0> : tensor<4x8xf64>} : () -> ()
  "test.all_attr_constraint_of1"() {attr = [0, 1]} : () -> i32
  "test.all_attr_constraint_of2"() {attr = [-1, 1]} : () -> i32
  return
}
func.func @typed(%arg0: i64, %arg1: i1) -> i8 {
  %0 = "test.source_op"(%arg0) {tag = 11 : i32} : (i64) -> i8
  %1 = "test.op_x"(%arg1) : (i1) -> i1
  %2:2 = "test.one_to_two"(%1) : (i1) -> (i64, i32)
  %3 = "test.two_to_one"(%2#1, %2#0) : (i32, i64) -> i1
  "test.either_op_c"(%arg0, %arg1) {attr = 0 : i32} : (i64, i1) -> i32
  return %0 : i8
}
