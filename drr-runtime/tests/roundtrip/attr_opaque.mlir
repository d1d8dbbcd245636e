"builtin.module"() ({
  "t.attrs"() {a = #foo.bar, b = #foo.bar<1>, c = #foo.x<"a" [1, {b}] <x>>, d = #foo<"opaque body">, e = #foo.z<a{(<[]>)}b>, f = #foo.q<"quote \" and > inside">, g = #foo.sp<  spaced   out  >, h = #foo.nested<#foo.inner<!foo.t<1>>>, i = #foo.sym<@a::@b>, j = #foo.arrow<(i32) -> f32>, k = #foo.num<-1.5e3 : f32>} : () -> () loc("attr_opaque.mlir":2:1)
  "t.types"() {a = !foo.bar, b = !foo.bar<1>, c = !foo<"opaque">, d = !foo.w<a{b(c)d}e>, e = !foo.s<"\n\"">} : () -> () loc("attr_opaque.mlir":3:1)
  %0:3 = "t.as_results"() : () -> (!foo.bar, !foo.bar<"x", 2>, !foo<"y">) loc("attr_opaque.mlir":4:1)
  "t.opaque_typed"() {a = #foo.bar<1> : i32, b = #foo<"x"> : !foo.t} : () -> () loc("attr_opaque.mlir":5:1)
  "t.in_containers"() {a = [#foo.a, #foo.b<1>], b = {k = #foo.c}, c = tuple<!foo.a>, d = tensor<2x!foo.e>} : () -> () loc("attr_opaque.mlir":6:1)
  "t.registered"() {a = #gpu.address_space<workgroup>, b = #arith.fastmath<fast>, c = #arith.overflow<nsw, nuw>, d = #arith.fastmath<nnan,ninf>} : () -> () loc("attr_opaque.mlir":7:1)
}) : () -> () loc("attr_opaque.mlir":0:0)
