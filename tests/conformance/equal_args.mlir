"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, f32) -> (i32, i32, i32), sym_name = "eq"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32):
    %0 = "test.op_n"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "test.op_n"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "test.op_p"(%arg0, %arg1, %arg0, %arg0, %arg1, %arg2) : (i32, i32, i32, i32, i32, i32) -> i32
    %3 = "test.op_p"(%arg0, %arg1, %arg0, %arg1, %arg1, %arg2) : (i32, i32, i32, i32, i32, i32) -> i32
    %4 = "test.op_q"(%arg0, %arg0) : (i32, i32) -> i32
    %5 = "test.op_q"(%arg0, %arg3) : (i32, f32) -> i32
    %6 = "test.op_o"(%2) : (i32) -> i32
    "func.return"(%0, %4, %5) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
