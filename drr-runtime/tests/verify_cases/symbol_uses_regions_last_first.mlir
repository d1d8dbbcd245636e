"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
    "foo.two"() ({
      "func.call"() <{callee = @in_first_region}> : () -> ()
      "foo.end"() : () -> ()
    }, {
      "func.call"() <{callee = @in_second_region}> : () -> ()
      "foo.end"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "x", sym_visibility = "private"}> ({
      "func.call"() <{callee = @x}> : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
