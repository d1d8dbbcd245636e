// Tuple, complex, and dialect (opaque/unregistered) types kept verbatim.
"t.tuple"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<i32, tuple<f32, tuple<>>>, tuple<tensor<2xi8>, memref<?xf32>>)
"t.complex"() : () -> (complex<f32>, complex<f64>, complex<f16>, complex<i32>, complex<bf16>)
"t.dialect"() : () -> (!t.x, !t.y<1, 2>, !foo<"opaque body">, !foo.bar<"str >" , [<>]>, !foo.w<a{b(c)d}e>, !foo.baz<i32, #foo.attr<[1, 2]>>)
"t.weird"() : () -> (!foo.q<"quote \" inside">, !foo.nest<<<>>>, !foo.spaces<  a   b  >, !foo.sym<@x::@y>, !foo.arrow<(i32) -> f32>)
"t.in_containers"() : () -> (tuple<!foo.a, !foo.b<1>>, tensor<*x!foo.c>)
"t.typeattrs"() {a = tuple<i32>, b = complex<f32>, c = !foo.x<1>} : () -> ()
