// test-opt: --top-down
"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32, i64) -> (), sym_name = "rnd"}> ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: i64):
    "test.ignore_arg_match_src"(%arg0, %arg0, %arg1) <{d = 1 : i64, e = 2 : i64, f = 3 : i64}> : (i32, i32, f32) -> ()
    %v1 = "test.symbol_binding_a"(%arg0) <{attr = 7 : i64}> : (i32) -> i32
    "test.variadic_rewrite_src_op"(%v1, %arg0, %arg2, %arg1, %arg1) <{operandSegmentSizes = array<i32: 2, 1, 2>}> : (i32, i32, i64, f32, f32) -> ()
    "test.prop_pattern_op_2"(%arg0) <{tag = ""}> : (i32) -> () loc(fused["loc2", "b"])
    %v2 = "test.constant"() <{value = 1 : i32}> : () -> i32
    %v3 = "test.constant"() <{value = 9 : i32}> : () -> i32
    "foo.use"(%arg0, %arg1, %v1) : (i32, f32, i32) -> ()
    %v4 = "test.either_helper_op_a"(%v1) : (i32) -> i32
    "foo.region"() ({
      %v5 = "test.op_n"(%v4, %v2) : (i32, i32) -> i32 loc(fused["x", "b"])
      "foo.use"(%v4) : (i32) -> ()
      "foo.region"() ({
        %v6:2 = "test.two_result"() <{kind = 5 : i64}> : () -> (i32, f32) loc(fused["b", "a"])
        "test.any_attr_of_i32_str"() <{attr = 0 : i32}> : () -> ()
        "test.mixed_variadic_in6"(%v6#0, %v6#0, %v4, %v4) <{attr1 = 1 : i32}> : (i32, i32, i32, i32) -> ()
        "foo.yield"() : () -> ()
      }) : () -> ()
      "foo.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
