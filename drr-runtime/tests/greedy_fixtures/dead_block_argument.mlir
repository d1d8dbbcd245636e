// greedy: none
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg0: i32):
    %c = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %0 = "arith.addi"(%arg0, %c) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "foo.br"(%0, %0)[^bb2] : (i32, i32) -> ()
  ^bb1(%x: i32):
    %d = "arith.muli"(%x, %x) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "foo.br"(%d, %d)[^bb2] : (i32, i32) -> ()
  ^bb2(%y: i32, %z: i32):
    %e = "arith.muli"(%y, %y) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%y) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
