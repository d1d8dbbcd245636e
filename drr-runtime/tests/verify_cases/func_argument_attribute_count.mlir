"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [{}, {}]}> ({
  ^bb0(%a: i32):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
