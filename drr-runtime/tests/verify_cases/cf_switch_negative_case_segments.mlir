"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%x: i32):
  "cf.switch"(%x, %x) [^bb1, ^bb2] <{case_values = dense<[1, 2]> : vector<2xi32>, case_operand_segments = array<i32: -1>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
^bb2:
  "func.return"() : () -> ()
}) : () -> ()
