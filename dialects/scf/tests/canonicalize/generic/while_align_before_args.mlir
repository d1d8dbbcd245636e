"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64, f32) -> (f32, i32, i64), sym_name = "permuted"}> ({
  ^bb0(%arg17: i32 loc("cases/while_align_before_args.mlir":7:21), %arg18: i64 loc("cases/while_align_before_args.mlir":7:30), %arg19: f32 loc("cases/while_align_before_args.mlir":7:39)):
    %6:3 = "scf.while"(%arg17, %arg18, %arg19) ({
    ^bb0(%arg23: i32 loc("cases/while_align_before_args.mlir":8:21), %arg24: i64 loc("cases/while_align_before_args.mlir":8:30), %arg25: f32 loc("cases/while_align_before_args.mlir":8:39)):
      %10 = "test.cond"(%arg23, %arg24) : (i32, i64) -> i1 loc("cases/while_align_before_args.mlir":9:13)
      "scf.condition"(%10, %arg25, %arg23, %arg24) : (i1, f32, i32, i64) -> () loc("cases/while_align_before_args.mlir":10:5)
    }, {
    ^bb0(%arg20: f32 loc("cases/while_align_before_args.mlir":12:8), %arg21: i32 loc("cases/while_align_before_args.mlir":12:17), %arg22: i64 loc("cases/while_align_before_args.mlir":12:26)):
      %7 = "test.next"(%arg21) : (i32) -> i32 loc("cases/while_align_before_args.mlir":13:10)
      %8 = "test.next2"(%arg22) : (i64) -> i64 loc("cases/while_align_before_args.mlir":14:10)
      %9 = "test.next3"(%arg20) : (f32) -> f32 loc("cases/while_align_before_args.mlir":15:10)
      "scf.yield"(%7, %8, %9) : (i32, i64, f32) -> () loc("cases/while_align_before_args.mlir":16:5)
    }) : (i32, i64, f32) -> (f32, i32, i64) loc("cases/while_align_before_args.mlir":8:10)
    "func.return"(%6#0, %6#1, %6#2) : (f32, i32, i64) -> () loc("cases/while_align_before_args.mlir":18:3)
  }) : () -> () loc("cases/while_align_before_args.mlir":7:1)
  "func.func"() <{function_type = (i32, i64) -> (i32, i64), sym_name = "in_order"}> ({
  ^bb0(%arg11: i32 loc("cases/while_align_before_args.mlir":20:21), %arg12: i64 loc("cases/while_align_before_args.mlir":20:30)):
    %4:2 = "scf.while"(%arg11, %arg12) ({
    ^bb0(%arg15: i32 loc("cases/while_align_before_args.mlir":21:21), %arg16: i64 loc("cases/while_align_before_args.mlir":21:30)):
      %5 = "test.cond"(%arg15, %arg16) : (i32, i64) -> i1 loc("cases/while_align_before_args.mlir":22:13)
      "scf.condition"(%5, %arg15, %arg16) : (i1, i32, i64) -> () loc("cases/while_align_before_args.mlir":23:5)
    }, {
    ^bb0(%arg13: i32 loc("cases/while_align_before_args.mlir":25:8), %arg14: i64 loc("cases/while_align_before_args.mlir":25:17)):
      "scf.yield"(%arg13, %arg14) : (i32, i64) -> () loc("cases/while_align_before_args.mlir":26:5)
    }) : (i32, i64) -> (i32, i64) loc("cases/while_align_before_args.mlir":21:10)
    "func.return"(%4#0, %4#1) : (i32, i64) -> () loc("cases/while_align_before_args.mlir":28:3)
  }) : () -> () loc("cases/while_align_before_args.mlir":20:1)
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "twice"}> ({
  ^bb0(%arg5: i32 loc("cases/while_align_before_args.mlir":30:18), %arg6: i32 loc("cases/while_align_before_args.mlir":30:27)):
    %2:2 = "scf.while"(%arg5, %arg6) ({
    ^bb0(%arg9: i32 loc("cases/while_align_before_args.mlir":31:21), %arg10: i32 loc("cases/while_align_before_args.mlir":31:30)):
      %3 = "test.cond"(%arg9, %arg10) : (i32, i32) -> i1 loc("cases/while_align_before_args.mlir":32:13)
      "scf.condition"(%3, %arg10, %arg10) : (i1, i32, i32) -> () loc("cases/while_align_before_args.mlir":33:5)
    }, {
    ^bb0(%arg7: i32 loc("cases/while_align_before_args.mlir":35:8), %arg8: i32 loc("cases/while_align_before_args.mlir":35:17)):
      "scf.yield"(%arg7, %arg8) : (i32, i32) -> () loc("cases/while_align_before_args.mlir":36:5)
    }) : (i32, i32) -> (i32, i32) loc("cases/while_align_before_args.mlir":31:10)
    "func.return"(%2#0, %2#1) : (i32, i32) -> () loc("cases/while_align_before_args.mlir":38:3)
  }) : () -> () loc("cases/while_align_before_args.mlir":30:1)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "not_all"}> ({
  ^bb0(%arg0: i32 loc("cases/while_align_before_args.mlir":40:20), %arg1: i32 loc("cases/while_align_before_args.mlir":40:29)):
    %0 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg3: i32 loc("cases/while_align_before_args.mlir":41:19), %arg4: i32 loc("cases/while_align_before_args.mlir":41:28)):
      %1 = "test.cond"(%arg3, %arg4) : (i32, i32) -> i1 loc("cases/while_align_before_args.mlir":42:13)
      "scf.condition"(%1, %arg4) : (i1, i32) -> () loc("cases/while_align_before_args.mlir":43:5)
    }, {
    ^bb0(%arg2: i32 loc("cases/while_align_before_args.mlir":45:8)):
      "scf.yield"(%arg2, %arg2) : (i32, i32) -> () loc("cases/while_align_before_args.mlir":46:5)
    }) : (i32, i32) -> i32 loc("cases/while_align_before_args.mlir":41:8)
    "func.return"(%0) : (i32) -> () loc("cases/while_align_before_args.mlir":48:3)
  }) : () -> () loc("cases/while_align_before_args.mlir":40:1)
}) : () -> () loc("cases/while_align_before_args.mlir":0:0)
