"t.a"() : () -> !quant.calibrated<f32<1.0 : -1.0>>
