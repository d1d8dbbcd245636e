// One module, its only diagnostic expected.
"builtin.module"() ({
  %0 = "t.def"() : () -> i32
  // expected-error@+1 {{'test.op_a' op requires a single operand}}
  %1 = "test.op_a"() {attr = 5 : i32} : () -> i32
}) : () -> ()
