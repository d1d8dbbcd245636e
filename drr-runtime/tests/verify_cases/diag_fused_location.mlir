"builtin.module"() ({
  "func.return"() : () -> () loc(fused["nothere.mlir":7:7, "diag_fused_location.mlir":2:3])
}) : () -> ()
