"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> (i32, i32, i32), sym_name = "nested_eq"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    %0 = "test.op_p"(%arg0, %arg1, %arg2, %arg2, %arg2, %arg2) : (i32, i32, i32, i32, i32, i32) -> i32
    %1 = "test.op_n"(%arg1, %0) : (i32, i32) -> i32
    %2 = "test.op_n"(%arg0, %0) : (i32, i32) -> i32
    %3 = "test.op_n"(%arg2, %arg0) : (i32, i32) -> i32
    %4 = "test.op_n"(%3, %arg0) : (i32, i32) -> i32
    %5 = "test.op_n"(%3, %arg1) : (i32, i32) -> i32
    "func.return"(%1, %4, %5) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
