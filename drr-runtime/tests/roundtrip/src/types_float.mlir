// Standard float types plus none.
"t.floats"() : () -> (f16, bf16, f32, f64)
"t.none"() : () -> none
"t.mixed"() : () -> (f32, none, bf16)
"t.args"() ({
^bb0(%a: f16, %b: bf16, %c: f32, %d: f64, %e: none):
  "t.use"(%a, %b, %c, %d, %e) : (f16, bf16, f32, f64, none) -> ()
}) : () -> ()
"t.typeattrs"() {a = f16, b = bf16, c = f32, d = f64, e = none} : () -> ()
