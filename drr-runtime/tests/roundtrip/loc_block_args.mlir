"builtin.module"() <{sym_name = "named_module"}> ({
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg2: i32 loc("arg_a"), %arg3: f32 loc(fused["x", "y"])):
    "cf.br"(%arg2)[^bb1] : (i32) -> () loc("br")
  ^bb1(%0: i32 loc("f.mlir":3:4)):  // pred: ^bb0
    "cf.br"(%0, %arg3)[^bb2] : (i32, f32) -> () loc(unknown)
  ^bb2(%1: i32 loc(unknown), %2: f32 loc("loc_block_args.mlir":8:30)):  // pred: ^bb1
    "func.return"(%1) : (i32) -> () loc(callsite("ret" at "caller"))
  }) : () -> () loc("func_loc")
  "t.region"() ({
  ^bb0(%arg0: index loc("x"), %arg1: index loc("loc_block_args.mlir":12:28)):
    "t.use"(%arg0, %arg1) : (index, index) -> () loc("use")
  }) {attr = 1 : i32} : () -> () loc("region_op":1:1 to 2:2)
}) : () -> () loc("the_module")
