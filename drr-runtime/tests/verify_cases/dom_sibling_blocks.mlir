"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "t.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:
    %x = "t.left"() : () -> i32
    "t.br"()[^bb3] : () -> ()
  ^bb2:
    "t.use"(%x) : (i32) -> ()
    "t.br"()[^bb3] : () -> ()
  ^bb3:
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
