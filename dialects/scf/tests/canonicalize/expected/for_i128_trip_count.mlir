"builtin.module"() ({
  "func.func"() <{function_type = (i128) -> (), sym_name = "use_i128", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kept_huge_unsigned"}> ({
    %4 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %5 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %6 = "arith.constant"() <{value = 3 : i128}> : () -> i128
    "scf.for"(%4, %5, %6) <{unsignedCmp}> ({
    ^bb0(%arg2: i128):
      "func.call"(%arg2) <{callee = @use_i128}> : (i128) -> ()
      "scf.yield"() : () -> ()
    }) : (i128, i128, i128) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kept_two_iterations"}> ({
    %1 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %2 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %3 = "arith.constant"() <{value = 85070591730234615865843651857942052864 : i128}> : () -> i128
    "scf.for"(%1, %2, %3) <{unsignedCmp}> ({
    ^bb0(%arg1: i128):
      "func.call"(%arg1) <{callee = @use_i128}> : (i128) -> ()
      "scf.yield"() : () -> ()
    }) : (i128, i128, i128) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "inlined_one_iteration"}> ({
    %0 = "arith.constant"() <{value = -2 : i128}> : () -> i128
    "func.call"(%0) <{callee = @use_i128}> : (i128) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "removed_signed_overflow"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i128) -> i128, sym_name = "empty_body_i16"}> ({
  ^bb0(%arg0: i128):
    "func.return"(%arg0) : (i128) -> ()
  }) : () -> ()
}) : () -> ()
