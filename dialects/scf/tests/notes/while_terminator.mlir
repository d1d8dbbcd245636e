"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "scf.while"(%a) ({
  ^bb0(%x: i32):
    "scf.yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%y: i32):
    "scf.yield"(%y) : (i32) -> ()
  }) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
