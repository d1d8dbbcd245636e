"t.a"() {m = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 > 0)>} : () -> ()
