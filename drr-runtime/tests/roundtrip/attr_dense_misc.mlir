"builtin.module"() ({
  "t.strings"() {a = dense<["a", "b\0A"]> : tensor<2x!t.str>, b = dense<"splat"> : tensor<3x!t.str>, c = dense<[["x", "y"], ["z", "w"]]> : tensor<2x2x!t.str>, d = dense<["", "\22q\22"]> : tensor<2x!t.str>, e = dense<"same"> : tensor<2x!t.str>, f = dense<"one"> : tensor<!t.str>} : () -> () loc("attr_dense_misc.mlir":2:1)
  "t.string_elt_types"() {b = dense<["x", "y"]> : tensor<2x!t.bytes<1>>} : () -> () loc("attr_dense_misc.mlir":3:1)
  "t.resource"() {a = dense_resource<blob1> : tensor<3xi32>, b = dense_resource<__elided__> : tensor<2xf32>, c = dense_resource<"quoted name"> : tensor<1xi8>} : () -> () loc("attr_dense_misc.mlir":4:1)
  "t.shapes"() {a = dense<5> : tensor<1x1x1x1xi32>, b = dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi32>, c = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00]]> : tensor<1x3xf32>} : () -> () loc("attr_dense_misc.mlir":5:1)
  "t.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<2xf32>, c = sparse<0, 1.500000e+00> : tensor<4xf32>, d = sparse<0, 7> : tensor<2xi8>, e = sparse<1, "x"> : tensor<2x2x!t.s>} : () -> () loc("attr_dense_misc.mlir":6:1)
}) : () -> () loc("attr_dense_misc.mlir":0:0)
