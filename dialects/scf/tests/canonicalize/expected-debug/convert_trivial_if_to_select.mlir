"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32, i32), sym_name = "to_select"}> ({
  ^bb0(%arg1: i1 loc("cases/convert_trivial_if_to_select.mlir":5:22), %arg2: i32 loc("cases/convert_trivial_if_to_select.mlir":5:30), %arg3: i32 loc("cases/convert_trivial_if_to_select.mlir":5:39)):
    %3 = "arith.select"(%arg1, %arg2, %arg3) : (i1, i32, i32) -> i32 loc("cases/convert_trivial_if_to_select.mlir":6:10)
    %4 = "scf.if"(%arg1) ({
      %6 = "test.then"() : () -> i32 loc("cases/convert_trivial_if_to_select.mlir":7:10)
      "scf.yield"(%6) : (i32) -> () loc("cases/convert_trivial_if_to_select.mlir":8:5)
    }, {
      %5 = "test.else"() : () -> i32 loc("cases/convert_trivial_if_to_select.mlir":10:10)
      "scf.yield"(%5) : (i32) -> () loc("cases/convert_trivial_if_to_select.mlir":11:5)
    }) : (i1) -> i32 loc("cases/convert_trivial_if_to_select.mlir":6:10)
    "func.return"(%3, %4, %arg3) : (i32, i32, i32) -> () loc("cases/convert_trivial_if_to_select.mlir":13:3)
  }) : () -> () loc("cases/convert_trivial_if_to_select.mlir":5:1)
  "func.func"() <{function_type = (i1) -> i32, sym_name = "all_inside"}> ({
  ^bb0(%arg0: i1 loc("cases/convert_trivial_if_to_select.mlir":15:23)):
    %0 = "scf.if"(%arg0) ({
      %2 = "test.then"() : () -> i32 loc("cases/convert_trivial_if_to_select.mlir":17:10)
      "scf.yield"(%2) : (i32) -> () loc("cases/convert_trivial_if_to_select.mlir":18:5)
    }, {
      %1 = "test.else"() : () -> i32 loc("cases/convert_trivial_if_to_select.mlir":20:10)
      "scf.yield"(%1) : (i32) -> () loc("cases/convert_trivial_if_to_select.mlir":21:5)
    }) : (i1) -> i32 loc("cases/convert_trivial_if_to_select.mlir":16:8)
    "func.return"(%0) : (i32) -> () loc("cases/convert_trivial_if_to_select.mlir":23:3)
  }) : () -> () loc("cases/convert_trivial_if_to_select.mlir":15:1)
}) : () -> () loc("cases/convert_trivial_if_to_select.mlir":0:0)
