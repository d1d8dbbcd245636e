"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64, f32) -> (f32, i32, i64), sym_name = "permuted"}> ({
  ^bb0(%arg17: i32, %arg18: i64, %arg19: f32):
    %6:3 = "scf.while"(%arg17, %arg18, %arg19) ({
    ^bb0(%arg23: i32, %arg24: i64, %arg25: f32):
      %10 = "test.cond"(%arg23, %arg24) : (i32, i64) -> i1
      "scf.condition"(%10, %arg23, %arg24, %arg25) : (i1, i32, i64, f32) -> ()
    }, {
    ^bb0(%arg20: i32, %arg21: i64, %arg22: f32):
      %7 = "test.next"(%arg20) : (i32) -> i32
      %8 = "test.next2"(%arg21) : (i64) -> i64
      %9 = "test.next3"(%arg22) : (f32) -> f32
      "scf.yield"(%7, %8, %9) : (i32, i64, f32) -> ()
    }) : (i32, i64, f32) -> (i32, i64, f32)
    "func.return"(%6#2, %6#0, %6#1) : (f32, i32, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i64) -> (i32, i64), sym_name = "in_order"}> ({
  ^bb0(%arg11: i32, %arg12: i64):
    %4:2 = "scf.while"(%arg11, %arg12) ({
    ^bb0(%arg15: i32, %arg16: i64):
      %5 = "test.cond"(%arg15, %arg16) : (i32, i64) -> i1
      "scf.condition"(%5, %arg15, %arg16) : (i1, i32, i64) -> ()
    }, {
    ^bb0(%arg13: i32, %arg14: i64):
      "scf.yield"(%arg13, %arg14) : (i32, i64) -> ()
    }) : (i32, i64) -> (i32, i64)
    "func.return"(%4#0, %4#1) : (i32, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "twice"}> ({
  ^bb0(%arg5: i32, %arg6: i32):
    %2:2 = "scf.while"(%arg5, %arg6) ({
    ^bb0(%arg9: i32, %arg10: i32):
      %3 = "test.cond"(%arg9, %arg10) : (i32, i32) -> i1
      "scf.condition"(%3, %arg10, %arg10) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg7: i32, %arg8: i32):
      "scf.yield"(%arg7, %arg8) : (i32, i32) -> ()
    }) : (i32, i32) -> (i32, i32)
    "func.return"(%2#0, %2#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "not_all"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg3: i32, %arg4: i32):
      %1 = "test.cond"(%arg3, %arg4) : (i32, i32) -> i1
      "scf.condition"(%1, %arg4) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      "scf.yield"(%arg2, %arg2) : (i32, i32) -> ()
    }) : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
