"t.a"() : () -> ()
{-#
  dialect_resources: {
    test: {
      e: "0x0400000001",
      f: true
    }
  }
#-}
