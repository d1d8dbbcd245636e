"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unused"}> ({
  ^bb0(%arg14: i32):
    %9:2 = "scf.while"(%arg14) ({
    ^bb0(%arg17: i32):
      %10 = "test.cond"(%arg17) : (i32) -> i1
      %11 = "test.wide"(%arg17) : (i32) -> i64
      %12 = "test.float"(%arg17) : (i32) -> f32
      "scf.condition"(%10, %arg17, %12) : (i1, i32, f32) -> ()
    }, {
    ^bb0(%arg15: i32, %arg16: f32):
      "test.use"(%arg16) : (f32) -> ()
      "scf.yield"(%arg15) : (i32) -> ()
    }) : (i32) -> (i32, f32)
    "func.return"(%9#0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i64, sym_name = "all_used"}> ({
  ^bb0(%arg10: i32):
    %6:2 = "scf.while"(%arg10) ({
    ^bb0(%arg13: i32):
      %7 = "test.cond"(%arg13) : (i32) -> i1
      %8 = "test.wide"(%arg13) : (i32) -> i64
      "scf.condition"(%7, %arg13, %8) : (i1, i32, i64) -> ()
    }, {
    ^bb0(%arg11: i32, %arg12: i64):
      "scf.yield"(%arg11) : (i32) -> ()
    }) : (i32) -> (i32, i64)
    "func.return"(%6#1) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f64, i64) -> i32, sym_name = "unused_args"}> ({
  ^bb0(%arg5: i32, %arg6: f64, %arg7: i64):
    %2 = "scf.while"(%arg5) ({
    ^bb0(%arg9: i32):
      %5 = "test.cond"(%arg9) : (i32) -> i1
      "scf.condition"(%5, %arg9) : (i1, i32) -> ()
    }, {
    ^bb0(%arg8: i32):
      %3 = "test.next"(%arg8) : (i32) -> i32
      %4 = "test.f"() : () -> f64
      "scf.yield"(%3) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f64) -> i32, sym_name = "all_args_used"}> ({
  ^bb0(%arg0: i32, %arg1: f64):
    %0 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg3: i32, %arg4: f64):
      %1 = "test.cond"(%arg3, %arg4) : (i32, f64) -> i1
      "scf.condition"(%1, %arg3) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      "scf.yield"(%arg2, %arg1) : (i32, f64) -> ()
    }) : (i32, f64) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
