"t.a"() {m = affine_map<(d0, d1) -> ((d0 - d0) * d1, d1 floordiv (d0 * 0 + 2), d1 mod d0)>} : () -> ()
