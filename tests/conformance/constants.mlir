"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64) -> (i32, i32, i64, i32, i32), sym_name = "consts"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    %0 = "test.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "test.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "test.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "test.constant"() <{value = 3 : i64}> : () -> i64
    %4 = "test.op_r"(%arg0, %1) : (i32, i32) -> i32
    %5 = "test.op_r"(%0, %arg0) : (i32, i32) -> i32
    %6 = "test.op_r"(%arg1, %3) : (i64, i64) -> i64
    %7 = "test.op_r"(%arg0, %2) : (i32, i32) -> i32
    %8 = "test.op_s"(%0) <{value = 5 : i32}> : (i32) -> i32
    "func.return"(%4, %5, %6, %7, %8) : (i32, i32, i64, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
