"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1, i64) -> (), sym_name = "f"}> ({
  ^bb0(%a: i32, %c: i1, %l: i64):
    "cf.cond_br"(%c)[^bb1, ^bb2] <{branch_weights = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    "func.return"() : () -> ()
  ^bb2:
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
