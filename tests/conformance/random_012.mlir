// test-opt: --top-down
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i64, f32, i16, i16) -> (), sym_name = "rnd"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32, %arg4: i16, %arg5: i16):
    %v1:3 = "test.mixed_variadic_out1"() : () -> (i32, f32, i32)
    "test.mixed_variadic_in6"(%arg1, %v1#2, %arg0, %arg1) <{attr1 = 1 : i32}> : (i32, i32, i32, i32) -> ()
    "foo.use"(%arg5, %arg0) : (i16, i32) -> ()
    %v2 = "test.constant"() <{value = 9 : i32}> : () -> i32
    "test.variadic_rewrite_src_op"(%v1#0, %v1#0, %arg2, %v1#1, %v1#1) <{operandSegmentSizes = array<i32: 2, 1, 2>}> : (i32, i32, i64, f32, f32) -> () loc(fused["b", "x"])
    %v3 = "test.symbol_binding_a"(%arg1) <{attr = 8 : i64}> : (i32) -> i32 loc(fused["x", "loc2"])
    "foo.use"(%arg1, %v3, %v2) : (i32, i32, i32) -> ()
    %v4 = "test.loc_src"(%v1#2) : (i32) -> i32 loc("a")
    %v5 = "test.either_op_c"(%arg5, %arg1) <{attr = 0 : i32}> : (i16, i32) -> i32
    "foo.region"() ({
      "test.mixed_variadic_in6"(%v3, %v3, %v1#2, %v3, %v5, %v3) <{attr1 = 1 : i32}> : (i32, i32, i32, i32, i32, i32) -> () loc("x")
      "foo.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
