"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%a: i32):
    "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
