"builtin.module"() ({
  %0 = "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> i32
}) : () -> ()
