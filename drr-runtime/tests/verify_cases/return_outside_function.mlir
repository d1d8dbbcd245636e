"builtin.module"() ({
  "t.wrap"() ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
