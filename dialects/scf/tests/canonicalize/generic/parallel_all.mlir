"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/parallel_all.mlir":2:1)
  "func.func"() <{function_type = (f32) -> (), sym_name = "sinkf", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/parallel_all.mlir":3:1)
  "func.func"() <{function_type = (index, index, f32) -> f32, sym_name = "nest"}> ({
  ^bb0(%arg0: index loc("cases/parallel_all.mlir":7:17), %arg1: index loc("cases/parallel_all.mlir":7:28), %arg2: f32 loc("cases/parallel_all.mlir":7:39)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/parallel_all.mlir":8:9)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_all.mlir":9:9)
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index loc("cases/parallel_all.mlir":10:9)
    "scf.parallel"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg14: index loc("cases/parallel_all.mlir":11:17)):
      "scf.parallel"(%0, %2, %arg1, %2, %1, %1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
      ^bb0(%arg15: index loc("cases/parallel_all.mlir":12:19), %arg16: index loc("cases/parallel_all.mlir":12:23)):
        %14 = "arith.addi"(%arg14, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/parallel_all.mlir":13:12)
        "func.call"(%14) <{callee = @sink}> : (index) -> () loc("cases/parallel_all.mlir":14:7)
        "scf.reduce"() : () -> () loc("cases/parallel_all.mlir":15:7)
      }) : (index, index, index, index, index, index) -> () loc("cases/parallel_all.mlir":12:5)
      "scf.reduce"() : () -> () loc("cases/parallel_all.mlir":17:5)
    }) : (index, index, index) -> () loc("cases/parallel_all.mlir":11:3)
    "scf.parallel"(%0, %1, %arg0, %2, %1, %1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg12: index loc("cases/parallel_all.mlir":19:17), %arg13: index loc("cases/parallel_all.mlir":19:21)):
      %12 = "scf.index_switch"(%arg13) <{cases = array<i64: 1>}> ({
        "scf.yield"(%arg12) : (index) -> () loc("cases/parallel_all.mlir":26:7)
      }, {
        %13 = "arith.muli"(%arg12, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/parallel_all.mlir":22:12)
        "scf.yield"(%13) : (index) -> () loc("cases/parallel_all.mlir":23:7)
      }) : (index) -> index loc("cases/parallel_all.mlir":20:10)
      "func.call"(%12) <{callee = @sink}> : (index) -> () loc("cases/parallel_all.mlir":28:5)
      "scf.reduce"() : () -> () loc("cases/parallel_all.mlir":29:5)
    }) : (index, index, index, index, index, index) -> () loc("cases/parallel_all.mlir":19:3)
    %3 = "scf.parallel"(%1, %2, %1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg9: index loc("cases/parallel_all.mlir":31:22)):
      %9 = "arith.index_cast"(%arg9) : (index) -> i32 loc("cases/parallel_all.mlir":32:10)
      %10 = "arith.sitofp"(%9) : (i32) -> f32 loc("cases/parallel_all.mlir":33:10)
      "scf.reduce"(%10) ({
      ^bb0(%arg10: f32 loc("cases/parallel_all.mlir":35:10), %arg11: f32 loc("cases/parallel_all.mlir":35:19)):
        %11 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("cases/parallel_all.mlir":36:12)
        "scf.reduce.return"(%11) : (f32) -> () loc("cases/parallel_all.mlir":37:7)
      }) : (f32) -> () loc("cases/parallel_all.mlir":34:5)
    }) : (index, index, index, f32) -> f32 loc("cases/parallel_all.mlir":31:8)
    %4 = "scf.parallel"(%0, %arg0, %1, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg6: index loc("cases/parallel_all.mlir":40:22)):
      %6 = "arith.index_cast"(%arg6) : (index) -> i32 loc("cases/parallel_all.mlir":41:10)
      %7 = "arith.sitofp"(%6) : (i32) -> f32 loc("cases/parallel_all.mlir":42:10)
      "scf.reduce"(%7) ({
      ^bb0(%arg7: f32 loc("cases/parallel_all.mlir":44:10), %arg8: f32 loc("cases/parallel_all.mlir":44:19)):
        %8 = "arith.maximumf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("cases/parallel_all.mlir":45:12)
        "scf.reduce.return"(%8) : (f32) -> () loc("cases/parallel_all.mlir":46:7)
      }) : (f32) -> () loc("cases/parallel_all.mlir":43:5)
    }) : (index, index, index, f32) -> f32 loc("cases/parallel_all.mlir":40:8)
    %5 = "scf.parallel"(%0, %arg0, %1, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg3: index loc("cases/parallel_all.mlir":49:22)):
      "scf.reduce"(%arg2) ({
      ^bb0(%arg4: f32 loc("cases/parallel_all.mlir":51:10), %arg5: f32 loc("cases/parallel_all.mlir":51:19)):
        "scf.reduce.return"(%arg5) : (f32) -> () loc("cases/parallel_all.mlir":52:7)
      }) : (f32) -> () loc("cases/parallel_all.mlir":50:5)
    }) : (index, index, index, f32) -> f32 loc("cases/parallel_all.mlir":49:8)
    "func.return"(%5) : (f32) -> () loc("cases/parallel_all.mlir":55:3)
  }) : () -> () loc("cases/parallel_all.mlir":7:1)
}) : () -> () loc("cases/parallel_all.mlir":0:0)
