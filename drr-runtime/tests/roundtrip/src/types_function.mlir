// Function types: zero inputs/results, multiple results, nested function types.
"t.fn"() {
  a = () -> (),
  b = (i32) -> i32,
  c = (i32, f32) -> (i1, i8),
  d = () -> i32,
  e = (i32) -> (),
  f = ((i32) -> i32) -> ((f32) -> f32),
  g = () -> (() -> ()),
  h = (() -> ()) -> (),
  i = (i32) -> (i32, (i8) -> i8),
  j = ((i1, i2) -> (i3, i4), () -> ()) -> ((() -> ()) -> ())
} : () -> ()
%0 = "t.returns_fn"() : () -> ((i32) -> i32)
%1:2 = "t.returns_fns"() : () -> ((i32) -> i32, () -> ())
"t.takes_fn"(%0) : ((i32) -> i32) -> ()
"t.tensor_of"() : () -> (tensor<2xi32>, tuple<() -> (), (i1) -> i1>)
