// greedy: top-down debuginfo
"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "unreachable"}> ({
  ^bb0(%arg0: i64):
    %c0 = "arith.constant"() <{value = 0 : i64}> : () -> i64 loc("c0")
    %0 = "arith.addi"(%arg0, %c0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64 loc("add0")
    "func.return"(%0) : (i64) -> () loc("ret")
  ^bb1:
    %c1 = "arith.constant"() <{value = 1 : i64}> : () -> i64 loc("c1")
    %add = "arith.addi"(%add, %c1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64 loc("self")
    "foo.br"(%add)[^bb2] : (i64) -> () loc("br")
  ^bb2(%x: i64):
    "func.return"(%x) : (i64) -> () loc("ret2")
  }) : () -> () loc("f")
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg0: i32):
    %c7 = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc("outer7")
    %r = "foo.isolated_like"() ({
      %c7i = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc("inner7")
      %c8 = "arith.constant"() <{value = 8 : i32}> : () -> i32 loc("inner8")
      %s = "arith.addi"(%c7i, %c8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("inner_add")
      "foo.yield"(%s) : (i32) -> () loc("inner_yield")
    }) : () -> i32 loc("iso")
    %t = "arith.addi"(%r, %c7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("outer_add")
    %c7b = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc("outer7b")
    %u = "arith.addi"(%t, %c7b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("outer_add2")
    "func.return"(%u) : (i32) -> () loc("ret3")
  }) : () -> () loc("g")
}) : () -> () loc("m")
