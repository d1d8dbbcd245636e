"builtin.module"() ({
  %0:3 = "t.wide"() : () -> (f80, f128, tf32) loc("types_float_exotic.mlir":2:1)
  %1:8 = "t.f8"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU) loc("types_float_exotic.mlir":3:1)
  %2:3 = "t.f6f4"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN) loc("types_float_exotic.mlir":4:1)
  "t.attrs"() {a = f80, b = f128, c = tf32, d = f8E4M3FN, e = f4E2M1FN} : () -> () loc("types_float_exotic.mlir":5:1)
  %3:3 = "t.in_tensor"() : () -> (tensor<2xf8E5M2>, vector<4xf4E2M1FN>, memref<3xbf16>) loc("types_float_exotic.mlir":6:1)
}) : () -> () loc("types_float_exotic.mlir":0:0)
