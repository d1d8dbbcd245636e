"t.a"() : () -> ()
{-#
  dialect_resources: { builtin: { b: "0x0400000005" } }
