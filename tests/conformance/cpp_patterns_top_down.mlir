// test-opt: --top-down --max-iterations=2
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "cpp_td"}> ({
  ^bb0(%arg0: i32):
    "test.any_attr_of_i32_str"() <{attr = -3 : i32}> : () -> ()
    "test.one_region_op"() ({
      %1 = "foo.maybe_eligible_op"() : () -> i32
      "foo.yield"(%1) : (i32) -> ()
    }) : () -> ()
    %0 = "test.op_a"(%arg0) <{attr = 1 : i32}> : (i32) -> i32 loc("td")
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
