// Dense typed arrays: array<T: ...>.
"t.ints"() {a = array<i32: 1, -2, 3>, b = array<i64: 9223372036854775807, -9223372036854775808>, c = array<i8: 255, -1, 127>, d = array<i16: 0>, e = array<i1: true, false>} : () -> ()
"t.floats"() {a = array<f32: 1.0, 0.1, -0.0>, b = array<f64: 0.1, 123456789.0, 1.0000001>, c = array<f32: 0x7F800000>} : () -> ()
"t.empty"() {a = array<i64>, b = array<f32>, c = array<i1>} : () -> ()
"t.nested"() {a = [array<i32: 1>, array<i64>], b = {seg = array<i32: 1, 0, 2>}} : () -> ()
%a = "t.def"() : () -> i32
"t.props"(%a) <{operandSegmentSizes = array<i32: 0, 1>, other = array<i64: 1, 2>}> : (i32) -> ()
