"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "t.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1(%x: i32):
    "t.br"()[^bb2] : () -> ()
  ^bb2:
    "t.use"(%x) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
