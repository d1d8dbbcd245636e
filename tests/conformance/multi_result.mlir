"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, f32, f32, i32, f32, f32, i32, f32, f32), sym_name = "multi"}> ({
    %0:3 = "test.three_result"() <{kind = 1 : i64}> : () -> (i32, f32, f32)
    %1:3 = "test.three_result"() <{kind = 2 : i64}> : () -> (i32, f32, f32)
    %2:3 = "test.three_result"() <{kind = 3 : i64}> : () -> (i32, f32, f32)
    "func.return"(%0#0, %0#1, %0#2, %1#0, %1#1, %1#2, %2#0, %2#1, %2#2) : (i32, f32, f32, i32, f32, f32, i32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()
