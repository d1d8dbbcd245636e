"t.a"() : () -> memref<4x?xf32, strided<[1]>>
