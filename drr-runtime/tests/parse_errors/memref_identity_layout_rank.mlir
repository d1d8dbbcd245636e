"t.a"() : () -> memref<42xi8, affine_map<(d0, d1) -> (d0, d1)>>
