// Region DCE drops the block arguments nothing uses, with the operands
// `cf.br`, `cf.cond_br` and `cf.switch` forward to them (their segment
// sizes updated); a dead cycle through a loop's arguments goes too.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i64) -> (), sym_name = "cond_br"}> ({
  ^bb0(%arg6: i1, %arg7: i32, %arg8: i64):
    "cf.cond_br"(%arg6, %arg7, %arg8, %arg8, %arg7)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i64, i64, i32) -> ()
  ^bb1(%9: i32, %10: i64):  // pred: ^bb0
    "foo.use"(%10) : (i64) -> ()
    "func.return"() : () -> ()
  ^bb2(%11: i64, %12: i32):  // pred: ^bb0
    "foo.use"(%12) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "switch"}> ({
  ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
    "cf.switch"(%arg3, %arg4, %arg5, %arg4, %arg5, %arg5, %arg4)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 2, 2>, case_values = dense<[4, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 4>}> : (i32, i32, i32, i32, i32, i32, i32) -> ()
  ^bb1(%5: i32, %6: i32):  // 2 preds: ^bb0, ^bb0
    "foo.use"(%5) : (i32) -> ()
    "func.return"() : () -> ()
  ^bb2(%7: i32, %8: i32):  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "loop"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    "cf.br"(%arg2, %arg2)[^bb1] : (i32, i32) -> ()
  ^bb1(%1: i32, %2: i32):  // 2 preds: ^bb0, ^bb2
    %3 = "foo.cond"(%1, %arg1) : (i32, i32) -> i1
    "cf.cond_br"(%3)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %4 = "foo.next"(%1) : (i32) -> i32
    "cf.br"(%4, %2)[^bb1] : (i32, i32) -> ()
  ^bb3:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "opaque_branch"}> ({
  ^bb0(%arg0: i32):
    "foo.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
