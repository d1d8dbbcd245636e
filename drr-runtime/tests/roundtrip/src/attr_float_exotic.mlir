// Float attributes of the exotic float types (f80/f128/tf32/f8/f6/f4).
"t.wide"() {a = 0.1 : f80, b = 1.0 : f80, c = 0x7FFF8000000000000000 : f80, d = 0.1 : f128, e = 1.0000001 : f128, f = 2.5 : f128, g = 0.1 : tf32, h = 1.0 : tf32} : () -> ()
"t.f8"() {a = 1.5 : f8E4M3FN, b = 0x7F : f8E4M3FN, c = 0.1 : f8E5M2, d = 0x7C : f8E5M2, e = 0.1 : f8E4M3, f = 0.1 : f8E3M4, g = 0.1 : f8E5M2FNUZ, h = 0.1 : f8E4M3FNUZ, i = 0.1 : f8E4M3B11FNUZ, j = 0x80 : f8E5M2FNUZ, k = 2.0 : f8E8M0FNU, l = 0xFF : f8E8M0FNU, m = 448.0 : f8E4M3FN, n = -0.0 : f8E5M2} : () -> ()
"t.f6f4"() {a = 3.0 : f4E2M1FN, b = -0.5 : f4E2M1FN, c = 0.1 : f6E2M3FN, d = 0.5 : f6E3M2FN, e = 7.5 : f6E2M3FN} : () -> ()
