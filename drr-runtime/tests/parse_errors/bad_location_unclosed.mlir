"t.a"() : () -> () loc("f.mlir":1:2
