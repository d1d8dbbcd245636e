"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%a: i32):
    "t.wrap"() ({
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        "t.use"(%a) : (i32) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
