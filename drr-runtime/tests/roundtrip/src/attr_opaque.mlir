// Unregistered dialect attributes and types: bodies must be kept verbatim.
"t.attrs"() {a = #foo.bar, b = #foo.bar<1>, c = #foo.x<"a" [1, {b}] <x>>, d = #foo<"opaque body">, e = #foo.z<a{(<[]>)}b>, f = #foo.q<"quote \" and > inside">, g = #foo.sp<  spaced   out  >, h = #foo.nested<#foo.inner<!foo.t<1>>>, i = #foo.sym<@a::@b>, j = #foo.arrow<(i32) -> f32>, k = #foo.num<-1.5e3 : f32>} : () -> ()
"t.types"() {a = !foo.bar, b = !foo.bar<1>, c = !foo<"opaque">, d = !foo.w<a{b(c)d}e>, e = !foo.s<"\n\"">} : () -> ()
"t.as_results"() : () -> (!foo.bar, !foo.bar<"x", 2>, !foo<"y">)
"t.opaque_typed"() {a = #foo.bar<1> : i32, b = #foo<"x"> : !foo.t} : () -> ()
"t.in_containers"() {a = [#foo.a, #foo.b<1>], b = {k = #foo.c}, c = tuple<!foo.a>, d = tensor<2x!foo.e>} : () -> ()
"t.registered"() {a = #gpu.address_space<workgroup>, b = #arith.fastmath<fast>, c = #arith.overflow<nsw, nuw>, d = #arith.fastmath<nnan, ninf>} : () -> ()
