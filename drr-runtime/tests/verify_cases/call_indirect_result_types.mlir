"builtin.module"() ({
  "func.func"() <{function_type = ((i32) -> i64, i32) -> (), sym_name = "f"}> ({
  ^bb0(%a: (i32) -> i64, %b: i32):
    %0 = "func.call_indirect"(%a, %b) : ((i32) -> i64, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
