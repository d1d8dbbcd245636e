"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1, i64) -> (), sym_name = "f"}> ({
  ^bb0(%a: i32, %c: i1, %l: i64):
    "cf.switch"(%c)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
