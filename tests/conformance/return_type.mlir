"builtin.module"() ({
  "func.func"() <{function_type = (i64, i1, i8, i32) -> (i8, i8, i1, i32, i64, i1, i16), sym_name = "rt"}> ({
  ^bb0(%arg0: i64, %arg1: i1, %arg2: i8, %arg3: i32):
    %0 = "test.source_op"(%arg0) <{tag = 11 : i32}> : (i64) -> i8
    %1 = "test.source_op"(%arg1) <{tag = 22 : i32}> : (i1) -> i8
    %2 = "test.source_op"(%arg1) <{tag = 33 : i32}> : (i1) -> i1
    %3 = "test.source_op"(%arg2) <{tag = 44 : i32}> : (i8) -> i32
    %4 = "test.source_op"(%arg1) <{tag = 55 : i32}> : (i1) -> i64
    %5 = "test.source_op"(%arg3) <{tag = 66 : i32}> : (i32) -> i1
    %6 = "test.source_op"(%arg3) <{tag = 67 : i32}> : (i32) -> i16
    "func.return"(%0, %1, %2, %3, %4, %5, %6) : (i8, i8, i1, i32, i64, i1, i16) -> ()
  }) : () -> ()
}) : () -> ()
