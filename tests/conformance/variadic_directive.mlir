"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32) -> (), sym_name = "vdir"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32):
    "test.mixed_variadic_in4"(%arg0, %arg1, %arg2) <{attr1 = 0 : i32}> : (i32, i32, i32) -> ()
    "test.mixed_variadic_in4"(%arg0, %arg2) <{attr1 = 0 : i32}> : (i32, i32) -> ()
    %0 = "test.mixed_variadic_in_out_i32"(%arg2) : (i32) -> i32
    %1 = "test.mixed_variadic_in_out_i32"(%arg3) : (i32) -> i32
    "test.mixed_variadic_in4"(%0, %1, %arg0) <{attr1 = 1 : i32}> : (i32, i32, i32) -> ()
    "test.mixed_variadic_in4"(%arg1, %arg1, %arg0) <{attr1 = 2 : i32}> : (i32, i32, i32) -> ()
    "test.mixed_variadic_in4"(%arg1, %arg2, %arg0) <{attr1 = 2 : i32}> : (i32, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
