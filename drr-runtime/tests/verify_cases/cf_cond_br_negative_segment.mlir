"func.func"() <{function_type = (i1, i32) -> (), sym_name = "f"}> ({
^bb0(%c: i1, %x: i32):
  "cf.cond_br"(%c, %x) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, -1, 1>}> : (i1, i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
^bb2:
  "func.return"() : () -> ()
}) : () -> ()
