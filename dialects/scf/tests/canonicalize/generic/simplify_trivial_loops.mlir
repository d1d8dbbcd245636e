"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32) -> i32, sym_name = "same_bounds"}> ({
  ^bb0(%arg33: index loc("cases/simplify_trivial_loops.mlir":8:24), %arg34: index loc("cases/simplify_trivial_loops.mlir":8:36), %arg35: i32 loc("cases/simplify_trivial_loops.mlir":8:47)):
    %32 = "scf.for"(%arg33, %arg33, %arg34, %arg35) ({
    ^bb0(%arg36: index loc("cases/simplify_trivial_loops.mlir":9:16), %arg37: i32 loc("cases/simplify_trivial_loops.mlir":9:50)):
      %33 = "test.op"(%arg37, %arg36) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":10:10)
      "scf.yield"(%33) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":11:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":9:8)
    "func.return"(%32) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":13:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":8:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ub_below_lb"}> ({
  ^bb0(%arg30: i32 loc("cases/simplify_trivial_loops.mlir":15:24)):
    %28 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":16:9)
    %29 = "arith.constant"() <{value = 5 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":17:9)
    %30 = "scf.for"(%29, %28, %28, %arg30) ({
    ^bb0(%arg31: index loc("cases/simplify_trivial_loops.mlir":18:16), %arg32: i32 loc("cases/simplify_trivial_loops.mlir":18:51)):
      %31 = "test.op"(%arg32, %arg31) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":19:10)
      "scf.yield"(%31) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":20:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":18:8)
    "func.return"(%30) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":22:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":15:1)
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "one_iteration"}> ({
  ^bb0(%arg25: i32 loc("cases/simplify_trivial_loops.mlir":24:26), %arg26: f32 loc("cases/simplify_trivial_loops.mlir":24:35)):
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":25:9)
    %25 = "arith.constant"() <{value = 10 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":26:10)
    %26:2 = "scf.for"(%24, %25, %25, %arg25, %arg26) ({
    ^bb0(%arg27: index loc("cases/simplify_trivial_loops.mlir":27:18), %arg28: i32 loc("cases/simplify_trivial_loops.mlir":27:55), %arg29: f32 loc("cases/simplify_trivial_loops.mlir":27:64)):
      %27 = "test.op"(%arg28, %arg27) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":28:10)
      "scf.yield"(%27, %arg29) : (i32, f32) -> () loc("cases/simplify_trivial_loops.mlir":29:5)
    }) : (index, index, index, i32, f32) -> (i32, f32) loc("cases/simplify_trivial_loops.mlir":27:10)
    "func.return"(%26#0, %26#1) : (i32, f32) -> () loc("cases/simplify_trivial_loops.mlir":31:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":24:1)
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_nsw"}> ({
  ^bb0(%arg21: index loc("cases/simplify_trivial_loops.mlir":33:30), %arg22: i32 loc("cases/simplify_trivial_loops.mlir":33:42)):
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":34:9)
    %21 = "arith.addi"(%arg21, %20) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index loc("cases/simplify_trivial_loops.mlir":35:9)
    %22 = "scf.for"(%arg21, %21, %20, %arg22) ({
    ^bb0(%arg23: index loc("cases/simplify_trivial_loops.mlir":36:16), %arg24: i32 loc("cases/simplify_trivial_loops.mlir":36:51)):
      %23 = "test.op"(%arg24, %arg23) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":37:10)
      "scf.yield"(%23) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":38:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":36:8)
    "func.return"(%22) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":40:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":33:1)
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_no_nsw"}> ({
  ^bb0(%arg17: index loc("cases/simplify_trivial_loops.mlir":42:33), %arg18: i32 loc("cases/simplify_trivial_loops.mlir":42:45)):
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":43:9)
    %17 = "arith.addi"(%arg17, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/simplify_trivial_loops.mlir":44:9)
    %18 = "scf.for"(%arg17, %17, %16, %arg18) ({
    ^bb0(%arg19: index loc("cases/simplify_trivial_loops.mlir":45:16), %arg20: i32 loc("cases/simplify_trivial_loops.mlir":45:51)):
      %19 = "test.op"(%arg20, %arg19) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":46:10)
      "scf.yield"(%19) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":47:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":45:8)
    "func.return"(%18) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":49:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":42:1)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "empty_body"}> ({
  ^bb0(%arg13: i32 loc("cases/simplify_trivial_loops.mlir":51:23), %arg14: i32 loc("cases/simplify_trivial_loops.mlir":51:32)):
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":52:9)
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":53:9)
    %14 = "arith.constant"() <{value = 10 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":54:10)
    %15 = "scf.for"(%12, %14, %13, %arg13) ({
    ^bb0(%arg15: index loc("cases/simplify_trivial_loops.mlir":55:16), %arg16: i32 loc("cases/simplify_trivial_loops.mlir":55:52)):
      "scf.yield"(%arg14) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":56:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":55:8)
    "func.return"(%15) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":58:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":51:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "real_body"}> ({
  ^bb0(%arg10: i32 loc("cases/simplify_trivial_loops.mlir":60:22)):
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":61:9)
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":62:9)
    %9 = "arith.constant"() <{value = 10 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":63:10)
    %10 = "scf.for"(%7, %9, %8, %arg10) ({
    ^bb0(%arg11: index loc("cases/simplify_trivial_loops.mlir":64:16), %arg12: i32 loc("cases/simplify_trivial_loops.mlir":64:52)):
      %11 = "test.op"(%arg12, %arg11) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":65:10)
      "scf.yield"(%11) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":66:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":64:8)
    "func.return"(%10) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":68:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":60:1)
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "empty_body_iter_arg"}> ({
  ^bb0(%arg5: i32 loc("cases/simplify_trivial_loops.mlir":72:32), %arg6: i32 loc("cases/simplify_trivial_loops.mlir":72:41)):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":73:9)
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":74:9)
    %5 = "arith.constant"() <{value = 10 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":75:10)
    %6:2 = "scf.for"(%3, %5, %4, %arg5, %arg6) ({
    ^bb0(%arg7: index loc("cases/simplify_trivial_loops.mlir":76:18), %arg8: i32 loc("cases/simplify_trivial_loops.mlir":76:54), %arg9: i32 loc("cases/simplify_trivial_loops.mlir":76:63)):
      "scf.yield"(%arg9, %arg8) : (i32, i32) -> () loc("cases/simplify_trivial_loops.mlir":77:5)
    }) : (index, index, index, i32, i32) -> (i32, i32) loc("cases/simplify_trivial_loops.mlir":76:10)
    "func.return"(%6#0, %6#1) : (i32, i32) -> () loc("cases/simplify_trivial_loops.mlir":79:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":72:1)
  "func.func"() <{function_type = (index, i32, i32) -> i32, sym_name = "empty_body_unknown_count"}> ({
  ^bb0(%arg0: index loc("cases/simplify_trivial_loops.mlir":81:37), %arg1: i32 loc("cases/simplify_trivial_loops.mlir":81:48), %arg2: i32 loc("cases/simplify_trivial_loops.mlir":81:57)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":82:9)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":83:9)
    %2 = "scf.for"(%0, %arg0, %1, %arg1) ({
    ^bb0(%arg3: index loc("cases/simplify_trivial_loops.mlir":84:16), %arg4: i32 loc("cases/simplify_trivial_loops.mlir":84:50)):
      "scf.yield"(%arg2) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":85:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":84:8)
    "func.return"(%2) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":87:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":81:1)
}) : () -> () loc("cases/simplify_trivial_loops.mlir":0:0)
