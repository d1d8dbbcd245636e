"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32), sym_name = "fan"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_g"(%arg0) : (i32) -> i32
    %1 = "test.op_g"(%0) : (i32) -> i32
    %2 = "test.op_g"(%0) : (i32) -> i32
    %3 = "test.op_a"(%0) <{attr = 3 : i32}> : (i32) -> i32
    %4 = "test.symbol_binding_a"(%1) <{attr = 1 : i64}> : (i32) -> i32
    "func.return"(%1, %2, %3, %4) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
