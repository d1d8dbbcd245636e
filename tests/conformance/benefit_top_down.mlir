// test-opt: --top-down
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "benefit_td"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.op_g"(%arg0) : (i32) -> i32
    %1 = "test.op_g"(%0) : (i32) -> i32
    %2 = "test.op_g"(%1) : (i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
