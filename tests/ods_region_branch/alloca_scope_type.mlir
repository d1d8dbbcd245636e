"func.func"() <{function_type = (i32) -> f32, sym_name = "f"}> ({
^bb0(%x: i32):
  %r = "memref.alloca_scope"() ({
    "memref.alloca_scope.return"(%x) : (i32) -> ()
  }) : () -> f32
  "func.return"(%r) : (f32) -> ()
}) : () -> ()
