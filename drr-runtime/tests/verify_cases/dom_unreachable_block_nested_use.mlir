"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  ^bb1:
    "t.wrap"() ({
      "t.use"(%late) : (i32) -> ()
    }) : () -> ()
    %late = "t.def"() : () -> i32
    "t.br"()[^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()
