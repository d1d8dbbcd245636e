"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.use"(%b) : (i32) -> ()
    "t.cond_br"()[^bb2, ^bb3] : () -> ()
  ^bb2:
    %b = "t.body"() : () -> i32
    "t.br"()[^bb1] : () -> ()
  ^bb3:
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
