"builtin.module"() ({
  %0:4 = "t.floats"() : () -> (f16, bf16, f32, f64) loc("types_float.mlir":2:1)
  %1 = "t.none"() : () -> none loc("types_float.mlir":3:1)
  %2:3 = "t.mixed"() : () -> (f32, none, bf16) loc("types_float.mlir":4:1)
  "t.args"() ({
  ^bb0(%arg0: f16 loc("types_float.mlir":6:6), %arg1: bf16 loc("types_float.mlir":6:15), %arg2: f32 loc("types_float.mlir":6:25), %arg3: f64 loc("types_float.mlir":6:34), %arg4: none loc("types_float.mlir":6:43)):
    "t.use"(%arg0, %arg1, %arg2, %arg3, %arg4) : (f16, bf16, f32, f64, none) -> () loc("types_float.mlir":7:3)
  }) : () -> () loc("types_float.mlir":5:1)
  "t.typeattrs"() {a = f16, b = bf16, c = f32, d = f64, e = none} : () -> () loc("types_float.mlir":9:1)
}) : () -> () loc("types_float.mlir":0:0)
