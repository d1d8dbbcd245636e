"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "test.use"(%1) : (i64) -> ()
  "func.return"() : () -> ()
}) : () -> ()
