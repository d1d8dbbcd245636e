// RAW case (used verbatim): custom SSA value names, block labels, result groups and
// comments are all renumbered / dropped by the printer.
"builtin.module"() ({
  %foo = "t.a"() : () -> i32 loc(unknown)
  %bar:2, %baz = "t.b"(%foo) : (i32) -> (i32, i32, f32) loc(unknown)   // trailing comment
  "t.use"(%bar#1, %baz, %bar#0) : (i32, f32, i32) -> () loc(unknown)
  // a full-line comment
  "t.cfg"() ({
  ^entry(%x: i32 loc(unknown), %y_2: i32 loc(unknown)):
    "t.br"(%x)[^loop] : (i32) -> () loc(unknown)
  ^loop(%iv: i32 loc(unknown)):
    "t.br"(%iv)[^loop, ^exit] : (i32) -> () loc(unknown)
  ^exit:
    "t.ret"(%y_2) : (i32) -> () loc(unknown)
  }) : () -> () loc(unknown)
  %arg0 = "t.named_like_arg"() : () -> i32 loc(unknown)
  %42 = "t.numbered"(%arg0) : (i32) -> i32 loc(unknown)
  %0 = "t.zero"(%42) : (i32) -> i32 loc(unknown)
}) : () -> () loc(unknown)
