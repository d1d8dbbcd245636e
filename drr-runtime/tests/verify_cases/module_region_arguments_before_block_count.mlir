"builtin.module"() ({
^bb0(%a: i32):
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
^bb1:
}) : () -> ()
