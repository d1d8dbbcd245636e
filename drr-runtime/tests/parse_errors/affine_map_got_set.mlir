"t.a"() {m = affine_map<(d0) : (d0 >= 0)>} : () -> ()
