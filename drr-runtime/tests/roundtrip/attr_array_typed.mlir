"builtin.module"() ({
  "t.ints"() {a = array<i32: 1, -2, 3>, b = array<i64: 9223372036854775807, -9223372036854775808>, c = array<i8: -1, -1, 127>, d = array<i16: 0>, e = array<i1: true, false>} : () -> () loc("attr_array_typed.mlir":2:1)
  "t.floats"() {a = array<f32: 1.000000e+00, 1.000000e-01, -0.000000e+00>, b = array<f64: 1.000000e-01, 0x419D6F3454000000, 1.0000001000000001>, c = array<f32: 0x7F800000>} : () -> () loc("attr_array_typed.mlir":3:1)
  "t.empty"() {a = array<i64>, b = array<f32>, c = array<i1>} : () -> () loc("attr_array_typed.mlir":4:1)
  "t.nested"() {a = [array<i32: 1>, array<i64>], b = {seg = array<i32: 1, 0, 2>}} : () -> () loc("attr_array_typed.mlir":5:1)
  %0 = "t.def"() : () -> i32 loc("attr_array_typed.mlir":6:6)
  "t.props"(%0) <{operandSegmentSizes = array<i32: 0, 1>, other = array<i64: 1, 2>}> : (i32) -> () loc("attr_array_typed.mlir":7:1)
}) : () -> () loc("attr_array_typed.mlir":0:0)
