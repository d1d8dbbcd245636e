"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32), sym_name = "props_defaults"}> ({
    %0 = "test.prop_pattern_op_1"() <{tag = "a", val = 4}> : () -> i32
    %1 = "test.prop_pattern_op_1"() <{tag = "b", val = 255 : i8, cond = 0 : i1}> : () -> i32
    %2 = "test.prop_pattern_op_1"() <{tag = "c", val = 9223372036854775807 : i64}> : () -> i32
    %3 = "test.prop_pattern_op_1"() <{val = 3 : index, cond = true}> {tag = "ignored"} : () -> i32
    "test.prop_pattern_op_2"(%3) <{tag = "x"}> : (i32) -> ()
    %4 = "test.prop_pattern_op_1"() <{tag = "e", val = 7, cond = true}> : () -> i32
    "test.prop_pattern_op_2"(%4) : (i32) -> ()
    "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
