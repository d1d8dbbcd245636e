"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%a: i32):
    // expected-error@+1 {{'func.return' op has 0 operands}}
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
