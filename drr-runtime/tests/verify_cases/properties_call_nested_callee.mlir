"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.call"() <{callee = @a::@b}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
