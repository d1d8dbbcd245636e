// `test.br` forwards its operands to its successor (the derived branch
// interface of `DeclareOpInterfaceMethods<BranchOpInterface>`).
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: f32, %arg1: f32):
    "test.br"(%arg0, %arg1)[^bb1] : (f32, f32) -> ()
  ^bb1(%0: f32, %1: f32):  // pred: ^bb0
    "foo.use"(%1) : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
