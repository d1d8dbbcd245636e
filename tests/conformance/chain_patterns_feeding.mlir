"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "chain"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_c"(%arg0) : (i32) -> i32 loc("c0")
    %1 = "test.op_g"(%0) : (i32) -> i32
    %2 = "test.op_g"(%1) : (i32) -> i32
    %3 = "test.op_n"(%2, %2) : (i32, i32) -> i32
    %4 = "test.op_p"(%3, %arg0, %3, %3, %arg0, %0) : (i32, i32, i32, i32, i32, i32) -> i32
    %5 = "test.op_n"(%arg0, %4) : (i32, i32) -> i32
    "func.return"(%5, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
