"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
