// A location whose file name is empty: mlir-opt names the file `-`.
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "bad"}> ({
  "func.return"() : () -> ()
}) : () -> () loc("":7:1)
