"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.constant"() <{value = @f}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
