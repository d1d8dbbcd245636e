"builtin.module"() ({
  "t.w"() ({
  ^bb0:
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "func.call"() <{callee = @g}> : () -> ()
  }) : () -> ()
}) : () -> ()
