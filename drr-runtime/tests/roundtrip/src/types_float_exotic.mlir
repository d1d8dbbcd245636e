// Less common float types accepted by mlir-opt 22.
"t.wide"() : () -> (f80, f128, tf32)
"t.f8"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
"t.f6f4"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN)
"t.attrs"() {a = f80, b = f128, c = tf32, d = f8E4M3FN, e = f4E2M1FN} : () -> ()
"t.in_tensor"() : () -> (tensor<2xf8E5M2>, vector<4xf4E2M1FN>, memref<3xbf16>)
