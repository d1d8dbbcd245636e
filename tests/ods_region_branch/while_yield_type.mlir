"func.func"() <{function_type = (i32, i1, i64) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %c: i1, %b: i64):
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    "scf.condition"(%c, %x) : (i1, i32) -> ()
  }, {
  ^bb0(%y: i32):
    "scf.yield"(%b) : (i64) -> ()
  }) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
