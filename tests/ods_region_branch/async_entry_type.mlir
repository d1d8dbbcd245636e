"func.func"() <{function_type = (!async.value<i32>) -> (), sym_name = "f"}> ({
^bb0(%v: !async.value<i32>):
  %t, %r = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: i64):
    "async.yield"(%a) : (i64) -> ()
  }) : (!async.value<i32>) -> (!async.token, !async.value<i64>)
  "func.return"() : () -> ()
}) : () -> ()
