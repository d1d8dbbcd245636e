"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %a, %b = "test.two"() : () -> (i32, i32)
  "test.r"() ({
    %b = "arith.constant"() <{value = 1 : i32}> : () -> i32
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
