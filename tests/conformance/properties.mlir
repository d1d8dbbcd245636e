"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "props"}> ({
    %0 = "test.prop_pattern_op_1"() <{cond = false, tag = "a", val = 4 : i64}> : () -> i32
    %1 = "test.prop_pattern_op_1"() <{cond = false, tag = "b", val = -4 : i64}> : () -> i32
    %2 = "test.prop_pattern_op_1"() <{cond = true, tag = "c", val = 4 : i64}> : () -> i32
    "test.prop_pattern_op_2"(%2) <{tag = "d"}> : (i32) -> ()
    "test.prop_pattern_op_2"(%2) <{tag = ""}> : (i32) -> ()
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
