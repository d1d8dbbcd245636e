"builtin.module"() ({
  "func.return"() : () -> () // é
}) : () -> ()
