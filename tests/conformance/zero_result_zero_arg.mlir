"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "zero"}> ({
  ^bb0(%arg0: i32):
    "test.op_h"(%arg0) : (i32) -> ()
    %0 = "test.op_j"() : () -> i32
    %1 = "test.op_j"() : () -> i32 loc("j")
    "test.op_h"(%1) : (i32) -> () loc("h")
    "func.return"(%0, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
