// Symbol reference attributes: flat, nested, quoted names.
"t.flat"() {a = @foo, b = @_under, c = @dot.ted, d = @dollar$, e = @a1b2} : () -> ()
"t.nested"() {a = @foo::@bar, b = @foo::@bar::@baz, c = @a::@"b c"} : () -> ()
"t.quoted"() {a = @"with space", b = @"q\"x", c = @"1digit", d = @"dash-sym", f = @"nl\n", g = @"ünï"} : () -> ()
"t.in_array"() {a = [@x, @y::@z, @"w w"]} : () -> ()
"t.props"() <{callee = @f, sym = @"q q"::@r}> : () -> ()
