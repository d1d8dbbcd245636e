"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "t.wrap"() ({
      %inner = "t.def"() : () -> i32
    }) : () -> ()
    "t.use"(%inner) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
