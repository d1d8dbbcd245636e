"builtin.module"() ({
^bb0:
  "t.x"() : () -> ()
^bb1:
  "t.x"() : () -> ()
}) : () -> ()
