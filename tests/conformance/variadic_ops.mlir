"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32) -> (i32, i32, i32, f32, i32, i32), sym_name = "variadic"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32):
    "test.one_variadic_out_one_variadic_in1"() : () -> ()
    %0:2 = "test.one_variadic_out_one_variadic_in1"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
    "test.mixed_variadic_in1"(%arg0, %arg1, %arg2, %arg1, %arg0) : (i32, i32, f32, i32, i32) -> ()
    "test.mixed_variadic_in1"(%arg2) : (f32) -> ()
    %1:3 = "test.mixed_variadic_out1"() : () -> (i32, f32, i32)
    %2 = "test.one_i32_out"() : () -> i32
    "func.return"(%0#0, %0#1, %1#0, %1#1, %1#2, %2) : (i32, i32, i32, f32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
