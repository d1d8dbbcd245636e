// greedy: top-down debuginfo
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "k"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("mul")
    %1 = "scf.execute_region"() ({
      %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("inner_c1")
      %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc("inner_c2")
      %2 = "arith.addi"(%c1, %c2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("inner_add")
      %3 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("inner_add2")
      "scf.yield"(%3) : (i32) -> () loc("yield")
    }) : () -> i32 loc("exec")
    %dead = "scf.execute_region"() ({
      %4 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("dead_mul")
      "scf.yield"(%4) : (i32) -> () loc("dead_yield")
    }) : () -> i32 loc("dead_exec")
    %c1o = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("outer_c1")
    %5 = "arith.addi"(%1, %c1o) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("outer_add")
    "func.return"(%5) : (i32) -> () loc("ret")
  }) : () -> () loc("k")
}) : () -> () loc("m")
