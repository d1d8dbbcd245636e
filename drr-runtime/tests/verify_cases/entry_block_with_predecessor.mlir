"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.br"()[^bb0] : () -> ()
  }) : () -> ()
}) : () -> ()
