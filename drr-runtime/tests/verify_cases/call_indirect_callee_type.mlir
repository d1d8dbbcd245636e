"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%a: i32):
    "func.call_indirect"(%a) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
