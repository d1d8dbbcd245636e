"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
    "func.call"() <{callee = @outer_bad}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "x", sym_visibility = "private"}> ({
      "func.call"() <{callee = @inner_bad}> : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
