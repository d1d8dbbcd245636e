"builtin.module"() ({
  "t.use"(%late) : (i32) -> ()
  %late = "t.def"() : () -> i32
  "t.graph"() ({
    "t.use"(%inner) : (i32) -> ()
    %inner = "t.def"() : () -> i32
  }) : () -> ()
}) : () -> ()
