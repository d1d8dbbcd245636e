"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %f = "func.constant"() <{value = @f}> : () -> (() -> ())
  }) : () -> ()
}) : () -> ()
