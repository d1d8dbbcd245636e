"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
  ^bb0(%n: index):
    "t.wrap"() ({
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        "t.two"() ({
          %a = "t.first_region"(%n) : (index) -> index
        }, {
          %b = "t.second_region"(%n) : (index) -> index
        }) : () -> ()
        "t.one"() ({
          %c = "t.later_op_region"(%n) : (index) -> index
        }) : () -> ()
        "t.use_inside"() ({
          "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
