// test-opt: --no-fold
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i64, i64, f32) -> (), sym_name = "rnd"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: i64, %arg4: f32):
    "test.mixed_variadic_in4"(%arg0, %arg0, %arg1) <{attr1 = 2 : i32}> : (i32, i32, i32) -> ()
    "test.any_attr_of_i32_str"() <{attr = "s"}> : () -> ()
    "foo.use"(%arg4, %arg1, %arg0) : (f32, i32, i32) -> ()
    %v1:2 = "test.two_result"() <{kind = 5 : i64}> : () -> (i32, f32)
    "foo.use"(%v1#1, %arg1, %arg2) : (f32, i32, i64) -> ()
    %v2 = "test.i32_enum_attr"() <{attr = 10 : i32}> : () -> i32
    "test.variadic_rewrite_src_op"(%arg0, %v1#0, %arg3, %arg4, %v1#1) <{operandSegmentSizes = array<i32: 2, 1, 2>}> : (i32, i32, i64, f32, f32) -> () loc(fused["a", "b"])
    %v3 = "test.native_code_call1"(%v2, %v2) <{attr1 = 1 : i64, attr2 = 2 : i64, choice = true}> : (i32, i32) -> i32
    %v4 = "test.prop_pattern_op_1"() <{cond = false, tag = "b", val = -4 : i64}> : () -> i32 loc(fused["loc1", "b"])
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
