"func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
^bb0(%a: index):
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  "func.return"() : () -> ()
}) : () -> ()
