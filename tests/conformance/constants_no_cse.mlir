// test-opt: --no-cse-constants --no-fold
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "consts2"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "test.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "test.op_r"(%arg0, %0) : (i32, i32) -> i32
    %3 = "test.constant"() <{value = 9 : i32}> : () -> i32
    "func.return"(%2, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
