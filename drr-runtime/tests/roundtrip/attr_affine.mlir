"builtin.module"() ({
  "t.maps"() {a = affine_map<(d0, d1) -> (d1, d0)>, b = affine_map<(d0)[s0] -> (d0 + s0)>, c = affine_map<() -> ()>, d = affine_map<() -> (0)>, e = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1 * 4 - 3, d1 floordiv 2, (d0 ceildiv 3) mod 5)>, f = affine_map<(d0) -> (d0)>, g = affine_map<(d0)[s0] -> (-d0, d0 * -2, -d0 + s0)>, h = affine_map<(d0, d1) -> (d0 + d1 * 2 + 7)>} : () -> () loc("attr_affine.mlir":2:1)
  "t.sets"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, b = affine_set<(d0, d1) : (d0 - 1 >= 0, -d1 + 10 >= 0)>, c = affine_set<() : (0 == 0)>, d = affine_set<(d0) : (1 == 0)>} : () -> () loc("attr_affine.mlir":3:1)
  "t.strided"() {a = strided<[1]>, b = strided<[?, 1], offset: ?>, c = strided<[8, 2], offset: 3>, d = strided<[]>, e = strided<[]>} : () -> () loc("attr_affine.mlir":4:1)
  %0:2 = "t.in_types"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>, memref<8xf32, strided<[2], offset: 1>>) loc("attr_affine.mlir":5:1)
}) : () -> () loc("attr_affine.mlir":0:0)
