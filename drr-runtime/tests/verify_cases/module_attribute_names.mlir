"builtin.module"() ({
  "t.x"() : () -> ()
}) {foo = 1 : i32, t.ok} : () -> ()
