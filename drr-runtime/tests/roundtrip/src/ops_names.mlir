// Operation names are printed as escaped string literals (same escaping as string attributes).
"t.we ird"() : () -> ()
"t.q\"uote"() : () -> ()
"noprefix"() : () -> ()
"t.nl\n"() : () -> ()
"t.ünï"() : () -> ()
"t.a.b.c"() : () -> ()
"t.UPPER_case$1"() : () -> ()
"t.back\\slash"() : () -> ()
"t.everything"() <{p = 1 : i8}> ({
  "t.inner"() : () -> ()
}) {d = 2 : i8} : () -> ()
