"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "cf.switch"(%a)[^bb1, ^bb1] <{case_values = dense<1.0> : vector<1xf32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
