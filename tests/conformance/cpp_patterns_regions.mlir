"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "cpp"}> ({
  ^bb0(%arg0: i32):
    "test.any_attr_of_i32_str"() <{attr = 0 : i32}> : () -> ()
    "test.any_attr_of_i32_str"() <{attr = 5 : i32}> : () -> ()
    "test.any_attr_of_i32_str"() <{attr = "s"}> : () -> ()
    "test.one_region_op"() ({
      %4 = "foo.maybe_eligible_op"() : () -> i32
      "foo.yield"(%4) : (i32) -> ()
    }) : () -> ()
    "test.one_region_op"() ({
      %3 = "foo.other_op"() : () -> i32
      "foo.yield"(%3) : (i32) -> ()
    }) : () -> ()
    %0 = "test.constant"() <{value = 4 : i32}> : () -> i32
    %1 = "test.constant"() <{value = 4 : i32}> : () -> i32
    %2 = "foo.use"(%0, %1) : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
