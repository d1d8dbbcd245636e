"t.a"() {a = !quant.uniform<i8:f32:1, {2.0, 1.0e-50:3}>} : () -> ()
