"t.a"() : () -> ()
{-#
  external_resources: { g: { x: 1 } }
#-}
