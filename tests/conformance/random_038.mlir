// test-opt: --top-down
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i32, f32) -> (), sym_name = "rnd"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: f32):
    %v1 = "test.source_op"(%arg1) <{tag = 55 : i32}> : (i1) -> i64
    %v2 = "test.op_n"(%arg2, %arg2) : (i32, i32) -> i32
    %v3 = "test.constant"() <{value = 9 : i32}> : () -> i32
    "foo.region"() ({
      %v4 = "test.source_op"(%v3) <{tag = 66 : i32}> : (i32) -> i1
      "foo.region"() ({
        "test.any_attr_of_i32_str"() <{attr = 0 : i32}> : () -> ()
        "foo.yield"() : () -> ()
      }) : () -> ()
      %v5 = "test.i64_enum_attr"() <{attr = 4294967296 : i64}> : () -> i32 loc("c")
      %v6 = "test.either_helper_op_a"(%v2) : (i32) -> i32 loc(fused["a", "loc1"])
      "foo.use"(%v2, %v1) : (i32, i64) -> ()
      %v7 = "test.constant"() <{value = 3 : i64}> : () -> i64
      "foo.use"(%arg2) : (i32) -> ()
      "foo.yield"() : () -> ()
    }) : () -> ()
    "test.many_arguments"(%v3, %v3, %v3, %arg2, %v3, %v3, %v3, %v3, %arg2) <{attr1 = 42 : i64, attr2 = 1 : i64, attr3 = 2 : i64, attr4 = 3 : i64, attr5 = 4 : i64, attr6 = 5 : i64, attr7 = 6 : i64, attr8 = 7 : i64, attr9 = 8 : i64}> : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    "foo.use"(%arg0, %v3) : (i1, i32) -> ()
    "test.mixed_variadic_in1"(%arg3) : (f32) -> ()
    "foo.region"() ({
      %v8 = "test.op_n"(%arg2, %arg2) : (i32, i32) -> i32
      %v9 = "test.op_a"(%v8) <{attr = 2 : i32}> : (i32) -> i32
      "foo.use"(%arg1, %v8) : (i1, i32) -> ()
      "test.many_arguments"(%v3, %v3, %v8, %v9, %v3, %v9, %v9, %v3, %v3) <{attr1 = 42 : i64, attr2 = 1 : i64, attr3 = 2 : i64, attr4 = 3 : i64, attr5 = 4 : i64, attr6 = 5 : i64, attr7 = 6 : i64, attr8 = 7 : i64, attr9 = 8 : i64}> : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
      "foo.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
