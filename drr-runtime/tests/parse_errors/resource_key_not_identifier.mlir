"t.a"() : () -> ()
{-#
  dialect_resources: { builtin: { 1: "0x0400000005" } }
#-}
