// test-opt: --max-iterations=2
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i16, i8, i8) -> (), sym_name = "rnd"}> ({
  ^bb0(%arg0: i32, %arg1: i16, %arg2: i8, %arg3: i8):
    "foo.region"() ({
      "test.mixed_variadic_in4"(%arg0, %arg0, %arg0) <{attr1 = 1 : i32}> : (i32, i32, i32) -> ()
      "foo.use"(%arg2, %arg1) : (i8, i16) -> ()
      %v1 = "other.pure_maybe"() : () -> i32
      %v2 = "test.either_op_a"(%arg1, %arg0, %arg2) : (i16, i32, i8) -> i32
      "test.mixed_variadic_optional_in7"(%arg0, %v2, %v1) <{attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 1>}> : (i32, i32, i32) -> ()
      "foo.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
