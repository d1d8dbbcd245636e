// Blocks that differ only in values defined outside them merge: the
// leader takes new arguments and every predecessor passes its own values
// (a new argument that would repeat another in every list is pruned).
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "outside_values"}> ({
  ^bb0(%arg7: i1, %arg8: i32, %arg9: i32):
    "cf.cond_br"(%arg7)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "foo.use"(%arg8, %arg8) : (i32, i32) -> ()
    "cf.br"()[^bb3] : () -> ()
  ^bb2:  // pred: ^bb0
    "foo.use"(%arg9, %arg9) : (i32, i32) -> ()
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32, i32) -> (), sym_name = "switch_preds"}> ({
  ^bb0(%arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32):
    "cf.switch"(%arg3, %arg4, %arg5, %arg6)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "foo.use"(%0, %arg4) : (i32, i32) -> ()
    "func.return"() : () -> ()
  ^bb2(%1: i32):  // pred: ^bb0
    "foo.use"(%1, %arg5) : (i32, i32) -> ()
    "func.return"() : () -> ()
  ^bb3(%2: i32):  // pred: ^bb0
    "foo.use"(%2, %arg4) : (i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "opaque_pred"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "foo.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "foo.use"(%arg1) : (i32) -> ()
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "foo.use"(%arg2) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
