// greedy: none
"builtin.module"() ({
  %x = "arith.addi"(%y, %y) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %y = "arith.addi"(%x, %x) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %z = "arith.muli"(%w, %w) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %w = "foo.source"(%z) : (i32) -> i32
}) : () -> ()
