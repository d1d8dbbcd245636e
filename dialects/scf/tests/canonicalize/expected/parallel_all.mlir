"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "sinkf", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, index, f32) -> f32, sym_name = "nest"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: f32):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%1, %arg0, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg9: index):
      %10 = "arith.muli"(%arg9, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "func.call"(%10) <{callee = @sink}> : (index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %4 = "arith.addf"(%arg2, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5 = "scf.parallel"(%1, %arg0, %2, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg6: index):
      %7 = "arith.index_cast"(%arg6) : (index) -> i32
      %8 = "arith.sitofp"(%7) : (i32) -> f32
      "scf.reduce"(%8) ({
      ^bb0(%arg7: f32, %arg8: f32):
        %9 = "arith.maximumf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%9) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %6 = "scf.parallel"(%1, %arg0, %2, %5) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg3: index):
      "scf.reduce"(%arg2) ({
      ^bb0(%arg4: f32, %arg5: f32):
        "scf.reduce.return"(%arg5) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%6) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
