"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32) -> i32, sym_name = "same_bounds"}> ({
  ^bb0(%arg14: index, %arg15: index, %arg16: i32):
    "func.return"(%arg16) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ub_below_lb"}> ({
  ^bb0(%arg13: i32):
    "func.return"(%arg13) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "one_iteration"}> ({
  ^bb0(%arg11: i32, %arg12: f32):
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "test.op"(%arg11, %10) : (i32, index) -> i32
    "func.return"(%11, %arg12) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_nsw"}> ({
  ^bb0(%arg9: index, %arg10: i32):
    %9 = "test.op"(%arg10, %arg9) : (i32, index) -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_no_nsw"}> ({
  ^bb0(%arg5: index, %arg6: i32):
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.addi"(%arg5, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7 = "scf.for"(%arg5, %6, %5, %arg6) ({
    ^bb0(%arg7: index, %arg8: i32):
      %8 = "test.op"(%arg8, %arg7) : (i32, index) -> i32
      "scf.yield"(%8) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "empty_body"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    "func.return"(%arg4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "real_body"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 10 : index}> : () -> index
    %3 = "scf.for"(%0, %2, %1, %arg0) ({
    ^bb0(%arg1: index, %arg2: i32):
      %4 = "test.op"(%arg2, %arg1) : (i32, index) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
