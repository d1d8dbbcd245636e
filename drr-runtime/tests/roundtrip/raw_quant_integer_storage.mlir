"t.a"() {a = !quant.uniform<si8:f32, 1.0>, b = !quant.uniform<i8:f32, 1.0>, c = !quant.uniform<ui8:f32, 1.0>, d = !quant.uniform<u8:f32, 1.0>, e = [!quant.any<si16<-100:100>:f32>, !quant.any<i16:f32>], f = !quant.uniform<ui4:f32:1, {1.0, 2.0}>} : () -> ()
%0 = "t.b"() : () -> tensor<2x!quant.uniform<si8:f32, 1.0>>
"t.c"(%0) : (tensor<2x!quant.uniform<si8:f32, 1.0>>) -> ()
%1 = "t.d"() : () -> !quant.uniform<ui8:f32, 2.0:10>
"t.e"(%1) : (!quant.uniform<ui8:f32, 2.0:10>) -> ()
