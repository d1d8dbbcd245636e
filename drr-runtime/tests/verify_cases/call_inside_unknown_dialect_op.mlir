"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "t.w"() ({
  "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
    "func.call"() <{callee = @g}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  }) : () -> ()
}) : () -> ()
