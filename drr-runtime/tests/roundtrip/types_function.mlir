"builtin.module"() ({
  "t.fn"() {a = () -> (), b = (i32) -> i32, c = (i32, f32) -> (i1, i8), d = () -> i32, e = (i32) -> (), f = ((i32) -> i32) -> ((f32) -> f32), g = () -> (() -> ()), h = (() -> ()) -> (), i = (i32) -> (i32, (i8) -> i8), j = ((i1, i2) -> (i3, i4), () -> ()) -> ((() -> ()) -> ())} : () -> () loc("types_function.mlir":2:1)
  %0 = "t.returns_fn"() : () -> ((i32) -> i32) loc("types_function.mlir":14:6)
  %1:2 = "t.returns_fns"() : () -> ((i32) -> i32, () -> ()) loc("types_function.mlir":15:8)
  "t.takes_fn"(%0) : ((i32) -> i32) -> () loc("types_function.mlir":16:1)
  %2:2 = "t.tensor_of"() : () -> (tensor<2xi32>, tuple<() -> (), (i1) -> i1>) loc("types_function.mlir":17:1)
}) : () -> () loc("types_function.mlir":0:0)
