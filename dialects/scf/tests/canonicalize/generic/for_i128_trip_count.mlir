"builtin.module"() ({
  "func.func"() <{function_type = (i128) -> (), sym_name = "use_i128", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_i128_trip_count.mlir":10:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_huge_unsigned"}> ({
    %13 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":12:9)
    %14 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":13:9)
    %15 = "arith.constant"() <{value = 3 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":14:8)
    "scf.for"(%13, %14, %15) <{unsignedCmp}> ({
    ^bb0(%arg6: i128 loc("cases/for_i128_trip_count.mlir":15:20)):
      "func.call"(%arg6) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":16:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":15:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":15:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":18:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":11:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_two_iterations"}> ({
    %10 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":21:9)
    %11 = "arith.constant"() <{value = -1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":22:9)
    %12 = "arith.constant"() <{value = 85070591730234615865843651857942052864 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":23:8)
    "scf.for"(%10, %11, %12) <{unsignedCmp}> ({
    ^bb0(%arg5: i128 loc("cases/for_i128_trip_count.mlir":24:20)):
      "func.call"(%arg5) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":25:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":24:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":24:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":27:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":20:1)
  "func.func"() <{function_type = () -> (), sym_name = "inlined_one_iteration"}> ({
    %7 = "arith.constant"() <{value = -2 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":30:9)
    %8 = "arith.constant"() <{value = -1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":31:9)
    %9 = "arith.constant"() <{value = 7 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":32:8)
    "scf.for"(%7, %8, %9) <{unsignedCmp}> ({
    ^bb0(%arg4: i128 loc("cases/for_i128_trip_count.mlir":33:20)):
      "func.call"(%arg4) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":34:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":33:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":33:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":36:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":29:1)
  "func.func"() <{function_type = () -> (), sym_name = "removed_signed_overflow"}> ({
    %4 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":39:9)
    %5 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":40:9)
    %6 = "arith.constant"() <{value = 1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":41:8)
    "scf.for"(%4, %5, %6) ({
    ^bb0(%arg3: i128 loc("cases/for_i128_trip_count.mlir":42:11)):
      "func.call"(%arg3) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":43:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":42:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":42:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":45:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":38:1)
  "func.func"() <{function_type = (i128) -> i128, sym_name = "empty_body_i16"}> ({
  ^bb0(%arg0: i128 loc("cases/for_i128_trip_count.mlir":47:27)):
    %0 = "arith.constant"() <{value = -32768 : i16}> : () -> i16 loc("cases/for_i128_trip_count.mlir":48:9)
    %1 = "arith.constant"() <{value = 32767 : i16}> : () -> i16 loc("cases/for_i128_trip_count.mlir":49:9)
    %2 = "arith.constant"() <{value = 16384 : i16}> : () -> i16 loc("cases/for_i128_trip_count.mlir":50:8)
    %3 = "scf.for"(%0, %1, %2, %arg0) <{unsignedCmp}> ({
    ^bb0(%arg1: i16 loc("cases/for_i128_trip_count.mlir":51:25), %arg2: i128 loc("cases/for_i128_trip_count.mlir":51:59)):
      "scf.yield"(%arg0) : (i128) -> () loc("cases/for_i128_trip_count.mlir":52:5)
    }) : (i16, i16, i16, i128) -> i128 loc("cases/for_i128_trip_count.mlir":51:8)
    "func.return"(%3) : (i128) -> () loc("cases/for_i128_trip_count.mlir":54:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":47:1)
}) : () -> () loc("cases/for_i128_trip_count.mlir":0:0)
