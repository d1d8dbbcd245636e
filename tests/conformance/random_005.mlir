"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "rnd"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "test.mixed_variadic_in6"(%arg1, %arg1, %arg1, %arg0, %arg1, %arg1) <{attr1 = 1 : i32}> : (i32, i32, i32, i32, i32, i32) -> ()
    "foo.use"(%arg0) : (i32) -> ()
    %v1 = "test.op_a"(%arg0) <{attr = 5 : i32}> : (i32) -> i32 loc(fused["c", "a"])
    "foo.use"(%arg1) : (i32) -> ()
    %v2 = "test.op_p"(%arg1, %v1, %v1, %v1, %v1, %arg0) : (i32, i32, i32, i32, i32, i32) -> i32 loc("x")
    %v3 = "test.op_o"(%v2) : (i32) -> i32
    %v4:2 = "test.one_variadic_out_one_variadic_in1"(%v3, %v1) : (i32, i32) -> (i32, i32)
    "foo.region"() ({
      "test.mixed_variadic_in4"(%v4#1, %v4#0, %v3) <{attr1 = 0 : i32}> : (i32, i32, i32) -> ()
      %v5 = "test.native_code_call1"(%v3, %v4#1) <{attr1 = 1 : i64, attr2 = 2 : i64, choice = false}> : (i32, i32) -> i32
      %v6 = "test.prop_pattern_op_1"() <{cond = false, tag = "a", val = 4 : i64}> : () -> i32 loc("b")
      "foo.use"(%v2, %v1, %v6) : (i32, i32, i32) -> ()
      "foo.region"() ({
        %v7:2 = "test.native_code_call6"(%v1, %v4#1) : (i32, i32) -> (i32, i32) loc("x")
        "foo.yield"() : () -> ()
      }) : () -> ()
      %v8 = "test.match_op_attribute3"() : () -> i32 loc(fused["x", "a"])
      "test.mixed_variadic_optional_in7"(%v5, %v8) <{attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> ()
      "foo.use"(%v1, %v5, %arg1) : (i32, i32, i32) -> ()
      "foo.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
