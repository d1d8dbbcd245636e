// Resource keys are byte strings: quoted keys may escape any byte.
// A blob of alignment 0 passes MLIR's check (`align && !isPowerOf2`).
"t.op"() {a = dense_resource<"\FF"> : tensor<1xi32>, b = dense_resource<"a b"> : tensor<1xi32>, c = dense_resource<"\C3\A9"> : tensor<1xi32>, d = dense_resource<zero> : tensor<0xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      "\FF": "0x0400000001000000",
      "a b": "0x0400000002000000",
      "\C3\A9": "0x0400000003000000",
      zero: "0x00000000"
    }
  },
  external_resources: { ext: { "\FD": "x", "k\00": true } }
#-}
