"func.func"() <{function_type = (i32, i1) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %c: i1):
  %r = "scf.while"(%a) ({
  ^bb0(%x: i64):
    "scf.condition"(%c, %x) : (i1, i64) -> ()
  }, {
  ^bb0(%y: i64):
    "scf.yield"(%y) : (i64) -> ()
  }) : (i32) -> i64
  "func.return"() : () -> ()
}) : () -> ()
