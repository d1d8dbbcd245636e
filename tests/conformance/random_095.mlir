"builtin.module"() ({
  "func.func"() <{function_type = (i32, i16, i16, i8, i64, f32) -> (), sym_name = "rnd"}> ({
  ^bb0(%arg0: i32, %arg1: i16, %arg2: i16, %arg3: i8, %arg4: i64, %arg5: f32):
    %v1 = "test.prop_pattern_op_1"() <{cond = false, tag = "b", val = -4 : i64}> : () -> i32 loc(fused["loc2", "a"])
    "foo.use"(%arg5) : (f32) -> ()
    %v2 = "test.either_op_a"(%arg0, %arg1, %arg3) : (i32, i16, i8) -> i32
    %v3 = "test.op_j"() : () -> i32
    "foo.use"(%v2, %arg2, %arg1) : (i32, i16, i16) -> ()
    "test.mixed_variadic_in5"(%v1, %v1, %v1) <{attr1 = 7 : i32, pattern_name = "MatchInverseVariadic"}> : (i32, i32, i32) -> ()
    "test.mixed_variadic_in6"(%v3, %v2, %v2, %arg0) <{attr1 = 2 : i32}> : (i32, i32, i32, i32) -> ()
    "foo.use"(%arg4, %arg1) : (i64, i16) -> ()
    "test.ignore_arg_match_src"(%arg4, %arg5, %v2) <{d = 9 : i64, e, f = "kept"}> : (i64, f32, i32) -> ()
    %v4 = "test.match_op_attribute3"() : () -> i32
    "test.mixed_variadic_optional_in7"(%v4, %v1) <{attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> ()
    "foo.region"() ({
      "test.any_attr_of_i32_str"() <{attr = -3 : i32}> : () -> ()
      "foo.use"(%arg4, %v3, %arg2) : (i64, i32, i16) -> ()
      "test.interleaved_operand_attr1"(%v2, %v2) <{attr1 = 3 : i64, attr2 = -4 : i64}> : (i32, i32) -> ()
      "foo.use"(%arg2, %arg1, %arg5) : (i16, i16, f32) -> ()
      "foo.yield"() : () -> ()
    }) : () -> ()
    %v5 = "test.op_a"(%v4) <{attr = 3 : i32}> : (i32) -> i32
    "foo.use"(%v5, %arg0) : (i32, i32) -> ()
    %v6:3 = "test.three_result"() <{kind = 2 : i64}> : () -> (i32, f32, f32)
    "foo.region"() ({
      %v7 = "test.i32_enum_attr"() <{attr = 5 : i32}> : () -> i32 loc("b")
      %v8 = "test.either_op_a"(%arg0, %arg1, %arg3) : (i32, i16, i8) -> i32
      "foo.use"(%v6#0) : (i32) -> ()
      "foo.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
