"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "sinkf", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, f32) -> f32, sym_name = "zero_dim"}> ({
  ^bb0(%arg16: index, %arg17: f32):
    "func.return"(%arg17) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "collapse_one"}> ({
  ^bb0(%arg12: index, %arg13: index):
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.parallel"(%12, %12, %arg12, %arg13, %13, %13) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg14: index, %arg15: index):
      %15 = "arith.addi"(%arg14, %14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %16 = "arith.muli"(%15, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "func.call"(%16) <{callee = @sink}> : (index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "collapse_big_step"}> ({
  ^bb0(%arg10: index):
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%10, %arg10, %11) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg11: index):
      "func.call"(%11) <{callee = @sink}> : (index) -> ()
      "func.call"(%arg11) <{callee = @sink}> : (index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32) -> (f32, f32), sym_name = "inline_all"}> ({
  ^bb0(%arg8: f32, %arg9: f32):
    %5 = "arith.constant"() <{value = 5 : index}> : () -> index
    %6 = "arith.constant"() <{value = 5.000000e+00 : f32}> : () -> f32
    "func.call"(%5) <{callee = @sink}> : (index) -> ()
    %7 = "arith.addf"(%arg8, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8 = "arith.mulf"(%arg9, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9 = "arith.subf"(%8, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7, %9) : (f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "inline_nsw"}> ({
  ^bb0(%arg7: index):
    "func.call"(%arg7) <{callee = @sink}> : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i1) -> (), sym_name = "inline_nested"}> ({
  ^bb0(%arg4: index, %arg5: i1):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.if"(%arg5) ({
      "scf.for"(%3, %arg4, %4) ({
      ^bb0(%arg6: index):
        "func.call"(%arg6) <{callee = @sink}> : (index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.call"(%3) <{callee = @sink}> : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "unknown"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%0, %0, %arg0, %2, %arg1, %1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg2: index, %arg3: index):
      "func.call"(%arg2) <{callee = @sink}> : (index) -> ()
      "func.call"(%arg3) <{callee = @sink}> : (index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
