"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    %h = "t.header"() : () -> i32
    "t.cond_br"()[^bb2, ^bb3] : () -> ()
  ^bb2:
    %b = "t.body"(%h) : (i32) -> i32
    "t.br"()[^bb1] : () -> ()
  ^bb3:
    "t.use"(%h) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
