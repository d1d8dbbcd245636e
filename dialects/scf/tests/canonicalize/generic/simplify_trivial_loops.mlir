"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32) -> i32, sym_name = "same_bounds"}> ({
  ^bb0(%arg23: index loc("cases/simplify_trivial_loops.mlir":7:24), %arg24: index loc("cases/simplify_trivial_loops.mlir":7:36), %arg25: i32 loc("cases/simplify_trivial_loops.mlir":7:47)):
    %25 = "scf.for"(%arg23, %arg23, %arg24, %arg25) ({
    ^bb0(%arg26: index loc("cases/simplify_trivial_loops.mlir":8:16), %arg27: i32 loc("cases/simplify_trivial_loops.mlir":8:50)):
      %26 = "test.op"(%arg27, %arg26) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":9:10)
      "scf.yield"(%26) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":10:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":8:8)
    "func.return"(%25) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":12:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":7:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ub_below_lb"}> ({
  ^bb0(%arg20: i32 loc("cases/simplify_trivial_loops.mlir":14:24)):
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":15:9)
    %22 = "arith.constant"() <{value = 5 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":16:9)
    %23 = "scf.for"(%22, %21, %21, %arg20) ({
    ^bb0(%arg21: index loc("cases/simplify_trivial_loops.mlir":17:16), %arg22: i32 loc("cases/simplify_trivial_loops.mlir":17:51)):
      %24 = "test.op"(%arg22, %arg21) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":18:10)
      "scf.yield"(%24) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":19:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":17:8)
    "func.return"(%23) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":21:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":14:1)
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "one_iteration"}> ({
  ^bb0(%arg15: i32 loc("cases/simplify_trivial_loops.mlir":23:26), %arg16: f32 loc("cases/simplify_trivial_loops.mlir":23:35)):
    %17 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":24:9)
    %18 = "arith.constant"() <{value = 10 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":25:10)
    %19:2 = "scf.for"(%17, %18, %18, %arg15, %arg16) ({
    ^bb0(%arg17: index loc("cases/simplify_trivial_loops.mlir":26:18), %arg18: i32 loc("cases/simplify_trivial_loops.mlir":26:55), %arg19: f32 loc("cases/simplify_trivial_loops.mlir":26:64)):
      %20 = "test.op"(%arg18, %arg17) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":27:10)
      "scf.yield"(%20, %arg19) : (i32, f32) -> () loc("cases/simplify_trivial_loops.mlir":28:5)
    }) : (index, index, index, i32, f32) -> (i32, f32) loc("cases/simplify_trivial_loops.mlir":26:10)
    "func.return"(%19#0, %19#1) : (i32, f32) -> () loc("cases/simplify_trivial_loops.mlir":30:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":23:1)
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_nsw"}> ({
  ^bb0(%arg11: index loc("cases/simplify_trivial_loops.mlir":32:30), %arg12: i32 loc("cases/simplify_trivial_loops.mlir":32:42)):
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":33:9)
    %14 = "arith.addi"(%arg11, %13) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index loc("cases/simplify_trivial_loops.mlir":34:9)
    %15 = "scf.for"(%arg11, %14, %13, %arg12) ({
    ^bb0(%arg13: index loc("cases/simplify_trivial_loops.mlir":35:16), %arg14: i32 loc("cases/simplify_trivial_loops.mlir":35:51)):
      %16 = "test.op"(%arg14, %arg13) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":36:10)
      "scf.yield"(%16) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":37:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":35:8)
    "func.return"(%15) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":39:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":32:1)
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_no_nsw"}> ({
  ^bb0(%arg7: index loc("cases/simplify_trivial_loops.mlir":41:33), %arg8: i32 loc("cases/simplify_trivial_loops.mlir":41:45)):
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":42:9)
    %10 = "arith.addi"(%arg7, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/simplify_trivial_loops.mlir":43:9)
    %11 = "scf.for"(%arg7, %10, %9, %arg8) ({
    ^bb0(%arg9: index loc("cases/simplify_trivial_loops.mlir":44:16), %arg10: i32 loc("cases/simplify_trivial_loops.mlir":44:51)):
      %12 = "test.op"(%arg10, %arg9) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":45:10)
      "scf.yield"(%12) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":46:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":44:8)
    "func.return"(%11) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":48:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":41:1)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "empty_body"}> ({
  ^bb0(%arg3: i32 loc("cases/simplify_trivial_loops.mlir":50:23), %arg4: i32 loc("cases/simplify_trivial_loops.mlir":50:32)):
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":51:9)
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":52:9)
    %7 = "arith.constant"() <{value = 10 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":53:10)
    %8 = "scf.for"(%5, %7, %6, %arg3) ({
    ^bb0(%arg5: index loc("cases/simplify_trivial_loops.mlir":54:16), %arg6: i32 loc("cases/simplify_trivial_loops.mlir":54:52)):
      "scf.yield"(%arg4) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":55:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":54:8)
    "func.return"(%8) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":57:3)
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
