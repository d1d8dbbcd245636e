"builtin.module"() ({
  %0 = "t.x"() : () -> i32
  "builtin.module"(%0) ({
  ^bb0:
  }) : (i32) -> ()
}) : () -> ()
