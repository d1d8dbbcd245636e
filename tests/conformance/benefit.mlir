"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32), sym_name = "benefit"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_d"(%arg0) : (i32) -> i32
    %1 = "test.op_g"(%arg0) : (i32) -> i32
    %2 = "test.op_g"(%1) : (i32) -> i32
    %3 = "test.op_g"(%2) : (i32) -> i32
    %4 = "test.op_g"(%arg0) : (i32) -> i32
    "func.return"(%0, %2, %3, %4) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
