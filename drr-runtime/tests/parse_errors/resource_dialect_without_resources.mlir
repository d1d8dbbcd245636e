"t.a"() : () -> ()
{-#
  dialect_resources: {
    arith: {
      e: "0x0400000001"
    }
  }
#-}
