// test-opt: --max-iterations=1
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "maxit"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_c"(%arg0) : (i32) -> i32
    %1 = "test.op_g"(%0) : (i32) -> i32
    %2 = "test.op_g"(%1) : (i32) -> i32
    %3 = "test.native_code_call1"(%2, %arg0) <{attr1 = 1 : i64, attr2 = 2 : i64, choice = false}> : (i32, i32) -> i32
    "func.return"(%3, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
