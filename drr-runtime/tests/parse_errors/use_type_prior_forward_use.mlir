"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "test.use"(%1) : (i64) -> ()
  "test.use"(%1) : (i32) -> ()
  %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
