"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32, i32), sym_name = "enums"}> ({
    %0 = "test.i32_enum_attr"() <{attr = 5 : i32}> : () -> i32
    %1 = "test.i32_enum_attr"() <{attr = 10 : i32}> : () -> i32
    %2 = "test.i64_enum_attr"() <{attr = 5 : i64}> : () -> i32
    %3 = "test.i64_enum_attr"() <{attr = 4294967296 : i64}> : () -> i32
    "func.return"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
