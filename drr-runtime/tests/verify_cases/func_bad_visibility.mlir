"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "bogus"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
