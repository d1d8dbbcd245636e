"builtin.module"() ({
  %0 = "t.a"() : () -> !quant.uniform<ui8:f32, 1.0>
  "t.b"(%0) : (!quant.uniform<u8:f32, 1.0>) -> ()
}) : () -> ()
