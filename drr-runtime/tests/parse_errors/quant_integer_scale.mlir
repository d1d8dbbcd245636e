"builtin.module"() ({
  "t.a"() : () -> !quant.uniform<u8:f32:1, {2.0:3, 1}>
}) : () -> ()
