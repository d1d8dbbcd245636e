"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i32, i8, i8, i64, i64, f32, f32) -> (), sym_name = "rnd"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i32, %arg3: i8, %arg4: i8, %arg5: i64, %arg6: i64, %arg7: f32, %arg8: f32):
    %v1 = "test.either_op_a"(%arg0, %arg2, %arg3) : (i16, i32, i8) -> i32 loc(fused["b", "loc1"])
    "test.variadic_rewrite_src_op"(%arg5) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i64) -> () loc(fused["a", "c"])
    %v2:2 = "test.native_code_call4"(%arg3) : (i8) -> (i32, i32) loc("loc1")
    %v3 = "test.i64_enum_attr"() <{attr = 4294967296 : i64}> : () -> i32
    %v4 = "test.either_op_b"(%arg1, %arg1) : (i16, i16) -> i32
    "foo.use"(%v4, %arg8) : (i32, f32) -> ()
    %v5:2 = "test.one_variadic_out_one_variadic_in1"(%v4, %v4) : (i32, i32) -> (i32, i32) loc(fused["loc2", "b"])
    "foo.use"(%v2#1, %arg2) : (i32, i32) -> ()
    "test.variadic_rewrite_src_op"(%v4, %v5#1, %arg5, %arg8, %arg7) <{operandSegmentSizes = array<i32: 2, 1, 2>}> : (i32, i32, i64, f32, f32) -> ()
    "foo.use"(%arg2, %arg1, %v4) : (i32, i16, i32) -> ()
    "test.many_arguments"(%v5#1, %v4, %v5#1, %v4, %v5#1, %v5#1, %v2#1, %v3, %v5#1) <{attr1 = 42 : i64, attr2 = 1 : i64, attr3 = 2 : i64, attr4 = 3 : i64, attr5 = 4 : i64, attr6 = 5 : i64, attr7 = 6 : i64, attr8 = 7 : i64, attr9 = 8 : i64}> : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    "foo.region"() ({
      %v6 = "test.symbol_binding_a"(%v5#1) <{attr = 9 : i64}> : (i32) -> i32
      "test.no_str_value"() <{value = "bar"}> : () -> () loc("a")
      "foo.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
