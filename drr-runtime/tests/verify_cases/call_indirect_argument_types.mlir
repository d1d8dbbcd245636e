"builtin.module"() ({
  "func.func"() <{function_type = ((i32) -> i64, i64) -> (), sym_name = "f"}> ({
  ^bb0(%a: (i32) -> i64, %b: i64):
    %0 = "func.call_indirect"(%a, %b) : ((i32) -> i64, i64) -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
