"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i64, sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "func.call"() <{callee = @g}> : () -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
