// test-opt: --top-down
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "fused_td"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_a"(%arg0) <{attr = 1 : i32}> : (i32) -> i32 loc("inner")
    %1 = "test.op_a"(%0) <{attr = 2 : i32}> : (i32) -> i32 loc("outer")
    %2 = "test.op_a"(%1) <{attr = 3 : i32}> : (i32) -> i32 loc("outermost")
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
