"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32), sym_name = "attrs"}> ({
    %0 = "test.match_op_attribute1"() <{default_valued_attr = 3 : i32, more_attr = 4 : i32, optional_attr = 2 : i32, required_attr = 1 : i32}> : () -> i32
    %1 = "test.match_op_attribute1"() <{default_valued_attr = 42 : i32, more_attr = 4 : i32, required_attr = 5 : i32}> : () -> i32
    %2 = "test.match_op_attribute1"() <{default_valued_attr = 42 : i32, more_attr = 3 : i32, optional_attr = 7 : i32, required_attr = 6 : i32}> : () -> i32
    %3 = "test.match_op_attribute3"() <{attr}> : () -> i32
    %4 = "test.match_op_attribute3"() : () -> i32
    %5 = "test.op_c"(%4) : (i32) -> i32 loc("c")
    "func.return"(%0, %1, %2, %3, %4, %5) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
