"t.a"() : () -> (memref<4xf32, "s">, memref<4xf32, {a = 1}>, memref<4xf32, true>, memref<4xf32, #gpu.address_space<workgroup>>, memref<4xf32, #foo.space>)
