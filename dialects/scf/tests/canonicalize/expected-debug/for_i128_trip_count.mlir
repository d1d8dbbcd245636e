"builtin.module"() ({
  "func.func"() <{function_type = (i128) -> (), sym_name = "use_i128", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_i128_trip_count.mlir":13:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_huge_unsigned"}> ({
    %8 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":15:9)
    %9 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":16:9)
    %10 = "arith.constant"() <{value = 3 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":17:8)
    "scf.for"(%8, %9, %10) <{unsignedCmp}> ({
    ^bb0(%arg4: i128 loc("cases/for_i128_trip_count.mlir":18:20)):
      "func.call"(%arg4) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":19:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":18:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":18:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":21:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":14:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_two_iterations"}> ({
    %5 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":24:9)
    %6 = "arith.constant"() <{value = -1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":25:9)
    %7 = "arith.constant"() <{value = 85070591730234615865843651857942052864 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":26:8)
    "scf.for"(%5, %6, %7) <{unsignedCmp}> ({
    ^bb0(%arg3: i128 loc("cases/for_i128_trip_count.mlir":27:20)):
      "func.call"(%arg3) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":28:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":27:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":27:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":30:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":23:1)
  "func.func"() <{function_type = () -> (), sym_name = "inlined_one_iteration"}> ({
    %4 = "arith.constant"() <{value = -2 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":33:9)
    "func.call"(%4) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":37:5)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":39:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":32:1)
  "func.func"() <{function_type = () -> (), sym_name = "removed_signed_overflow"}> ({
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":48:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":41:1)
  "func.func"() <{function_type = (i128) -> i128, sym_name = "empty_body_i16"}> ({
  ^bb0(%arg2: i128 loc("cases/for_i128_trip_count.mlir":50:27)):
    "func.return"(%arg2) : (i128) -> () loc("cases/for_i128_trip_count.mlir":57:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":50:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_count_2_pow_64"}> ({
    %1 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":60:9)
    %2 = "arith.constant"() <{value = 18446744073709551616 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":61:9)
    %3 = "arith.constant"() <{value = 1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":62:8)
    "scf.for"(%1, %2, %3) ({
    ^bb0(%arg1: i128 loc("cases/for_i128_trip_count.mlir":63:11)):
      "func.call"(%arg1) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":64:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":63:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":63:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":66:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":59:1)
  "func.func"() <{function_type = () -> (), sym_name = "inlined_count_2_pow_64_plus_1"}> ({
    %0 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":69:9)
    "func.call"(%0) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":73:5)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":75:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":68:1)
  "func.func"() <{function_type = (i128) -> i128, sym_name = "empty_body_all_ones"}> ({
  ^bb0(%arg0: i128 loc("cases/for_i128_trip_count.mlir":77:32)):
    "func.return"(%arg0) : (i128) -> () loc("cases/for_i128_trip_count.mlir":84:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":77:1)
}) : () -> () loc("cases/for_i128_trip_count.mlir":0:0)
