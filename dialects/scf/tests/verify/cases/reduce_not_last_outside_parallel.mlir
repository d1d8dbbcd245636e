"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "scf.reduce"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
