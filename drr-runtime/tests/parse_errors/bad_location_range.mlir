"t.a"() : () -> () loc("f.mlir":1)
"t.b"() : () -> () loc("f.mlir":1:2 to 3)
