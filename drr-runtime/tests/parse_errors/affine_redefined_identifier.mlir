"t.a"() {m = affine_map<(i, j, i) -> (i)>} : () -> ()
