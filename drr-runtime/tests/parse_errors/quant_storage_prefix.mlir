"t.a"() {q = [!quant.any<x8:f32>]} : () -> ()
