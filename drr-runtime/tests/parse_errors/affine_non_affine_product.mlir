"t.a"() {m = affine_map<(d0, d1) -> (d0 * 2, (d0 + d1 - d0) * d1)>} : () -> ()
