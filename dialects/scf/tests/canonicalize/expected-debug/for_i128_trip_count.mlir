"builtin.module"() ({
  "func.func"() <{function_type = (i128) -> (), sym_name = "use_i128", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_i128_trip_count.mlir":10:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_huge_unsigned"}> ({
    %4 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":12:9)
    %5 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":13:9)
    %6 = "arith.constant"() <{value = 3 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":14:8)
    "scf.for"(%4, %5, %6) <{unsignedCmp}> ({
    ^bb0(%arg2: i128 loc("cases/for_i128_trip_count.mlir":15:20)):
      "func.call"(%arg2) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":16:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":15:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":15:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":18:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":11:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_two_iterations"}> ({
    %1 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":21:9)
    %2 = "arith.constant"() <{value = -1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":22:9)
    %3 = "arith.constant"() <{value = 85070591730234615865843651857942052864 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":23:8)
    "scf.for"(%1, %2, %3) <{unsignedCmp}> ({
    ^bb0(%arg1: i128 loc("cases/for_i128_trip_count.mlir":24:20)):
      "func.call"(%arg1) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":25:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":24:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":24:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":27:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":20:1)
  "func.func"() <{function_type = () -> (), sym_name = "inlined_one_iteration"}> ({
    %0 = "arith.constant"() <{value = -2 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":30:9)
    "func.call"(%0) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":34:5)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":36:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":29:1)
  "func.func"() <{function_type = () -> (), sym_name = "removed_signed_overflow"}> ({
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":45:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":38:1)
  "func.func"() <{function_type = (i128) -> i128, sym_name = "empty_body_i16"}> ({
  ^bb0(%arg0: i128 loc("cases/for_i128_trip_count.mlir":47:27)):
    "func.return"(%arg0) : (i128) -> () loc("cases/for_i128_trip_count.mlir":54:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":47:1)
}) : () -> () loc("cases/for_i128_trip_count.mlir":0:0)
