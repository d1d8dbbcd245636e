"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
  ^bb0(%a: i1):
    %v = "t.def"() : () -> i32
    "t.cond_br"(%a)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:
    %x = "t.left"(%v) : (i32) -> i32
    "t.br"()[^bb3] : () -> ()
  ^bb2:
    "t.br"()[^bb3] : () -> ()
  ^bb3:
    "t.use"(%v, %a) : (i32, i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
