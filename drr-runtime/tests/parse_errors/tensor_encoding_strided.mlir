"t.a"() : () -> (tensor<4xf32, dense_resource<x> : tensor<1xi32>>, tensor<4xf32, strided<[1]>>)
