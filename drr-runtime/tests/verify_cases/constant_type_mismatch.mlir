"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "func.constant"() <{value = @f}> : () -> (() -> i32)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
