"builtin.module"() ({
  "func.return"() : () -> () loc(callsite("callee.mlir":1:1 at "diag_call_site_location.mlir":1:1))
}) : () -> ()
