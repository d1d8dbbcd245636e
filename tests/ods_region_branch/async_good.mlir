"func.func"() <{function_type = (!async.value<i32>) -> !async.value<i32>, sym_name = "f"}> ({
^bb0(%v: !async.value<i32>):
  %t, %r = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: i32):
    "async.yield"(%a) : (i32) -> ()
  }) : (!async.value<i32>) -> (!async.token, !async.value<i32>)
  "func.return"(%r) : (!async.value<i32>) -> ()
}) : () -> ()
