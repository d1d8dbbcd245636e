"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %a = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
