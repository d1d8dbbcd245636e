"t.a"() {m = affine_map<(i, j)[s0] -> (i + s0, k)>} : () -> ()
