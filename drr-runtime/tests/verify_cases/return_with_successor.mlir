"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"()[^bb1] : () -> ()
  ^bb1:
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
