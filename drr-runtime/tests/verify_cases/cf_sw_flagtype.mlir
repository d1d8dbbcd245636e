"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1, i64) -> (), sym_name = "f"}> ({
  ^bb0(%a: i32, %c: i1, %l: i64):
    "cf.switch"(%a, %a, %l)[^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<42> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i64) -> ()
  ^bb1(%x: i32):
    "func.return"() : () -> ()
  ^bb2(%y: i64):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
