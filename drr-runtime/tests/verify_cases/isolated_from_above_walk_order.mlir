"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
  ^bb0(%n: index):
    "t.wrap"() ({
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        "t.inner"() ({
          %a = "t.nested"(%n) : (index) -> index
        }) : () -> ()
        %b = "t.later"(%n) : (index) -> index
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
