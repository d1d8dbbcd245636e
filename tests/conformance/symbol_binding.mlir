"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "sym"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.symbol_binding_a"(%arg0) <{attr = 7 : i64}> : (i32) -> i32 loc("sa")
    %1 = "test.symbol_binding_a"(%arg0) <{attr = 8 : i64}> : (i32) -> i32
    %2 = "test.symbol_binding_a"(%arg0) <{attr = 9 : i64}> : (i32) -> i32
    "test.symbol_binding_no_result"(%arg0) : (i32) -> () loc("nr")
    "func.return"(%0, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
