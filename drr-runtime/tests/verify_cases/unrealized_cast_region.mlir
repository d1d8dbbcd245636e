"builtin.module"() ({
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32
  "builtin.unrealized_conversion_cast"() ({
  }) : () -> ()
}) : () -> ()
