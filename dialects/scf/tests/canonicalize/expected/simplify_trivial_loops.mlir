"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32) -> i32, sym_name = "same_bounds"}> ({
  ^bb0(%arg24: index, %arg25: index, %arg26: i32):
    "func.return"(%arg26) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ub_below_lb"}> ({
  ^bb0(%arg23: i32):
    "func.return"(%arg23) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "one_iteration"}> ({
  ^bb0(%arg21: i32, %arg22: f32):
    %17 = "arith.constant"() <{value = 0 : index}> : () -> index
    %18 = "test.op"(%arg21, %17) : (i32, index) -> i32
    "func.return"(%18, %arg22) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_nsw"}> ({
  ^bb0(%arg19: index, %arg20: i32):
    %16 = "test.op"(%arg20, %arg19) : (i32, index) -> i32
    "func.return"(%16) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_no_nsw"}> ({
  ^bb0(%arg15: index, %arg16: i32):
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %13 = "arith.addi"(%arg15, %12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %14 = "scf.for"(%arg15, %13, %12, %arg16) ({
    ^bb0(%arg17: index, %arg18: i32):
      %15 = "test.op"(%arg18, %arg17) : (i32, index) -> i32
      "scf.yield"(%15) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%14) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "empty_body"}> ({
  ^bb0(%arg13: i32, %arg14: i32):
    "func.return"(%arg14) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "real_body"}> ({
  ^bb0(%arg10: i32):
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "arith.constant"() <{value = 10 : index}> : () -> index
    %10 = "scf.for"(%7, %9, %8, %arg10) ({
    ^bb0(%arg11: index, %arg12: i32):
      %11 = "test.op"(%arg12, %arg11) : (i32, index) -> i32
      "scf.yield"(%11) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "empty_body_iter_arg"}> ({
  ^bb0(%arg5: i32, %arg6: i32):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 10 : index}> : () -> index
    %6:2 = "scf.for"(%3, %5, %4, %arg5, %arg6) ({
    ^bb0(%arg7: index, %arg8: i32, %arg9: i32):
      "scf.yield"(%arg9, %arg8) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%6#0, %6#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32, i32) -> i32, sym_name = "empty_body_unknown_count"}> ({
  ^bb0(%arg0: index, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.for"(%0, %arg0, %1, %arg1) ({
    ^bb0(%arg3: index, %arg4: i32):
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
