"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "pass"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.unknown_op"(%arg0) {x = 1 : i64} : (i32) -> i32
    %1 = "other.op"(%0) ({
    ^bb0(%arg1: i32):
      %3 = "test.op_a"(%arg1) <{attr = 5 : i32}> : (i32) -> i32 loc("deep")
      "other.yield"(%3) : (i32) -> ()
    }) : (i32) -> i32
    %2 = "other.pure_maybe"() : () -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
