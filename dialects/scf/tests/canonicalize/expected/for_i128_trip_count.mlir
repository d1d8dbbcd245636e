"builtin.module"() ({
  "func.func"() <{function_type = (i128) -> (), sym_name = "use_i128", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kept_huge_unsigned"}> ({
    %8 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %9 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %10 = "arith.constant"() <{value = 3 : i128}> : () -> i128
    "scf.for"(%8, %9, %10) <{unsignedCmp}> ({
    ^bb0(%arg4: i128):
      "func.call"(%arg4) <{callee = @use_i128}> : (i128) -> ()
      "scf.yield"() : () -> ()
    }) : (i128, i128, i128) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kept_two_iterations"}> ({
    %5 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %6 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %7 = "arith.constant"() <{value = 85070591730234615865843651857942052864 : i128}> : () -> i128
    "scf.for"(%5, %6, %7) <{unsignedCmp}> ({
    ^bb0(%arg3: i128):
      "func.call"(%arg3) <{callee = @use_i128}> : (i128) -> ()
      "scf.yield"() : () -> ()
    }) : (i128, i128, i128) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "inlined_one_iteration"}> ({
    %4 = "arith.constant"() <{value = -2 : i128}> : () -> i128
    "func.call"(%4) <{callee = @use_i128}> : (i128) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "removed_signed_overflow"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i128) -> i128, sym_name = "empty_body_i16"}> ({
  ^bb0(%arg2: i128):
    "func.return"(%arg2) : (i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kept_count_2_pow_64"}> ({
    %1 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %2 = "arith.constant"() <{value = 18446744073709551616 : i128}> : () -> i128
    %3 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    "scf.for"(%1, %2, %3) ({
    ^bb0(%arg1: i128):
      "func.call"(%arg1) <{callee = @use_i128}> : (i128) -> ()
      "scf.yield"() : () -> ()
    }) : (i128, i128, i128) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "inlined_count_2_pow_64_plus_1"}> ({
    %0 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    "func.call"(%0) <{callee = @use_i128}> : (i128) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i128) -> i128, sym_name = "empty_body_all_ones"}> ({
  ^bb0(%arg0: i128):
    "func.return"(%arg0) : (i128) -> ()
  }) : () -> ()
}) : () -> ()
