"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, f32, f32), sym_name = "multi_result"}> ({
    %7:3 = "test.three_result"() <{kind = 1 : i64}> : () -> (i32, f32, f32) loc("drr_variadic.mlir":3:10)
    %8:2 = "test.two_result"() <{kind = 5 : i64}> : () -> (i32, f32) loc("drr_variadic.mlir":4:10)
    %9 = "test.one_result1"() <{kind = 4 : i64}> : () -> f32 loc("drr_variadic.mlir":5:8)
    %10:2 = "test.another_two_result"() <{kind = 3 : i64}> : () -> (f32, f32) loc("drr_variadic.mlir":6:10)
    %11 = "test.one_result3"(%8#1) : (f32) -> i32 loc("drr_variadic.mlir":7:8)
    "func.return"(%11, %10#1, %9) : (i32, f32, f32) -> () loc("drr_variadic.mlir":8:3)
  }) : () -> () loc("drr_variadic.mlir":2:1)
  "func.func"() <{function_type = (i32, f32, i32) -> (), sym_name = "variadic_in"}> ({
  ^bb0(%arg3: i32 loc("drr_variadic.mlir":10:24), %arg4: f32 loc("drr_variadic.mlir":10:36), %arg5: i32 loc("drr_variadic.mlir":10:48)):
    "test.mixed_variadic_in1"(%arg4) : (f32) -> () loc("drr_variadic.mlir":11:3)
    "test.mixed_variadic_in1"(%arg3, %arg4, %arg5) : (i32, f32, i32) -> () loc("drr_variadic.mlir":12:3)
    "test.mixed_variadic_in2"(%arg3, %arg3, %arg4, %arg5, %arg5) : (i32, i32, f32, i32, i32) -> () loc("drr_variadic.mlir":13:3)
    "test.mixed_variadic_in4"(%arg3, %arg5, %arg3) <{attr1 = 0 : i32}> : (i32, i32, i32) -> () loc("drr_variadic.mlir":14:3)
    "test.mixed_variadic_in5"(%arg3, %arg5, %arg3) <{attr1 = 1 : i32, pattern_name = "MatchVariadic"}> : (i32, i32, i32) -> () loc("drr_variadic.mlir":15:3)
    "test.mixed_variadic_optional_in7"(%arg3, %arg5, %arg3) <{attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 1>}> : (i32, i32, i32) -> () loc("drr_variadic.mlir":16:3)
    "test.mixed_variadic_optional_in7"(%arg3, %arg5) <{attr1 = 2 : i32, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> () loc("drr_variadic.mlir":17:3)
    "func.return"() : () -> () loc("drr_variadic.mlir":18:3)
  }) : () -> () loc("drr_variadic.mlir":10:1)
  "func.func"() <{function_type = () -> (f32, i32, f32, i32, i32, i32, f32, i32, i32), sym_name = "variadic_out"}> ({
    %3 = "test.mixed_variadic_out1"() : () -> f32 loc("drr_variadic.mlir":21:8)
    %4:3 = "test.mixed_variadic_out1"() : () -> (i32, f32, i32) loc("drr_variadic.mlir":22:10)
    %5:5 = "test.mixed_variadic_out2"() {resultSegmentSizes = array<i32: 2, 1, 2>} : () -> (i32, i32, f32, i32, i32) loc("drr_variadic.mlir":23:10)
    %6 = "test.mixed_variadic_in3"(%5#0, %5#1, %5#3) <{count = 1 : i32}> : (i32, i32, i32) -> i32 loc("drr_variadic.mlir":24:8)
    "func.return"(%3, %4#0, %4#1, %4#2, %5#0, %5#1, %5#2, %5#3, %5#4) : (f32, i32, f32, i32, i32, i32, f32, i32, i32) -> () loc("drr_variadic.mlir":25:3)
  }) : () -> () loc("drr_variadic.mlir":20:1)
  "func.func"() <{function_type = (i32, i32, i32) -> (i32, i32, i32), sym_name = "one_variadic"}> ({
  ^bb0(%arg0: i32 loc("drr_variadic.mlir":27:25), %arg1: i32 loc("drr_variadic.mlir":27:37), %arg2: i32 loc("drr_variadic.mlir":27:49)):
    %0 = "test.one_variadic_out_one_variadic_in1"(%arg0) : (i32) -> i32 loc("drr_variadic.mlir":28:8)
    %1:2 = "test.one_variadic_out_one_variadic_in1"(%arg0, %arg1) : (i32, i32) -> (i32, i32) loc("drr_variadic.mlir":29:10)
    %2:3 = "test.one_variadic_out_one_variadic_in2"(%arg0, %arg1, %arg2) : (i32, i32, i32) -> (i32, i32, i32) loc("drr_variadic.mlir":30:10)
    "func.return"(%0, %1#1, %2#2) : (i32, i32, i32) -> () loc("drr_variadic.mlir":31:3)
  }) : () -> () loc("drr_variadic.mlir":27:1)
}) : () -> () loc("drr_variadic.mlir":0:0)
