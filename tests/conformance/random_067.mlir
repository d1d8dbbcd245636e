"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, f32, i32, i32, i8, i8) -> (), sym_name = "rnd"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: i32, %arg4: i32, %arg5: i8, %arg6: i8):
    %v1 = "test.i64_enum_attr"() <{attr = 5 : i64}> : () -> i32 loc(fused["c", "b"])
    "foo.use"(%arg4, %arg2) : (i32, f32) -> ()
    "test.ignore_arg_match_src"(%arg1, %arg2, %v1) <{d = 9 : i64, e, f = "kept"}> : (i64, f32, i32) -> ()
    %v2 = "test.one_i32_out"() : () -> i32 loc("b")
    "foo.use"(%v1, %arg3, %arg6) : (i32, i32, i8) -> ()
    %v3 = "test.either_op_a"(%arg4, %arg4, %arg5) : (i32, i32, i8) -> i32
    "foo.use"(%arg3, %v3, %arg0) : (i32, i32, i64) -> ()
    "foo.region"() ({
      %v4 = "test.loc_src"(%v3) : (i32) -> i32 loc(fused["c", "loc2"])
      "test.mixed_variadic_in1"(%v4, %v2, %arg2, %v1, %v2) : (i32, i32, f32, i32, i32) -> ()
      "test.float_elements_attr"() <{scalar_f32_attr = dense<[3.000000e+00, 4.000000e+00]> : tensor<2xf32>, tensor_f64_attr = dense<1.500000e+00> : tensor<4x8xf64>}> : () -> ()
      %v5 = "test.either_op_a"(%v2, %v1, %arg6) : (i32, i32, i8) -> i32
      "foo.use"(%arg2, %arg1) : (f32, i64) -> ()
      %v6:2 = "test.native_code_call4"(%v5) : (i32) -> (i32, i32)
      "foo.use"(%v2, %v1, %arg2) : (i32, i32, f32) -> ()
      %v7 = "test.symbol_binding_a"(%arg3) <{attr = 9 : i64}> : (i32) -> i32
      %v8:3 = "test.three_result"() <{kind = 1 : i64}> : () -> (i32, f32, f32) loc("loc1")
      "foo.yield"() : () -> ()
    }) : () -> ()
    %v9 = "test.op_s"(%v1) <{value = 5 : i32}> : (i32) -> i32
    "foo.use"(%arg1, %v1, %v9) : (i64, i32, i32) -> ()
    %v10 = "test.either_helper_op_b"(%arg4) : (i32) -> i32
    "test.interleaved_operand_attr1"(%v10, %v1) <{attr1 = 3 : i64, attr2 = -4 : i64}> : (i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
