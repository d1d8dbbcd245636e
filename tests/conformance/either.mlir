"builtin.module"() ({
  "func.func"() <{function_type = (i32, i16, i8) -> (), sym_name = "either"}> ({
  ^bb0(%arg0: i32, %arg1: i16, %arg2: i8):
    %0 = "test.either_op_a"(%arg0, %arg1, %arg2) : (i32, i16, i8) -> i32
    %1 = "test.either_op_a"(%arg1, %arg0, %arg2) : (i16, i32, i8) -> i32
    %2 = "test.either_op_b"(%arg0, %arg0) : (i32, i32) -> i32
    %3 = "test.either_op_b"(%arg1, %arg1) : (i16, i16) -> i32
    %4 = "test.either_op_a"(%3, %2, %arg2) : (i32, i32, i8) -> i32
    %5 = "test.either_op_c"(%arg1, %arg0) <{attr = 0 : i32}> : (i16, i32) -> i32
    %6 = "test.either_op_c"(%arg0, %arg1) <{attr = 3 : i32}> : (i32, i16) -> i32
    %7 = "test.either_helper_op_a"(%arg0) : (i32) -> i32
    %8 = "test.either_helper_op_b"(%arg0) : (i32) -> i32
    %9 = "test.either_op_b"(%8, %7) : (i32, i32) -> i32
    %10 = "test.either_op_a"(%arg0, %arg0, %arg2) : (i32, i32, i8) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
