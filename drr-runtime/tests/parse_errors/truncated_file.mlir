"builtin.module"() ({
  "t.a"() ({
    "t.b"() : () -> ()
