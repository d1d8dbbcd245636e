"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32) -> i32, sym_name = "same_bounds"}> ({
  ^bb0(%arg23: index, %arg24: index, %arg25: i32):
    %25 = "scf.for"(%arg23, %arg23, %arg24, %arg25) ({
    ^bb0(%arg26: index, %arg27: i32):
      %26 = "test.op"(%arg27, %arg26) : (i32, index) -> i32
      "scf.yield"(%26) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%25) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ub_below_lb"}> ({
  ^bb0(%arg20: i32):
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "arith.constant"() <{value = 5 : index}> : () -> index
    %23 = "scf.for"(%22, %21, %21, %arg20) ({
    ^bb0(%arg21: index, %arg22: i32):
      %24 = "test.op"(%arg22, %arg21) : (i32, index) -> i32
      "scf.yield"(%24) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%23) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "one_iteration"}> ({
  ^bb0(%arg15: i32, %arg16: f32):
    %17 = "arith.constant"() <{value = 0 : index}> : () -> index
    %18 = "arith.constant"() <{value = 10 : index}> : () -> index
    %19:2 = "scf.for"(%17, %18, %18, %arg15, %arg16) ({
    ^bb0(%arg17: index, %arg18: i32, %arg19: f32):
      %20 = "test.op"(%arg18, %arg17) : (i32, index) -> i32
      "scf.yield"(%20, %arg19) : (i32, f32) -> ()
    }) : (index, index, index, i32, f32) -> (i32, f32)
    "func.return"(%19#0, %19#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_nsw"}> ({
  ^bb0(%arg11: index, %arg12: i32):
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "arith.addi"(%arg11, %13) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %15 = "scf.for"(%arg11, %14, %13, %arg12) ({
    ^bb0(%arg13: index, %arg14: i32):
      %16 = "test.op"(%arg14, %arg13) : (i32, index) -> i32
      "scf.yield"(%16) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%15) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_no_nsw"}> ({
  ^bb0(%arg7: index, %arg8: i32):
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "arith.addi"(%arg7, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %11 = "scf.for"(%arg7, %10, %9, %arg8) ({
    ^bb0(%arg9: index, %arg10: i32):
      %12 = "test.op"(%arg10, %arg9) : (i32, index) -> i32
      "scf.yield"(%12) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%11) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "empty_body"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "arith.constant"() <{value = 10 : index}> : () -> index
    %8 = "scf.for"(%5, %7, %6, %arg3) ({
    ^bb0(%arg5: index, %arg6: i32):
      "scf.yield"(%arg4) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%8) : (i32) -> ()
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
