"func.func"() <{function_type = (i32, i64) -> (), sym_name = "f"}> ({
^bb0(%x: i32, %y: i64):
  "cf.switch"(%x, %x) [^bb1, ^bb2] <{case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, -1, 2>}> : (i32, i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
^bb2:
  "func.return"() : () -> ()
}) : () -> ()
