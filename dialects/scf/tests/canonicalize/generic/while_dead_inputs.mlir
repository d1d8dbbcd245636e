"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unused"}> ({
  ^bb0(%arg16: i32 loc("cases/while_dead_inputs.mlir":9:19)):
    %9:3 = "scf.while"(%arg16) ({
    ^bb0(%arg20: i32 loc("cases/while_dead_inputs.mlir":10:21)):
      %10 = "test.cond"(%arg20) : (i32) -> i1 loc("cases/while_dead_inputs.mlir":11:10)
      %11 = "test.wide"(%arg20) : (i32) -> i64 loc("cases/while_dead_inputs.mlir":12:10)
      %12 = "test.float"(%arg20) : (i32) -> f32 loc("cases/while_dead_inputs.mlir":13:10)
      "scf.condition"(%10, %arg20, %11, %12) : (i1, i32, i64, f32) -> () loc("cases/while_dead_inputs.mlir":14:5)
    }, {
    ^bb0(%arg17: i32 loc("cases/while_dead_inputs.mlir":16:8), %arg18: i64 loc("cases/while_dead_inputs.mlir":16:17), %arg19: f32 loc("cases/while_dead_inputs.mlir":16:31)):
      "test.use"(%arg19) : (f32) -> () loc("cases/while_dead_inputs.mlir":17:5)
      "scf.yield"(%arg17) : (i32) -> () loc("cases/while_dead_inputs.mlir":18:5)
    }) : (i32) -> (i32, i64, f32) loc("cases/while_dead_inputs.mlir":10:10)
    "func.return"(%9#0) : (i32) -> () loc("cases/while_dead_inputs.mlir":20:3)
  }) : () -> () loc("cases/while_dead_inputs.mlir":9:1)
  "func.func"() <{function_type = (i32) -> i64, sym_name = "all_used"}> ({
  ^bb0(%arg12: i32 loc("cases/while_dead_inputs.mlir":22:21)):
    %6:2 = "scf.while"(%arg12) ({
    ^bb0(%arg15: i32 loc("cases/while_dead_inputs.mlir":23:21)):
      %7 = "test.cond"(%arg15) : (i32) -> i1 loc("cases/while_dead_inputs.mlir":24:10)
      %8 = "test.wide"(%arg15) : (i32) -> i64 loc("cases/while_dead_inputs.mlir":25:10)
      "scf.condition"(%7, %arg15, %8) : (i1, i32, i64) -> () loc("cases/while_dead_inputs.mlir":26:5)
    }, {
    ^bb0(%arg13: i32 loc("cases/while_dead_inputs.mlir":28:8), %arg14: i64 loc("cases/while_dead_inputs.mlir":28:17)):
      "scf.yield"(%arg13) : (i32) -> () loc("cases/while_dead_inputs.mlir":29:5)
    }) : (i32) -> (i32, i64) loc("cases/while_dead_inputs.mlir":23:10)
    "func.return"(%6#1) : (i64) -> () loc("cases/while_dead_inputs.mlir":31:3)
  }) : () -> () loc("cases/while_dead_inputs.mlir":22:1)
  "func.func"() <{function_type = (i32, f64, i64) -> i32, sym_name = "unused_args"}> ({
  ^bb0(%arg5: i32 loc("cases/while_dead_inputs.mlir":33:24), %arg6: f64 loc("cases/while_dead_inputs.mlir":33:33), %arg7: i64 loc("cases/while_dead_inputs.mlir":33:42)):
    %2 = "scf.while"(%arg5, %arg6, %arg7) ({
    ^bb0(%arg9: i32 loc("cases/while_dead_inputs.mlir":34:19), %arg10: f64 loc("cases/while_dead_inputs.mlir":34:28), %arg11: i64 loc("cases/while_dead_inputs.mlir":34:37)):
      %5 = "test.cond"(%arg9) : (i32) -> i1 loc("cases/while_dead_inputs.mlir":35:13)
      "scf.condition"(%5, %arg9) : (i1, i32) -> () loc("cases/while_dead_inputs.mlir":36:5)
    }, {
    ^bb0(%arg8: i32 loc("cases/while_dead_inputs.mlir":38:8)):
      %3 = "test.next"(%arg8) : (i32) -> i32 loc("cases/while_dead_inputs.mlir":39:10)
      %4 = "test.f"() : () -> f64 loc("cases/while_dead_inputs.mlir":40:10)
      "scf.yield"(%3, %4, %arg7) : (i32, f64, i64) -> () loc("cases/while_dead_inputs.mlir":41:5)
    }) : (i32, f64, i64) -> i32 loc("cases/while_dead_inputs.mlir":34:8)
    "func.return"(%2) : (i32) -> () loc("cases/while_dead_inputs.mlir":43:3)
  }) : () -> () loc("cases/while_dead_inputs.mlir":33:1)
  "func.func"() <{function_type = (i32, f64) -> i32, sym_name = "all_args_used"}> ({
  ^bb0(%arg0: i32 loc("cases/while_dead_inputs.mlir":45:26), %arg1: f64 loc("cases/while_dead_inputs.mlir":45:35)):
    %0 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg3: i32 loc("cases/while_dead_inputs.mlir":46:19), %arg4: f64 loc("cases/while_dead_inputs.mlir":46:28)):
      %1 = "test.cond"(%arg3, %arg4) : (i32, f64) -> i1 loc("cases/while_dead_inputs.mlir":47:13)
      "scf.condition"(%1, %arg3) : (i1, i32) -> () loc("cases/while_dead_inputs.mlir":48:5)
    }, {
    ^bb0(%arg2: i32 loc("cases/while_dead_inputs.mlir":50:8)):
      "scf.yield"(%arg2, %arg1) : (i32, f64) -> () loc("cases/while_dead_inputs.mlir":51:5)
    }) : (i32, f64) -> i32 loc("cases/while_dead_inputs.mlir":46:8)
    "func.return"(%0) : (i32) -> () loc("cases/while_dead_inputs.mlir":53:3)
  }) : () -> () loc("cases/while_dead_inputs.mlir":45:1)
}) : () -> () loc("cases/while_dead_inputs.mlir":0:0)
