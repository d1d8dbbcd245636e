// MemRef types: static/dynamic shapes, layouts, memory spaces, unranked.
"t.basic"() : () -> (memref<4x8xf32>, memref<?x?xf32>, memref<f32>, memref<0xi8>)
"t.strided"() : () -> (memref<4xf32, strided<[1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[8, 2], offset: 3>>, memref<f32, strided<[], offset: 5>>, memref<4xf32, strided<[?]>>)
"t.affine"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>, memref<4x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>)
"t.space"() : () -> (memref<4xf32, 1>, memref<4xf32, 7 : i32>, memref<4xf32, 6 : i64>, memref<4xf32, "shared">, memref<4xf32, #gpu.address_space<workgroup>>, memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>, 2>, memref<4xf32, strided<[2]>, 3>)
"t.unranked"() : () -> (memref<*xf32>, memref<*xi8, 3>, memref<*xf16, "global">)
"t.elements"() : () -> (memref<2xvector<4xf32>>, memref<2xcomplex<f32>>, memref<2xindex>, memref<2xi1>)
