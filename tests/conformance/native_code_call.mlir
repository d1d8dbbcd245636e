"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "ncc"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "test.native_code_call1"(%arg0, %arg1) <{attr1 = 1 : i64, attr2 = 2 : i64, choice = true}> : (i32, i32) -> i32
    %1 = "test.native_code_call1"(%arg0, %arg1) <{attr1 = 1 : i64, attr2 = 2 : i64, choice = false}> : (i32, i32) -> i32
    %2 = "test.native_code_call3"(%arg1) : (i32) -> i32 loc("ncc3")
    "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
