// greedy: max-iterations=2 debuginfo
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("t1.mlir":1:14)):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("x")
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("c1")
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc("c2")
    %3 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("s")
    %4 = "arith.addi"(%0, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("r")
    %5 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc("c3")
    %6 = "arith.addi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("r2")
    %7 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("dead")
    "func.return"(%6) : (i32) -> () loc("ret")
  }) : () -> () loc("t1.mlir":1:1)
}) : () -> () loc("t1.mlir":0:0)
