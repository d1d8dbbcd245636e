"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%x: i32):
  %r:2 = "memref.alloca_scope"() ({
    "memref.alloca_scope.return"(%x) : (i32) -> ()
  }) : () -> (i32, i32)
  "func.return"() : () -> ()
}) : () -> ()
