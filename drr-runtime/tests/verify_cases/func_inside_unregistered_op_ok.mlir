"builtin.module"() ({
  "t.w"() ({
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  }) : () -> ()
}) : () -> ()
