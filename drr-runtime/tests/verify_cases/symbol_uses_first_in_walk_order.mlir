"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
    "func.call"() <{callee = @nope1}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "b"}> ({
    "func.call"() <{callee = @nope2}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
