"t.a"() {f = dense<[1, 2]> : tensor<2xf32>} : () -> ()
