"builtin.module"() ({
  "func.sub"() : () -> ()
}) : () -> ()
