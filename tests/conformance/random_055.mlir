"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "rnd"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %v1 = "test.source_op"(%arg0) <{tag = 55 : i32}> : (i1) -> i64 loc(fused["b", "loc2"])
    %v2 = "test.either_op_b"(%arg1, %arg1) : (i32, i32) -> i32 loc(fused["x", "b"])
    "foo.use"(%arg0, %v1) : (i1, i64) -> ()
    %v3 = "test.constant"() <{value = 2 : i32}> : () -> i32 loc(fused["b", "a"])
    %v4 = "test.match_op_attribute1"() <{default_valued_attr = 3 : i32, more_attr = 4 : i32, optional_attr = 2 : i32, required_attr = 1 : i32}> : () -> i32 loc("loc1")
    %v5:2 = "test.native_code_call6"(%arg1, %arg1) : (i32, i32) -> (i32, i32) loc(fused["loc1", "x"])
    "foo.use"(%arg0) : (i1) -> ()
    "test.any_attr_of_i32_str"() <{attr = 0 : i32}> : () -> () loc("a")
    %v6:2 = "test.one_variadic_out_one_variadic_in1"(%v5#1, %v5#1) : (i32, i32) -> (i32, i32)
    %v7 = "test.op_a"(%v5#1) <{attr = 7 : i32}> : (i32) -> i32
    "foo.use"(%v3, %v4) : (i32, i32) -> ()
    %v8 = "test.op_m"(%v2) <{optional_attr = 5 : i32}> : (i32) -> i32
    "test.no_str_value"() <{value = "bar"}> : () -> () loc("loc2")
    "foo.region"() ({
      %v9:2 = "test.native_code_call4"(%v5#0) : (i32) -> (i32, i32) loc(fused["a", "c"])
      "foo.region"() ({
        %v10 = "test.op_r"(%v9#1, %v9#1) : (i32, i32) -> i32 loc(fused["x", "loc1"])
        "test.mixed_variadic_in4"(%v9#0, %v10, %v10) <{attr1 = 2 : i32}> : (i32, i32, i32) -> ()
        "foo.use"(%arg1, %v6#0, %v9#1) : (i32, i32, i32) -> ()
        %v11 = "test.native_code_call1"(%v10, %v9#0) <{attr1 = 1 : i64, attr2 = 2 : i64, choice = true}> : (i32, i32) -> i32
        "foo.use"(%arg1, %v11, %v5#1) : (i32, i32, i32) -> ()
        "foo.yield"() : () -> ()
      }) : () -> ()
      "foo.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
