// Locations on block arguments (entry and non-entry blocks), on region-holding ops, and on an explicit module.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "f"}> ({
  ^bb0(%a: i32 loc("arg_a"), %b: f32 loc(fused["x", "y"])):
    "cf.br"(%a)[^bb1] : (i32) -> () loc("br")
  ^bb1(%c: i32 loc("f.mlir":3:4)):
    "cf.br"(%c, %b)[^bb2] : (i32, f32) -> () loc(unknown)
  ^bb2(%d: i32 loc(unknown), %e: f32):
    "func.return"(%d) : (i32) -> () loc(callsite("ret" at "caller"))
  }) : () -> () loc("func_loc")
  "t.region"() ({
  ^bb0(%x: index loc("x"), %y: index):
    "t.use"(%x, %y) : (index, index) -> () loc("use")
  }) {attr = 1 : i32} : () -> () loc("region_op":1:1 to 2:2)
}) {sym_name = "named_module"} : () -> () loc("the_module")
