"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i64, sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> (), sym_name = "f"}> ({
  ^bb0(%a: i64):
    %0 = "func.call"(%a) <{callee = @g}> : (i64) -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
