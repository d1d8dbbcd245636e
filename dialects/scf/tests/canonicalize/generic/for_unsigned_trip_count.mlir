"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":10:1)
  "func.func"() <{function_type = (i8) -> (), sym_name = "use_i8", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":11:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_not_removed"}> ({
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":13:9)
    %17 = "arith.constant"() <{value = -2 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":14:9)
    %18 = "arith.constant"() <{value = 2 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":15:8)
    "scf.for"(%16, %17, %18) <{unsignedCmp}> ({
    ^bb0(%arg8: index loc("cases/for_unsigned_trip_count.mlir":16:20)):
      "func.call"(%arg8) <{callee = @use}> : (index) -> () loc("cases/for_unsigned_trip_count.mlir":17:5)
      "scf.yield"() : () -> () loc("cases/for_unsigned_trip_count.mlir":16:3)
    }) : (index, index, index) -> () loc("cases/for_unsigned_trip_count.mlir":16:3)
    "func.return"() : () -> () loc("cases/for_unsigned_trip_count.mlir":19:3)
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":12:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_not_inlined"}> ({
    %13 = "arith.constant"() <{value = 0 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":22:9)
    %14 = "arith.constant"() <{value = -1 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":23:9)
    %15 = "arith.constant"() <{value = 2 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":24:8)
    "scf.for"(%13, %14, %15) <{unsignedCmp}> ({
    ^bb0(%arg7: i8 loc("cases/for_unsigned_trip_count.mlir":25:20)):
      "func.call"(%arg7) <{callee = @use_i8}> : (i8) -> () loc("cases/for_unsigned_trip_count.mlir":26:5)
      "scf.yield"() : () -> () loc("cases/for_unsigned_trip_count.mlir":25:3)
    }) : (i8, i8, i8) -> () loc("cases/for_unsigned_trip_count.mlir":25:3)
    "func.return"() : () -> () loc("cases/for_unsigned_trip_count.mlir":28:3)
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":21:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_step_127"}> ({
    %10 = "arith.constant"() <{value = 0 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":31:9)
    %11 = "arith.constant"() <{value = -128 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":32:9)
    %12 = "arith.constant"() <{value = 127 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":33:8)
    "scf.for"(%10, %11, %12) <{unsignedCmp}> ({
    ^bb0(%arg6: i8 loc("cases/for_unsigned_trip_count.mlir":34:20)):
      "func.call"(%arg6) <{callee = @use_i8}> : (i8) -> () loc("cases/for_unsigned_trip_count.mlir":35:5)
      "scf.yield"() : () -> () loc("cases/for_unsigned_trip_count.mlir":34:3)
    }) : (i8, i8, i8) -> () loc("cases/for_unsigned_trip_count.mlir":34:3)
    "func.return"() : () -> () loc("cases/for_unsigned_trip_count.mlir":37:3)
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":30:1)
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "empty_body"}> ({
  ^bb0(%arg2: i64 loc("cases/for_unsigned_trip_count.mlir":39:23), %arg3: i64 loc("cases/for_unsigned_trip_count.mlir":39:32)):
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":40:9)
    %7 = "arith.constant"() <{value = -2 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":41:9)
    %8 = "arith.constant"() <{value = 2 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":42:8)
    %9 = "scf.for"(%6, %7, %8, %arg2) <{unsignedCmp}> ({
    ^bb0(%arg4: index loc("cases/for_unsigned_trip_count.mlir":43:25), %arg5: i64 loc("cases/for_unsigned_trip_count.mlir":43:59)):
      "scf.yield"(%arg3) : (i64) -> () loc("cases/for_unsigned_trip_count.mlir":44:5)
    }) : (index, index, index, i64) -> i64 loc("cases/for_unsigned_trip_count.mlir":43:8)
    "func.return"(%9) : (i64) -> () loc("cases/for_unsigned_trip_count.mlir":46:3)
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":39:1)
  "func.func"() <{function_type = () -> (), sym_name = "one_near_top"}> ({
    %3 = "arith.constant"() <{value = -2 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":49:9)
    %4 = "arith.constant"() <{value = -1 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":50:9)
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":51:8)
    "scf.for"(%3, %4, %5) <{unsignedCmp}> ({
    ^bb0(%arg1: index loc("cases/for_unsigned_trip_count.mlir":52:20)):
      "func.call"(%arg1) <{callee = @use}> : (index) -> () loc("cases/for_unsigned_trip_count.mlir":53:5)
      "scf.yield"() : () -> () loc("cases/for_unsigned_trip_count.mlir":52:3)
    }) : (index, index, index) -> () loc("cases/for_unsigned_trip_count.mlir":52:3)
    "func.return"() : () -> () loc("cases/for_unsigned_trip_count.mlir":55:3)
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":48:1)
  "func.func"() <{function_type = () -> (), sym_name = "signed_overflowing_difference"}> ({
    %0 = "arith.constant"() <{value = -128 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":58:9)
    %1 = "arith.constant"() <{value = 127 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":59:9)
    %2 = "arith.constant"() <{value = 1 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":60:8)
    "scf.for"(%0, %1, %2) ({
    ^bb0(%arg0: i8 loc("cases/for_unsigned_trip_count.mlir":61:11)):
      "func.call"(%arg0) <{callee = @use_i8}> : (i8) -> () loc("cases/for_unsigned_trip_count.mlir":62:5)
      "scf.yield"() : () -> () loc("cases/for_unsigned_trip_count.mlir":61:3)
    }) : (i8, i8, i8) -> () loc("cases/for_unsigned_trip_count.mlir":61:3)
    "func.return"() : () -> () loc("cases/for_unsigned_trip_count.mlir":64:3)
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":57:1)
}) : () -> () loc("cases/for_unsigned_trip_count.mlir":0:0)
