"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":10:1)
  "func.func"() <{function_type = (i8) -> (), sym_name = "use_i8", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":11:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_not_removed"}> ({
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":13:9)
    %8 = "arith.constant"() <{value = -2 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":14:9)
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":15:8)
    "scf.for"(%7, %8, %9) <{unsignedCmp}> ({
    ^bb0(%arg4: index loc("cases/for_unsigned_trip_count.mlir":16:20)):
      "func.call"(%arg4) <{callee = @use}> : (index) -> () loc("cases/for_unsigned_trip_count.mlir":17:5)
      "scf.yield"() : () -> () loc("cases/for_unsigned_trip_count.mlir":16:3)
    }) : (index, index, index) -> () loc("cases/for_unsigned_trip_count.mlir":16:3)
    "func.return"() : () -> () loc("cases/for_unsigned_trip_count.mlir":19:3)
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":12:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_not_inlined"}> ({
    %4 = "arith.constant"() <{value = 0 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":22:9)
    %5 = "arith.constant"() <{value = -1 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":23:9)
    %6 = "arith.constant"() <{value = 2 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":24:8)
    "scf.for"(%4, %5, %6) <{unsignedCmp}> ({
    ^bb0(%arg3: i8 loc("cases/for_unsigned_trip_count.mlir":25:20)):
      "func.call"(%arg3) <{callee = @use_i8}> : (i8) -> () loc("cases/for_unsigned_trip_count.mlir":26:5)
      "scf.yield"() : () -> () loc("cases/for_unsigned_trip_count.mlir":25:3)
    }) : (i8, i8, i8) -> () loc("cases/for_unsigned_trip_count.mlir":25:3)
    "func.return"() : () -> () loc("cases/for_unsigned_trip_count.mlir":28:3)
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":21:1)
  "func.func"() <{function_type = () -> (), sym_name = "kept_step_127"}> ({
    %1 = "arith.constant"() <{value = 0 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":31:9)
    %2 = "arith.constant"() <{value = -128 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":32:9)
    %3 = "arith.constant"() <{value = 127 : i8}> : () -> i8 loc("cases/for_unsigned_trip_count.mlir":33:8)
    "scf.for"(%1, %2, %3) <{unsignedCmp}> ({
    ^bb0(%arg2: i8 loc("cases/for_unsigned_trip_count.mlir":34:20)):
      "func.call"(%arg2) <{callee = @use_i8}> : (i8) -> () loc("cases/for_unsigned_trip_count.mlir":35:5)
      "scf.yield"() : () -> () loc("cases/for_unsigned_trip_count.mlir":34:3)
    }) : (i8, i8, i8) -> () loc("cases/for_unsigned_trip_count.mlir":34:3)
    "func.return"() : () -> () loc("cases/for_unsigned_trip_count.mlir":37:3)
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":30:1)
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "empty_body"}> ({
  ^bb0(%arg0: i64 loc("cases/for_unsigned_trip_count.mlir":39:23), %arg1: i64 loc("cases/for_unsigned_trip_count.mlir":39:32)):
    "func.return"(%arg1) : (i64) -> () loc("cases/for_unsigned_trip_count.mlir":46:3)
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":39:1)
  "func.func"() <{function_type = () -> (), sym_name = "one_near_top"}> ({
    %0 = "arith.constant"() <{value = -2 : index}> : () -> index loc("cases/for_unsigned_trip_count.mlir":49:9)
    "func.call"(%0) <{callee = @use}> : (index) -> () loc("cases/for_unsigned_trip_count.mlir":53:5)
    "func.return"() : () -> () loc("cases/for_unsigned_trip_count.mlir":55:3)
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":48:1)
  "func.func"() <{function_type = () -> (), sym_name = "signed_overflowing_difference"}> ({
    "func.return"() : () -> () loc("cases/for_unsigned_trip_count.mlir":64:3)
  }) : () -> () loc("cases/for_unsigned_trip_count.mlir":57:1)
}) : () -> () loc("cases/for_unsigned_trip_count.mlir":0:0)
