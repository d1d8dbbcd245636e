"t.a"() : () -> (tensor<2x#t.x>)
