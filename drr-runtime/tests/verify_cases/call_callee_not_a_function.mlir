"builtin.module"() ({
  "builtin.module"() <{sym_name = "m"}> ({
  ^bb0:
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.call"() <{callee = @m}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
