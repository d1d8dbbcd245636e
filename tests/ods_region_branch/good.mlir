"func.func"() <{function_type = (i32, i1) -> (i32, i32), sym_name = "f"}> ({
^bb0(%a: i32, %c: i1):
  %s = "memref.alloca_scope"() ({
    "memref.alloca_scope.return"(%a) : (i32) -> ()
  }) : () -> i32
  %r = "scf.while"(%s) ({
  ^bb0(%x: i32):
    "scf.condition"(%c, %x) : (i1, i32) -> ()
  }, {
  ^bb0(%y: i32):
    "scf.yield"(%y) : (i32) -> ()
  }) : (i32) -> i32
  "memref.alloca_scope"() ({
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  "func.return"(%s, %r) : (i32, i32) -> ()
}) : () -> ()
