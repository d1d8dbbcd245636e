"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "in_execute_region"}> ({
  ^bb0(%arg4: i1):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "cf.cond_br"(%arg4)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // pred: ^bb2
    %2 = "test.x"() : () -> i32
    "cf.br"(%2)[^bb5] : (i32) -> ()
  ^bb4:  // pred: ^bb2
    %3 = "test.y"() : () -> i32
    "cf.br"(%3)[^bb5] : (i32) -> ()
  ^bb5(%4: i32):  // 2 preds: ^bb3, ^bb4
    "test.use"(%4) : (i32) -> ()
    "cf.br"(%4)[^bb6] : (i32) -> ()
  ^bb6(%5: i32):  // pred: ^bb5
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, index) -> (), sym_name = "in_loop_and_if"}> ({
  ^bb0(%arg1: i1, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%0, %arg2, %1) ({
    ^bb0(%arg3: index):
      "scf.execute_region"() ({
        "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb1:  // pred: ^bb0
        "test.a"() : () -> ()
        "scf.yield"() : () -> ()
      ^bb2:  // pred: ^bb0
        "scf.yield"() : () -> ()
      }) : () -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.if"(%arg1) ({
      "scf.execute_region"() ({
        "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb1:  // pred: ^bb0
        "test.b"() : () -> ()
        "scf.yield"() : () -> ()
      ^bb2:  // pred: ^bb0
        "scf.yield"() : () -> ()
      }) : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "in_unknown_op"}> ({
  ^bb0(%arg0: i1):
    "test.region"() ({
      "scf.execute_region"() ({
        "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb1:  // pred: ^bb0
        "test.c"() : () -> ()
        "scf.yield"() : () -> ()
      ^bb2:  // pred: ^bb0
        "scf.yield"() : () -> ()
      }) : () -> ()
      "test.end"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
