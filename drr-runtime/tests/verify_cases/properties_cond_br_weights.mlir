"func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
^bb0(%a: i1):
  "cf.cond_br"(%a)[^bb1, ^bb1] <{branch_weights = array<i64: 1, 2>, operandSegmentSizes = true}> : (i1) -> ()
^bb1:
  "cf.assert"(%a) <{msg = 3}> : (i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()
