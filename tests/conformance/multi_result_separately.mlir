"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, f32, f32, i32, f32, i32, f32, f32), sym_name = "multi2"}> ({
    %0:3 = "test.three_result"() <{kind = 4 : i64}> : () -> (i32, f32, f32) loc("k4")
    %1:2 = "test.two_result"() <{kind = 5 : i64}> : () -> (i32, f32)
    %2:2 = "test.two_result"() <{kind = 5 : i64}> : () -> (i32, f32)
    %3:3 = "test.three_result"() <{kind = 6 : i64}> : () -> (i32, f32, f32) loc("k6")
    "func.return"(%0#0, %0#1, %0#2, %1#0, %2#1, %3#0, %3#1, %3#2) : (i32, f32, f32, i32, f32, i32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()
