"func.func"() <{function_type = (index, i32) -> (), sym_name = "f"}> ({
^bb0(%x: index, %y: i32):
  "cf.switch"(%x, %y) [^bb1, ^bb2] <{case_values = dense<[1]> : vector<1xi32>, case_operand_segments = array<i32: 2>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (index, i32) -> ()
^bb1:
  "func.return"() : () -> ()
^bb2(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()
