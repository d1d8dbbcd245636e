"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "test.use"(%1, %2) : (i64, i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
