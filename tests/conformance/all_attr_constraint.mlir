"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32, i32), sym_name = "allof"}> ({
    %0 = "test.all_attr_constraint_of1"() <{attr = [0, 1]}> : () -> i32
    %1 = "test.all_attr_constraint_of1"() <{attr = [0, 1, 5]}> : () -> i32
    %2 = "test.all_attr_constraint_of1"() <{attr = [1, 1]}> : () -> i32
    %3 = "test.all_attr_constraint_of1"() <{attr = [0, 0]}> : () -> i32
    "func.return"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
