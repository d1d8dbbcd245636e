"builtin.module"() ({
  %0 = "test.x"() : () -> !async<  tokn>
}) : () -> ()
