"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "inter"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "test.interleaved_operand_attr1"(%arg1, %arg0) <{attr1 = 3 : i64, attr2 = -4 : i64}> : (i32, i32) -> ()
    "test.many_arguments"(%arg0, %arg1, %arg0, %arg1, %arg0, %arg1, %arg0, %arg1, %arg0) <{attr1 = 42 : i64, attr2 = 1 : i64, attr3 = 2 : i64, attr4 = 3 : i64, attr5 = 4 : i64, attr6 = 5 : i64, attr7 = 6 : i64, attr8 = 7 : i64, attr9 = 8 : i64}> : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    "test.many_arguments"(%arg0, %arg1, %arg0, %arg1, %arg0, %arg1, %arg0, %arg1, %arg0) <{attr1 = 41 : i64, attr2 = 1 : i64, attr3 = 2 : i64, attr4 = 3 : i64, attr5 = 4 : i64, attr6 = 5 : i64, attr7 = 6 : i64, attr8 = 7 : i64, attr9 = 8 : i64}> : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
