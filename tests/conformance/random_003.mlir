"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32, i1, i1, i16, i16) -> (), sym_name = "rnd"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i1, %arg4: i1, %arg5: i16, %arg6: i16):
    %v1 = "test.op_q"(%arg1, %arg2) : (i32, f32) -> i32
    "foo.region"() ({
      %v2 = "test.i32_enum_attr"() <{attr = 10 : i32}> : () -> i32 loc("b")
      "foo.use"(%arg5, %arg3, %arg6) : (i16, i1, i16) -> ()
      "foo.yield"() : () -> ()
    }) : () -> ()
    %v3 = "test.source_op"(%arg3) <{tag = 55 : i32}> : (i1) -> i64
    %v4 = "test.op_a"(%arg1) <{attr = 7 : i32}> : (i32) -> i32
    %v5 = "test.mixed_variadic_in_out_i32"(%v4) : (i32) -> i32
    "foo.use"(%v4, %arg1) : (i32, i32) -> ()
    "test.any_attr_of_i32_str"() <{attr = 5 : i32}> : () -> ()
    "foo.use"(%arg2, %arg6, %arg1) : (f32, i16, i32) -> ()
    "test.symbol_binding_no_result"(%v5) : (i32) -> () loc("loc2")
    %v6 = "test.constant"() <{value = 3 : i64}> : () -> i64
    %v7:3 = "test.three_result"() <{kind = 3 : i64}> : () -> (i32, f32, f32)
    %v8 = "test.either_op_c"(%v5, %arg6) <{attr = 3 : i32}> : (i32, i16) -> i32
    "foo.use"(%v1) : (i32) -> ()
    %v9 = "test.match_op_attribute3"() <{attr}> : () -> i32
    %v10 = "test.prop_pattern_op_1"() <{cond = false, tag = "a", val = 4 : i64}> : () -> i32
    "foo.use"(%v3) : (i64) -> ()
    %v11 = "test.i32_enum_attr"() <{attr = 5 : i32}> : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
