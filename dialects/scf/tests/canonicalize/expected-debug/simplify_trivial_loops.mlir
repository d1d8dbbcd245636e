"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32) -> i32, sym_name = "same_bounds"}> ({
  ^bb0(%arg24: index loc("cases/simplify_trivial_loops.mlir":8:24), %arg25: index loc("cases/simplify_trivial_loops.mlir":8:36), %arg26: i32 loc("cases/simplify_trivial_loops.mlir":8:47)):
    "func.return"(%arg26) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":13:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":8:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ub_below_lb"}> ({
  ^bb0(%arg23: i32 loc("cases/simplify_trivial_loops.mlir":15:24)):
    "func.return"(%arg23) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":22:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":15:1)
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "one_iteration"}> ({
  ^bb0(%arg21: i32 loc("cases/simplify_trivial_loops.mlir":24:26), %arg22: f32 loc("cases/simplify_trivial_loops.mlir":24:35)):
    %17 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":25:9)
    %18 = "test.op"(%arg21, %17) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":28:10)
    "func.return"(%18, %arg22) : (i32, f32) -> () loc("cases/simplify_trivial_loops.mlir":31:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":24:1)
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_nsw"}> ({
  ^bb0(%arg19: index loc("cases/simplify_trivial_loops.mlir":33:30), %arg20: i32 loc("cases/simplify_trivial_loops.mlir":33:42)):
    %16 = "test.op"(%arg20, %arg19) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":37:10)
    "func.return"(%16) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":40:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":33:1)
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "one_iteration_no_nsw"}> ({
  ^bb0(%arg15: index loc("cases/simplify_trivial_loops.mlir":42:33), %arg16: i32 loc("cases/simplify_trivial_loops.mlir":42:45)):
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/simplify_trivial_loops.mlir":43:9)
    %13 = "arith.addi"(%arg15, %12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/simplify_trivial_loops.mlir":44:9)
    %14 = "scf.for"(%arg15, %13, %12, %arg16) ({
    ^bb0(%arg17: index loc("cases/simplify_trivial_loops.mlir":45:16), %arg18: i32 loc("cases/simplify_trivial_loops.mlir":45:51)):
      %15 = "test.op"(%arg18, %arg17) : (i32, index) -> i32 loc("cases/simplify_trivial_loops.mlir":46:10)
      "scf.yield"(%15) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":47:5)
    }) : (index, index, index, i32) -> i32 loc("cases/simplify_trivial_loops.mlir":45:8)
    "func.return"(%14) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":49:3)
  }) : () -> () loc("cases/simplify_trivial_loops.mlir":42:1)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "empty_body"}> ({
  ^bb0(%arg13: i32 loc("cases/simplify_trivial_loops.mlir":51:23), %arg14: i32 loc("cases/simplify_trivial_loops.mlir":51:32)):
    "func.return"(%arg14) : (i32) -> () loc("cases/simplify_trivial_loops.mlir":58:3)
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
