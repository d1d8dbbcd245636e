"builtin.module"() ({
  "func.func"() <{}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
