"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i64, sym_name = "multi"}> ({
  ^bb0(%arg1: i1):
    "test.foo"() : () -> ()
    %3 = "scf.execute_region"() ({
      "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %4 = "test.val1"() : () -> i64
      "cf.br"(%4)[^bb3] : (i64) -> ()
    ^bb2:  // pred: ^bb0
      %5 = "test.val2"() : () -> i64
      "cf.br"(%5)[^bb3] : (i64) -> ()
    ^bb3(%6: i64):  // 2 preds: ^bb1, ^bb2
      "scf.yield"(%6) : (i64) -> ()
    }) : () -> i64
    "test.bar"(%3) : (i64) -> ()
    "func.return"(%3) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i64, sym_name = "no_inline"}> ({
  ^bb0(%arg0: i1):
    %0 = "scf.execute_region"() <{no_inline}> ({
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %1 = "test.val1"() : () -> i64
      "scf.yield"(%1) : (i64) -> ()
    ^bb2:  // pred: ^bb0
      %2 = "test.val2"() : () -> i64
      "scf.yield"(%2) : (i64) -> ()
    }) : () -> i64
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
