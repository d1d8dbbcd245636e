"t.a"() : () -> (tensor<2x!emitc.opaque<"int">>, memref<2x!emitc.lvalue<i32>>)
