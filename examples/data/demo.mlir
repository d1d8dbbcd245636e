"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "demo"}> ({
  ^bb0(%arg0: i32 loc("demo.mlir":2:10), %arg1: i32 loc("demo.mlir":2:20)):
    %0 = "demo.add"(%arg0, %arg0) : (i32, i32) -> i32 loc("demo.mlir":3:5)
    %1 = "demo.add"(%0, %arg1) : (i32, i32) -> i32 loc("demo.mlir":4:5)
    %2 = "demo.add"(%1, %1) : (i32, i32) -> i32 loc("demo.mlir":5:5)
    %3 = "demo.add"(%arg1, %arg0) : (i32, i32) -> i32 loc("demo.mlir":6:5)
    "func.return"(%2) : (i32) -> () loc("demo.mlir":7:5)
  }) : () -> () loc("demo.mlir":1:1)
}) : () -> () loc("demo.mlir":0:0)
