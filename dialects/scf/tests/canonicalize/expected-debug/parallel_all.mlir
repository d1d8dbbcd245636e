"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/parallel_all.mlir":2:1)
  "func.func"() <{function_type = (f32) -> (), sym_name = "sinkf", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/parallel_all.mlir":3:1)
  "func.func"() <{function_type = (index, index, f32) -> f32, sym_name = "nest"}> ({
  ^bb0(%arg0: index loc("cases/parallel_all.mlir":7:17), %arg1: index loc("cases/parallel_all.mlir":7:28), %arg2: f32 loc("cases/parallel_all.mlir":7:39)):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc("cases/parallel_all.mlir":33:10)
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/parallel_all.mlir":8:9)
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_all.mlir":9:9)
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index loc("cases/parallel_all.mlir":10:9)
    "scf.parallel"(%1, %arg0, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg9: index loc("cases/parallel_all.mlir":19:17)):
      %10 = "arith.muli"(%arg9, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/parallel_all.mlir":22:12)
      "func.call"(%10) <{callee = @sink}> : (index) -> () loc("cases/parallel_all.mlir":28:5)
      "scf.reduce"() : () -> () loc("cases/parallel_all.mlir":29:5)
    }) : (index, index, index) -> () loc("cases/parallel_all.mlir":19:3)
    %4 = "arith.addf"(%arg2, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("cases/parallel_all.mlir":36:12)
    %5 = "scf.parallel"(%1, %arg0, %2, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg6: index loc("cases/parallel_all.mlir":40:22)):
      %7 = "arith.index_cast"(%arg6) : (index) -> i32 loc("cases/parallel_all.mlir":41:10)
      %8 = "arith.sitofp"(%7) : (i32) -> f32 loc("cases/parallel_all.mlir":42:10)
      "scf.reduce"(%8) ({
      ^bb0(%arg7: f32 loc("cases/parallel_all.mlir":44:10), %arg8: f32 loc("cases/parallel_all.mlir":44:19)):
        %9 = "arith.maximumf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("cases/parallel_all.mlir":45:12)
        "scf.reduce.return"(%9) : (f32) -> () loc("cases/parallel_all.mlir":46:7)
      }) : (f32) -> () loc("cases/parallel_all.mlir":43:5)
    }) : (index, index, index, f32) -> f32 loc("cases/parallel_all.mlir":40:8)
    %6 = "scf.parallel"(%1, %arg0, %2, %5) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg3: index loc("cases/parallel_all.mlir":49:22)):
      "scf.reduce"(%arg2) ({
      ^bb0(%arg4: f32 loc("cases/parallel_all.mlir":51:10), %arg5: f32 loc("cases/parallel_all.mlir":51:19)):
        "scf.reduce.return"(%arg5) : (f32) -> () loc("cases/parallel_all.mlir":52:7)
      }) : (f32) -> () loc("cases/parallel_all.mlir":50:5)
    }) : (index, index, index, f32) -> f32 loc("cases/parallel_all.mlir":49:8)
    "func.return"(%6) : (f32) -> () loc("cases/parallel_all.mlir":55:3)
  }) : () -> () loc("cases/parallel_all.mlir":7:1)
}) : () -> () loc("cases/parallel_all.mlir":0:0)
