"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [{foo = 1 : i32}]}> ({
  ^bb0(%a: i32):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
