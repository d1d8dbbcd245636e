"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %v = "t.def"() : () -> i32
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.use"(%v) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
