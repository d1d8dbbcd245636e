"builtin.module"() ({
  "func.func"() <{function_type = (i128) -> (), sym_name = "use_i128", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_i128_trip_count.mlir":13:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_huge_unsigned"}> ({
    %23 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":15:9)
    %24 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":16:9)
    %25 = "arith.constant"() <{value = 3 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":17:8)
    "scf.for"(%23, %24, %25) <{unsignedCmp}> ({
    ^bb0(%arg11: i128 loc("cases/for_i128_trip_count.mlir":18:20)):
      "func.call"(%arg11) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":19:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":18:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":18:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":21:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":14:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_two_iterations"}> ({
    %20 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":24:9)
    %21 = "arith.constant"() <{value = -1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":25:9)
    %22 = "arith.constant"() <{value = 85070591730234615865843651857942052864 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":26:8)
    "scf.for"(%20, %21, %22) <{unsignedCmp}> ({
    ^bb0(%arg10: i128 loc("cases/for_i128_trip_count.mlir":27:20)):
      "func.call"(%arg10) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":28:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":27:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":27:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":30:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":23:1)
  "func.func"() <{function_type = () -> (), sym_name = "inlined_one_iteration"}> ({
    %17 = "arith.constant"() <{value = -2 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":33:9)
    %18 = "arith.constant"() <{value = -1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":34:9)
    %19 = "arith.constant"() <{value = 7 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":35:8)
    "scf.for"(%17, %18, %19) <{unsignedCmp}> ({
    ^bb0(%arg9: i128 loc("cases/for_i128_trip_count.mlir":36:20)):
      "func.call"(%arg9) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":37:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":36:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":36:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":39:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":32:1)
  "func.func"() <{function_type = () -> (), sym_name = "removed_signed_overflow"}> ({
    %14 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":42:9)
    %15 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":43:9)
    %16 = "arith.constant"() <{value = 1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":44:8)
    "scf.for"(%14, %15, %16) ({
    ^bb0(%arg8: i128 loc("cases/for_i128_trip_count.mlir":45:11)):
      "func.call"(%arg8) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":46:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":45:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":45:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":48:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":41:1)
  "func.func"() <{function_type = (i128) -> i128, sym_name = "empty_body_i16"}> ({
  ^bb0(%arg5: i128 loc("cases/for_i128_trip_count.mlir":50:27)):
    %10 = "arith.constant"() <{value = -32768 : i16}> : () -> i16 loc("cases/for_i128_trip_count.mlir":51:9)
    %11 = "arith.constant"() <{value = 32767 : i16}> : () -> i16 loc("cases/for_i128_trip_count.mlir":52:9)
    %12 = "arith.constant"() <{value = 16384 : i16}> : () -> i16 loc("cases/for_i128_trip_count.mlir":53:8)
    %13 = "scf.for"(%10, %11, %12, %arg5) <{unsignedCmp}> ({
    ^bb0(%arg6: i16 loc("cases/for_i128_trip_count.mlir":54:25), %arg7: i128 loc("cases/for_i128_trip_count.mlir":54:59)):
      "scf.yield"(%arg5) : (i128) -> () loc("cases/for_i128_trip_count.mlir":55:5)
    }) : (i16, i16, i16, i128) -> i128 loc("cases/for_i128_trip_count.mlir":54:8)
    "func.return"(%13) : (i128) -> () loc("cases/for_i128_trip_count.mlir":57:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":50:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_count_2_pow_64"}> ({
    %7 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":60:9)
    %8 = "arith.constant"() <{value = 18446744073709551616 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":61:9)
    %9 = "arith.constant"() <{value = 1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":62:8)
    "scf.for"(%7, %8, %9) ({
    ^bb0(%arg4: i128 loc("cases/for_i128_trip_count.mlir":63:11)):
      "func.call"(%arg4) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":64:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":63:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":63:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":66:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":59:1)
  "func.func"() <{function_type = () -> (), sym_name = "inlined_count_2_pow_64_plus_1"}> ({
    %4 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":69:9)
    %5 = "arith.constant"() <{value = 18446744073709551617 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":70:9)
    %6 = "arith.constant"() <{value = 1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":71:8)
    "scf.for"(%4, %5, %6) ({
    ^bb0(%arg3: i128 loc("cases/for_i128_trip_count.mlir":72:11)):
      "func.call"(%arg3) <{callee = @use_i128}> : (i128) -> () loc("cases/for_i128_trip_count.mlir":73:5)
      "scf.yield"() : () -> () loc("cases/for_i128_trip_count.mlir":72:3)
    }) : (i128, i128, i128) -> () loc("cases/for_i128_trip_count.mlir":72:3)
    "func.return"() : () -> () loc("cases/for_i128_trip_count.mlir":75:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":68:1)
  "func.func"() <{function_type = (i128) -> i128, sym_name = "empty_body_all_ones"}> ({
  ^bb0(%arg0: i128 loc("cases/for_i128_trip_count.mlir":77:32)):
    %0 = "arith.constant"() <{value = 0 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":78:9)
    %1 = "arith.constant"() <{value = -1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":79:9)
    %2 = "arith.constant"() <{value = 1 : i128}> : () -> i128 loc("cases/for_i128_trip_count.mlir":80:8)
    %3 = "scf.for"(%0, %1, %2, %arg0) <{unsignedCmp}> ({
    ^bb0(%arg1: i128 loc("cases/for_i128_trip_count.mlir":81:25), %arg2: i128 loc("cases/for_i128_trip_count.mlir":81:59)):
      "scf.yield"(%arg0) : (i128) -> () loc("cases/for_i128_trip_count.mlir":82:5)
    }) : (i128, i128, i128, i128) -> i128 loc("cases/for_i128_trip_count.mlir":81:8)
    "func.return"(%3) : (i128) -> () loc("cases/for_i128_trip_count.mlir":84:3)
  }) : () -> () loc("cases/for_i128_trip_count.mlir":77:1)
}) : () -> () loc("cases/for_i128_trip_count.mlir":0:0)
