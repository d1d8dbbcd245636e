// greedy: none
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "m"}> ({
  ^bb0(%arg0: i32, %cond: i1):
    "foo.cond_br"(%cond)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:
    "foo.use"(%arg0) : (i32) -> ()
    "foo.br"()[^bb3] : () -> ()
  ^bb2:
    "foo.use"(%arg0) : (i32) -> ()
    "foo.br"()[^bb3] : () -> ()
  ^bb3:
    "func.return"() : () -> ()
  ^bb4:
    "foo.use"(%arg0) : (i32) -> ()
    "foo.br"()[^bb3] : () -> ()
  }) : () -> ()
}) : () -> ()
