// A block argument every predecessor passes the same value is replaced by
// that value and dropped, with the operands that fed it.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "same_value"}> ({
  ^bb0(%arg2: i1, %arg3: i32, %arg4: i32):
    "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "foo.x"() : () -> ()
    "cf.br"(%arg3, %arg4)[^bb3] : (i32, i32) -> ()
  ^bb2:  // pred: ^bb0
    "foo.y"() : () -> ()
    "cf.br"(%arg3, %arg3)[^bb3] : (i32, i32) -> ()
  ^bb3(%2: i32, %3: i32):  // 2 preds: ^bb1, ^bb2
    "foo.use"(%2, %3) : (i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "loop_invariant"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "cf.br"(%arg1)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
    %1 = "foo.cond"(%0, %arg0) : (i32, i32) -> i1
    "cf.cond_br"(%1, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
