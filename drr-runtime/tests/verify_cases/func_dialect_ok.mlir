"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i64, sym_name = "main"}> ({
  ^bb0(%a: i32):
    %0 = "func.call"(%a) <{callee = @ext}> : (i32) -> i32
    %1 = "func.constant"() <{value = @ext}> : () -> ((i32) -> i32)
    %2 = "func.call_indirect"(%1, %0) : ((i32) -> i32, i32) -> i32
    %3 = "builtin.unrealized_conversion_cast"(%2) : (i32) -> i64
    "func.return"(%3) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
