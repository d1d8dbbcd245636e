"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "t.br"()[^bb2] : () -> ()
  ^bb1:
    "t.use"(%z) : (i32) -> ()
    "t.br"()[^bb2] : () -> ()
  ^bb2:
    %z = "t.def"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
