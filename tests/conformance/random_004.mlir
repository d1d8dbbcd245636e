"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i8, i8, i16, i16, f32, f32) -> (), sym_name = "rnd"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i8, %arg3: i8, %arg4: i16, %arg5: i16, %arg6: f32, %arg7: f32):
    %v1 = "test.match_op_attribute1"() <{default_valued_attr = 42 : i32, more_attr = 4 : i32, required_attr = 5 : i32}> : () -> i32
    %v2:3 = "test.mixed_variadic_out1"() : () -> (i32, f32, i32)
    "foo.use"(%arg5, %v2#0) : (i16, i32) -> ()
    "foo.region"() ({
      %v3 = "test.native_code_call1"(%v2#0, %v1) <{attr1 = 1 : i64, attr2 = 2 : i64, choice = true}> : (i32, i32) -> i32 loc("x")
      %v4 = "test.op_m"(%v3) : (i32) -> i32 loc("b")
      %v5 = "test.op_d"(%v2#0) : (i32) -> i32
      "foo.use"(%v2#1) : (f32) -> ()
      %v6 = "test.source_op"(%arg2) <{tag = 44 : i32}> : (i8) -> i32
      %v7:3 = "test.mixed_variadic_out1"() : () -> (i32, f32, i32)
      %v8 = "test.i32_enum_attr"() <{attr = 10 : i32}> : () -> i32
      %v9 = "test.either_op_a"(%arg4, %arg1, %arg3) : (i16, i32, i8) -> i32
      "foo.yield"() : () -> ()
    }) : () -> ()
    "test.ignore_arg_match_src"(%v2#2, %v2#2, %v1) <{d = 1 : i32, e = 2 : i64, f = 3 : i64}> : (i32, i32, i32) -> ()
    %v10 = "test.op_m"(%v1) <{optional_attr = 5 : i32}> : (i32) -> i32 loc("b")
    "foo.use"(%v1) : (i32) -> ()
    "test.mixed_variadic_in1"(%v2#0, %v10, %v2#1, %v2#0, %v2#0) : (i32, i32, f32, i32, i32) -> ()
    "foo.use"(%v10, %arg1) : (i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
