// Tensor types: static, dynamic, 0-d, zero-sized, unranked, with encodings.
"t.static"() : () -> (tensor<4xf32>, tensor<4x8xf32>, tensor<1x2x3x4xi8>)
"t.dynamic"() : () -> (tensor<?xf32>, tensor<?x3x?xi32>, tensor<?x?x?xindex>)
"t.zero_d"() : () -> (tensor<f32>, tensor<i1>, tensor<complex<f64>>)
"t.zero_size"() : () -> (tensor<0xi32>, tensor<2x0x3xf16>)
"t.unranked"() : () -> (tensor<*xf32>, tensor<*xi1>)
"t.encoding"() : () -> (tensor<4xf32, "enc">, tensor<?x4xf32, {a = 1 : i64, b}>, tensor<4xf32, [1, 2]>, tensor<8xi8, #t.enc<"x">>, tensor<2x2xf32, 5 : i32>, tensor<2xf32, 5>, tensor<2xf32, 1.5>)
"t.elements"() : () -> (tensor<2x!t.elem>, tensor<3xcomplex<i16>>, tensor<4xvector<4xf32>>, tensor<2xindex>)
"t.big_dims"() : () -> tensor<9223372036854775807xi8>
