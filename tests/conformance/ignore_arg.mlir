"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, f32, i64) -> (), sym_name = "ignore"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: i64):
    "test.ignore_arg_match_src"(%arg0, %arg1, %arg2) <{d = 1 : i64, e = "x", f = 3 : i8}> : (i32, i32, i32) -> ()
    "test.ignore_arg_match_src"(%arg0, %arg1, %arg3) <{d = 1 : i64, e = 2 : i64, f = 3 : i64}> : (i32, i32, f32) -> ()
    "test.ignore_arg_match_src"(%arg0, %arg1, %arg2) <{d = 1 : i32, e = 2 : i64, f = 3 : i64}> : (i32, i32, i32) -> ()
    "test.ignore_arg_match_src"(%arg4, %arg3, %arg2) <{d = 9 : i64, e, f = "kept"}> : (i64, f32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
