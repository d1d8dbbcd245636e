"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "t.br"()[^bb1] : () -> ()
    "t.x"() : () -> ()
  ^bb1:
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
