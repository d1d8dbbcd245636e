"builtin.module"() ({
  "t.a"() {a = dense_resource<blob1> : tensor<2xi32>, b = [dense_resource<"quoted name"> : tensor<1xi8>]} : () -> ()
}) : () -> ()

// Resources: only the builtin blobs referred to are printed back.
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000200000003000000",
      unused: "0x0100000000",
      "quoted name": "0x01000000ff"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true,
      verify_each: false
    },
    other: {
      text: "a \"quoted\" string",
      hex: "0x0400000001020304"
    }
  }
#-}
