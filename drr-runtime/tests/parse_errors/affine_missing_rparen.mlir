"t.a"() {m = affine_map<(i, j)[s0] -> ((s0 + i, j)>} : () -> ()
