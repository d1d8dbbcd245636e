"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":2:1)
  "func.func"() <{function_type = (f32) -> (), sym_name = "sinkf", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":3:1)
  "func.func"() <{function_type = (index, f32) -> f32, sym_name = "zero_dim"}> ({
  ^bb0(%arg16: index loc("cases/parallel_single_or_zero_iteration.mlir":6:21), %arg17: f32 loc("cases/parallel_single_or_zero_iteration.mlir":6:32)):
    "func.return"(%arg17) : (f32) -> () loc("cases/parallel_single_or_zero_iteration.mlir":19:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":6:1)
  "func.func"() <{function_type = (index, index) -> (), sym_name = "collapse_one"}> ({
  ^bb0(%arg12: index loc("cases/parallel_single_or_zero_iteration.mlir":24:25), %arg13: index loc("cases/parallel_single_or_zero_iteration.mlir":24:36)):
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":25:9)
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":26:9)
    %14 = "arith.constant"() <{value = 3 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":27:9)
    "scf.parallel"(%12, %12, %arg12, %arg13, %13, %13) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg14: index loc("cases/parallel_single_or_zero_iteration.mlir":29:17), %arg15: index loc("cases/parallel_single_or_zero_iteration.mlir":29:25)):
      %15 = "arith.addi"(%arg14, %14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/parallel_single_or_zero_iteration.mlir":30:10)
      %16 = "arith.muli"(%15, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/parallel_single_or_zero_iteration.mlir":31:10)
      "func.call"(%16) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":32:5)
      "scf.reduce"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":33:5)
    }) : (index, index, index, index, index, index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":29:3)
    "func.return"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":35:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":24:1)
  "func.func"() <{function_type = (index) -> (), sym_name = "collapse_big_step"}> ({
  ^bb0(%arg10: index loc("cases/parallel_single_or_zero_iteration.mlir":39:30)):
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":40:9)
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":41:9)
    "scf.parallel"(%10, %arg10, %11) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg11: index loc("cases/parallel_single_or_zero_iteration.mlir":44:17)):
      "func.call"(%11) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":45:5)
      "func.call"(%arg11) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":46:5)
      "scf.reduce"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":47:5)
    }) : (index, index, index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":44:3)
    "func.return"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":49:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":39:1)
  "func.func"() <{function_type = (f32, f32) -> (f32, f32), sym_name = "inline_all"}> ({
  ^bb0(%arg8: f32 loc("cases/parallel_single_or_zero_iteration.mlir":54:23), %arg9: f32 loc("cases/parallel_single_or_zero_iteration.mlir":54:32)):
    %5 = "arith.constant"() <{value = 5 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":60:10)
    %6 = "arith.constant"() <{value = 5.000000e+00 : f32}> : () -> f32 loc("cases/parallel_single_or_zero_iteration.mlir":62:10)
    "func.call"(%5) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":63:5)
    %7 = "arith.addf"(%arg8, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("cases/parallel_single_or_zero_iteration.mlir":66:12)
    %8 = "arith.mulf"(%arg9, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("cases/parallel_single_or_zero_iteration.mlir":70:12)
    %9 = "arith.subf"(%8, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("cases/parallel_single_or_zero_iteration.mlir":71:12)
    "func.return"(%7, %9) : (f32, f32) -> () loc("cases/parallel_single_or_zero_iteration.mlir":75:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":54:1)
  "func.func"() <{function_type = (index) -> (), sym_name = "inline_nsw"}> ({
  ^bb0(%arg7: index loc("cases/parallel_single_or_zero_iteration.mlir":79:23)):
    "func.call"(%arg7) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":83:5)
    "func.return"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":86:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":79:1)
  "func.func"() <{function_type = (index, i1) -> (), sym_name = "inline_nested"}> ({
  ^bb0(%arg4: index loc("cases/parallel_single_or_zero_iteration.mlir":90:26), %arg5: i1 loc("cases/parallel_single_or_zero_iteration.mlir":90:37)):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":91:9)
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":92:9)
    "scf.if"(%arg5) ({
      "scf.for"(%3, %arg4, %4) ({
      ^bb0(%arg6: index loc("cases/parallel_single_or_zero_iteration.mlir":95:15)):
        "func.call"(%arg6) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":96:9)
        "scf.yield"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":95:7)
      }) : (index, index, index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":95:7)
      "scf.yield"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":94:5)
    }, {
    }) : (i1) -> () loc("cases/parallel_single_or_zero_iteration.mlir":94:5)
    "func.call"(%3) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":99:5)
    "func.return"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":102:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":90:1)
  "func.func"() <{function_type = (index, index) -> (), sym_name = "unknown"}> ({
  ^bb0(%arg0: index loc("cases/parallel_single_or_zero_iteration.mlir":106:20), %arg1: index loc("cases/parallel_single_or_zero_iteration.mlir":106:31)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":107:9)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":108:9)
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":109:9)
    "scf.parallel"(%0, %0, %arg0, %2, %arg1, %1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg2: index loc("cases/parallel_single_or_zero_iteration.mlir":110:17), %arg3: index loc("cases/parallel_single_or_zero_iteration.mlir":110:21)):
      "func.call"(%arg2) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":111:5)
      "func.call"(%arg3) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":112:5)
      "scf.reduce"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":113:5)
    }) : (index, index, index, index, index, index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":110:3)
    "func.return"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":115:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":106:1)
}) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":0:0)
