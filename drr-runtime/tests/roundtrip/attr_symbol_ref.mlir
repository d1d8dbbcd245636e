"builtin.module"() ({
  "t.flat"() {a = @foo, b = @_under, c = @dot.ted, d = @dollar$, e = @a1b2} : () -> () loc("attr_symbol_ref.mlir":2:1)
  "t.nested"() {a = @foo::@bar, b = @foo::@bar::@baz, c = @a::@"b c"} : () -> () loc("attr_symbol_ref.mlir":3:1)
  "t.quoted"() {a = @"with space", b = @"q\22x", c = @"1digit", d = @"dash-sym", f = @"nl\0A", g = @"\C3\BCn\C3\AF"} : () -> () loc("attr_symbol_ref.mlir":4:1)
  "t.in_array"() {a = [@x, @y::@z, @"w w"]} : () -> () loc("attr_symbol_ref.mlir":5:1)
  "t.props"() <{callee = @f, sym = @"q q"::@r}> : () -> () loc("attr_symbol_ref.mlir":6:1)
}) : () -> () loc("attr_symbol_ref.mlir":0:0)
