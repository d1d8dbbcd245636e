"builtin.module"() ({
  %0 = "t.a"() : () -> !quant.uniform<i8:f32, 1.0>
  "t.b"(%0) : (!quant.uniform<si8:f32, 1.0>) -> ()
}) : () -> ()
