"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1, i64) -> (), sym_name = "f"}> ({
  ^bb0(%a: i32, %c: i1, %l: i64):
    "cf.br"(%a)[^bb1] : (i32) -> ()
  ^bb1(%x: i32):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
