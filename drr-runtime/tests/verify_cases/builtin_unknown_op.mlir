"builtin.module"() ({
  "builtin.sub"() : () -> ()
}) : () -> ()
