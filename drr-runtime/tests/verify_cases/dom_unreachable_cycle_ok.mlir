"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  ^bb1:
    %x = "t.a"(%y) : (i32) -> i32
    %y = "t.a"(%x) : (i32) -> i32
    "t.br"()[^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()
