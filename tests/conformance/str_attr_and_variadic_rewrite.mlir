"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i64, f32, f32) -> (), sym_name = "misc"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32, %arg4: f32):
    "test.no_str_value"() <{value = "bar"}> : () -> ()
    "test.variadic_rewrite_src_op"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 2, 1, 2>}> : (i32, i32, i64, f32, f32) -> ()
    "test.variadic_rewrite_src_op"(%arg2) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i64) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
