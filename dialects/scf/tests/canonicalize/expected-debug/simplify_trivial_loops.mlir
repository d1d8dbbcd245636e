"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32) -> i32, sym_name = "same_bounds"}> ({
  ^bb0(%arg14: index loc("cases/simplify_trivial_loops.mlir":7:24), %arg15: index loc("cases/simplify_trivial_loops.mlir":7:36), %arg16: i32 loc("cases/simplify_trivial_loops.mlir":7:47)):
    "func.return"(%arg16) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":12:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":7:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ub_below_lb"}> ({
  ^bb0(%arg13: i32 loc("cases/simplify_trivial_loops.mlir":14:24)):
    "func.return"(%arg13) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":21:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":14:1)
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "one_iteration"}> ({
  ^bb0(%arg11: i32 loc("cases/simplify_trivial_loops.mlir":23:26), %arg12: f32 loc("cases/simplify_trivial_loops.mlir":23:35)):
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":24:9)
    %11 = "test.op"(%arg11, %10) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":27:10)
    "func.return"(%11, %arg12) : (i32, f32) -> () loc("cases/simplify_trivial_loops.mlir":30:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":23:1)
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_nsw"}> ({
  ^bb0(%arg9: index loc("cases/simplify_trivial_loops.mlir":32:30), %arg10: i32 loc("cases/simplify_trivial_loops.mlir":32:42)):
    %9 = "test.op"(%arg10, %arg9) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":36:10)
    "func.return"(%9) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":39:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":32:1)
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_no_nsw"}> ({
  ^bb0(%arg5: index loc("cases/simplify_trivial_loops.mlir":41:33), %arg6: i32 loc("cases/simplify_trivial_loops.mlir":41:45)):
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":42:9)
    %6 = "arith.addi"(%arg5, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/simplify_trivial_loops.mlir":43:9)
    %7 = "scf.for"(%arg5, %6, %5, %arg6) ({
    ^bb0(%arg7: index loc("cases/simplify_trivial_loops.mlir":44:16), %arg8: i32 loc("cases/simplify_trivial_loops.mlir":44:51)):
      %8 = "test.op"(%arg8, %arg7) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":45:10)
      "scf.yield"(%8) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":46:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":44:8)
    "func.return"(%7) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":48:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":41:1)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "empty_body"}> ({
  ^bb0(%arg3: i32 loc("cases/simplify_trivial_loops.mlir":50:23), %arg4: i32 loc("cases/simplify_trivial_loops.mlir":50:32)):
    "func.return"(%arg4) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":57:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":50:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "real_body"}> ({
  ^bb0(%arg0: i32 loc("cases/simplify_trivial_loops.mlir":59:22)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":60:9)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":61:9)
    %2 = "arith.constant"() <{value = 10 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":62:10)
    %3 = "scf.for"(%0, %2, %1, %arg0) ({
    ^bb0(%arg1: index loc("cases/simplify_trivial_loops.mlir":63:16), %arg2: i32 loc("cases/simplify_trivial_loops.mlir":63:52)):
      %4 = "test.op"(%arg2, %arg1) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":64:10)
      "scf.yield"(%4) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":65:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":63:8)
    "func.return"(%3) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":67:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":59:1)
}) : () -> () loc("cases/simplify_trivial_loops.mlir":0:0)
