"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "named"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_a"(%arg0) <{attr = 7 : i32}> : (i32) -> i32 loc("only")
    %1 = "test.op_b"(%0) <{attr = 8 : i32}> : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
