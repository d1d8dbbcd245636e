"builtin.module"() ({
  "func.func"() <{function_type = (i32, i8) -> (i32, i32, i32, i32), sym_name = "bind"}> ({
  ^bb0(%arg0: i32, %arg1: i8):
    %0 = "test.op_k"() : () -> i32
    %1:2 = "test.native_code_call4"(%0) : (i32) -> (i32, i32)
    %2:2 = "test.native_code_call4"(%arg1) : (i8) -> (i32, i32)
    %3:2 = "test.native_code_call4"(%arg0) : (i32) -> (i32, i32)
    %4:2 = "test.native_code_call6"(%arg0, %0) : (i32, i32) -> (i32, i32)
    "func.return"(%1#0, %2#1, %3#1, %4#1) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
