"builtin.module"() ({
  %0 = "t.x"() : () -> i32
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "t.use"(%0) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
