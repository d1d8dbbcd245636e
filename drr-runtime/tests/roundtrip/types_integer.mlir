"builtin.module"() ({
  %0:6 = "t.ints"() : () -> (i1, i8, i16, i32, i64, i128) loc("types_integer.mlir":2:1)
  %1:4 = "t.odd"() : () -> (i3, i17, i7, i1024) loc("types_integer.mlir":3:1)
  %2:4 = "t.signed"() : () -> (si8, si32, si1, si64) loc("types_integer.mlir":4:1)
  %3:4 = "t.unsigned"() : () -> (ui8, ui64, ui1, ui16) loc("types_integer.mlir":5:1)
  %4 = "t.index"() : () -> index loc("types_integer.mlir":6:1)
  "t.args"() ({
  ^bb0(%arg0: i1 loc("types_integer.mlir":8:6), %arg1: si8 loc("types_integer.mlir":8:14), %arg2: ui64 loc("types_integer.mlir":8:23), %arg3: index loc("types_integer.mlir":8:33), %arg4: i17 loc("types_integer.mlir":8:44)):
    "t.use"(%arg0, %arg1, %arg2, %arg3, %arg4) : (i1, si8, ui64, index, i17) -> () loc("types_integer.mlir":9:3)
  }) : () -> () loc("types_integer.mlir":7:1)
  "t.typeattrs"() {a = i1, b = si16, c = ui32, d = index, e = i128} : () -> () loc("types_integer.mlir":11:1)
}) : () -> () loc("types_integer.mlir":0:0)
