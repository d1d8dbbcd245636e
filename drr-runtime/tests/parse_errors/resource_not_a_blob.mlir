"t.a"() : () -> ()
{-#
  dialect_resources: { builtin: { b: true } }
#-}
