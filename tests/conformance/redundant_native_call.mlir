"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32), sym_name = "opm"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_m"(%arg0) : (i32) -> i32
    %1 = "test.op_m"(%0) : (i32) -> i32
    %2 = "test.op_m"(%arg0) <{optional_attr = 5 : i32}> : (i32) -> i32
    "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
