"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%x: i32):
  %r = "memref.alloca_scope"() ({
    "gpu.yield"(%x) : (i32) -> ()
  }) : () -> f32
  "func.return"() : () -> ()
}) : () -> ()
