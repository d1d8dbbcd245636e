"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "t.wrap"() ({
      "t.use"(%v) : (i32) -> ()
    }) : () -> ()
    %v = "t.def"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
