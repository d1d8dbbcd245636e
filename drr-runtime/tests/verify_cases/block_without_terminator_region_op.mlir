"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "builtin.module"() ({
      "t.inner"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
