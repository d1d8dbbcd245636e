"builtin.module"() ({
  %0 = "t.a"() : () -> tensor<2x!quant.uniform<i8<-129:127>:f32, 1.0>>
}) : () -> ()
