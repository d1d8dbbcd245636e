// greedy: fold=false cse-constants=false debuginfo
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "n"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("mul")
    %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("c1")
    %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc("c2")
    %c1b = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("c1b")
    %1 = "arith.addi"(%c1, %c2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("add")
    %2 = "arith.addi"(%1, %c1b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("add2")
    "func.return"(%2) : (i32) -> () loc("ret")
  }) : () -> () loc("n")
}) : () -> () loc("m")
