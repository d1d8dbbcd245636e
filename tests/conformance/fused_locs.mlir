"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "fused"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "test.op_a"(%arg0) <{attr = 1 : i32}> : (i32) -> i32 loc("inner")
    %1 = "test.op_a"(%0) <{attr = 2 : i32}> : (i32) -> i32 loc("outer")
    %2 = "test.op_a"(%arg1) <{attr = 3 : i32}> : (i32) -> i32 loc(fused["x", "y"])
    %3 = "test.op_a"(%2) <{attr = 4 : i32}> : (i32) -> i32 loc("z")
    %4 = "test.op_a"(%3) <{attr = 5 : i32}> : (i32) -> i32 loc("w")
    "func.return"(%1, %4, %0) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
