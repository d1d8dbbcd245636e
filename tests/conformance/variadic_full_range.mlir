"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32) -> (), sym_name = "vfull"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32):
    "test.mixed_variadic_in6"(%arg0, %arg1, %arg2, %arg3) <{attr1 = 1 : i32}> : (i32, i32, i32, i32) -> ()
    "test.mixed_variadic_in6"(%arg0, %arg1, %arg2, %arg3) <{attr1 = 2 : i32}> : (i32, i32, i32, i32) -> ()
    "test.mixed_variadic_in6"(%arg0, %arg1, %arg2, %arg3, %arg0, %arg1) <{attr1 = 1 : i32}> : (i32, i32, i32, i32, i32, i32) -> ()
    "test.mixed_variadic_optional_in7"(%arg0, %arg1, %arg2) <{attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 1>}> : (i32, i32, i32) -> ()
    "test.mixed_variadic_optional_in7"(%arg0, %arg1) <{attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> ()
    "test.mixed_variadic_in5"(%arg0, %arg1, %arg2) <{attr1 = 7 : i32, pattern_name = "MatchInverseVariadic"}> : (i32, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
