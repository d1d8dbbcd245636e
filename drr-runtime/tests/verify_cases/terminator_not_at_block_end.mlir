"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
    "t.x"() : () -> ()
  }) : () -> ()
}) : () -> ()
