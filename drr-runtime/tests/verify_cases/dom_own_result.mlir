"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %v = "t.self"(%v) : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
