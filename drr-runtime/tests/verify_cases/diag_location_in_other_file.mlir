"builtin.module"() ({
  "func.return"() : () -> () loc("elsewhere.mlir":3:4)
}) : () -> ()
