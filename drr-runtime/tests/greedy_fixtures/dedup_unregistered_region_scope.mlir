// greedy: debuginfo
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "h"}> ({
  ^bb0(%arg0: i32):
    %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("c1a")
    %0 = "arith.addi"(%arg0, %c1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("add0")
    %c1b = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("c1b")
    %1 = "arith.addi"(%0, %c1b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("add1")
    %2 = "arith.muli"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("mul")
    "foo.region"() ({
      %c1c = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("c1c")
      %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc("c2")
      %3 = "arith.addi"(%c1c, %c2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("add3")
      "foo.use"(%3, %2) : (i32, i32) -> () loc("use")
      "foo.terminator"() : () -> () loc("term")
    }) : () -> () loc("region")
    "func.return"(%1) : (i32) -> () loc("ret")
  }) : () -> () loc("h")
}) : () -> () loc("m")
