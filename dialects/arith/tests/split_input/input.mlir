"func.func"() <{function_type = (i32) -> i32, sym_name = "add_zero"}> ({
^bb0(%arg0: i32):
  %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "func.return"(%1) : (i32) -> ()
}) : () -> ()

// ----- // (the rest of the line is the next chunk's: a comment here)

"func.func"() <{function_type = () -> i32, sym_name = "fold"}> ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "func.return"(%2) : (i32) -> ()
}) : () -> ()
// ----
// A near miss (four dashes): the text stays in this chunk.
"func.func"() <{function_type = () -> i32, sym_name = "bad_type"}> ({
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
  // -----
"func.func"() <{function_type = () -> (), sym_name = "parse_error"}> ({
  "func.return"(%undefined) : (i32) -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = (i1) -> i1, sym_name = "last"}> ({
^bb0(%arg0: i1):
  %0 = "arith.xori"(%arg0, %arg0) : (i1, i1) -> i1
  "func.return"(%0) : (i1) -> ()
}) : () -> ()
