"builtin.module"() ({
  "func.return"() : () -> () loc("named")
}) : () -> ()
