"builtin.module"() ({
  "t.cfg"() ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.use"(%v) : (i32) -> ()
    %v = "t.def"() : () -> i32
    "t.end"() : () -> ()
  }) : () -> ()
}) : () -> ()
