"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%a: i32):
    %v = "t.def"() : () -> i32
    "t.wrap"() ({
      "t.inner"() ({
        "t.use"(%v, %a) : (i32, i32) -> ()
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
