"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":9:1)
  "func.func"() <{function_type = (i128) -> (), sym_name = "use128", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":10:1)
  "func.func"() <{function_type = (i8) -> (), sym_name = "use8", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":11:1)
  "func.func"() <{function_type = (index) -> (), sym_name = "a"}> ({
  ^bb0(%arg6: index loc("cases/for_ub_minus_lb_trip_count.mlir":12:14)):
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/for_ub_minus_lb_trip_count.mlir":13:8)
    %12 = "arith.addi"(%arg6, %11) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index loc("cases/for_ub_minus_lb_trip_count.mlir":14:9)
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/for_ub_minus_lb_trip_count.mlir":15:8)
    "scf.for"(%arg6, %12, %13) ({
    ^bb0(%arg9: index loc("cases/for_ub_minus_lb_trip_count.mlir":16:11)):
      "func.call"(%arg9) <{callee = @use}> : (index) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":17:5)
      "scf.yield"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":16:3)
    }) : (index, index, index) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":16:3)
    %14 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index loc("cases/for_ub_minus_lb_trip_count.mlir":19:9)
    %15 = "arith.addi"(%arg6, %14) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index loc("cases/for_ub_minus_lb_trip_count.mlir":20:10)
    %16 = "arith.constant"() <{value = 4 : index}> : () -> index loc("cases/for_ub_minus_lb_trip_count.mlir":21:9)
    "scf.for"(%arg6, %15, %16) <{unsignedCmp}> ({
    ^bb0(%arg8: index loc("cases/for_ub_minus_lb_trip_count.mlir":22:20)):
      "func.call"(%arg8) <{callee = @use}> : (index) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":23:5)
      "scf.yield"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":22:3)
    }) : (index, index, index) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":22:3)
    %17 = "arith.addi"(%arg6, %14) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index loc("cases/for_ub_minus_lb_trip_count.mlir":25:10)
    "scf.for"(%arg6, %17, %16) ({
    ^bb0(%arg7: index loc("cases/for_ub_minus_lb_trip_count.mlir":26:11)):
      "func.call"(%arg7) <{callee = @use}> : (index) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":27:5)
      "scf.yield"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":26:3)
    }) : (index, index, index) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":26:3)
    "func.return"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":29:3)
  }) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":12:1)
  "func.func"() <{function_type = (i128) -> (), sym_name = "b"}> ({
  ^bb0(%arg3: i128 loc("cases/for_ub_minus_lb_trip_count.mlir":31:14)):
    %6 = "arith.constant"() <{value = -170141183460469231731687303715884105727 : i128}> : () -> i128 loc("cases/for_ub_minus_lb_trip_count.mlir":32:8)
    %7 = "arith.addi"(%arg3, %6) <{overflowFlags = #arith.overflow<nuw>}> : (i128, i128) -> i128 loc("cases/for_ub_minus_lb_trip_count.mlir":33:9)
    %8 = "arith.constant"() <{value = 1 : i128}> : () -> i128 loc("cases/for_ub_minus_lb_trip_count.mlir":34:8)
    "scf.for"(%arg3, %7, %8) <{unsignedCmp}> ({
    ^bb0(%arg5: i128 loc("cases/for_ub_minus_lb_trip_count.mlir":35:20)):
      "func.call"(%arg5) <{callee = @use128}> : (i128) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":36:5)
      "scf.yield"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":35:3)
    }) : (i128, i128, i128) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":35:3)
    %9 = "arith.constant"() <{value = 18446744073709551617 : i128}> : () -> i128 loc("cases/for_ub_minus_lb_trip_count.mlir":38:9)
    %10 = "arith.addi"(%arg3, %9) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i128, i128) -> i128 loc("cases/for_ub_minus_lb_trip_count.mlir":39:10)
    "scf.for"(%arg3, %10, %8) ({
    ^bb0(%arg4: i128 loc("cases/for_ub_minus_lb_trip_count.mlir":40:11)):
      "func.call"(%arg4) <{callee = @use128}> : (i128) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":41:5)
      "scf.yield"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":40:3)
    }) : (i128, i128, i128) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":40:3)
    "func.return"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":43:3)
  }) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":31:1)
  "func.func"() <{function_type = (i8) -> (), sym_name = "c"}> ({
  ^bb0(%arg0: i8 loc("cases/for_ub_minus_lb_trip_count.mlir":45:14)):
    %0 = "arith.constant"() <{value = -1 : i8}> : () -> i8 loc("cases/for_ub_minus_lb_trip_count.mlir":46:8)
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<nuw>}> : (i8, i8) -> i8 loc("cases/for_ub_minus_lb_trip_count.mlir":47:9)
    %2 = "arith.constant"() <{value = 127 : i8}> : () -> i8 loc("cases/for_ub_minus_lb_trip_count.mlir":48:8)
    "scf.for"(%arg0, %1, %2) <{unsignedCmp}> ({
    ^bb0(%arg2: i8 loc("cases/for_ub_minus_lb_trip_count.mlir":49:20)):
      "func.call"(%arg2) <{callee = @use8}> : (i8) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":50:5)
      "scf.yield"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":49:3)
    }) : (i8, i8, i8) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":49:3)
    %3 = "arith.constant"() <{value = 3 : i8}> : () -> i8 loc("cases/for_ub_minus_lb_trip_count.mlir":52:9)
    %4 = "arith.addi"(%arg0, %3) <{overflowFlags = #arith.overflow<nsw>}> : (i8, i8) -> i8 loc("cases/for_ub_minus_lb_trip_count.mlir":53:10)
    %5 = "arith.constant"() <{value = 3 : i8}> : () -> i8 loc("cases/for_ub_minus_lb_trip_count.mlir":54:9)
    "scf.for"(%arg0, %4, %5) ({
    ^bb0(%arg1: i8 loc("cases/for_ub_minus_lb_trip_count.mlir":55:11)):
      "func.call"(%arg1) <{callee = @use8}> : (i8) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":56:5)
      "scf.yield"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":55:3)
    }) : (i8, i8, i8) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":55:3)
    "func.return"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":58:3)
  }) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":45:1)
}) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":0:0)
