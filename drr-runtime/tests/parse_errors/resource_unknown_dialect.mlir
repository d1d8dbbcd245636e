"t.a"() : () -> ()
{-#
  dialect_resources: {
    foo: {
      e: "0x0400000001"
    }
  }
#-}
