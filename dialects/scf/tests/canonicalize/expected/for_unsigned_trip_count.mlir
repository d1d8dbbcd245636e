"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> (), sym_name = "use_i8", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kept_not_removed"}> ({
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.constant"() <{value = -2 : index}> : () -> index
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%7, %8, %9) <{unsignedCmp}> ({
    ^bb0(%arg4: index):
      "func.call"(%arg4) <{callee = @use}> : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kept_not_inlined"}> ({
    %4 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %5 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %6 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    "scf.for"(%4, %5, %6) <{unsignedCmp}> ({
    ^bb0(%arg3: i8):
      "func.call"(%arg3) <{callee = @use_i8}> : (i8) -> ()
      "scf.yield"() : () -> ()
    }) : (i8, i8, i8) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kept_step_127"}> ({
    %1 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %2 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %3 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    "scf.for"(%1, %2, %3) <{unsignedCmp}> ({
    ^bb0(%arg2: i8):
      "func.call"(%arg2) <{callee = @use_i8}> : (i8) -> ()
      "scf.yield"() : () -> ()
    }) : (i8, i8, i8) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "empty_body"}> ({
  ^bb0(%arg0: i64, %arg1: i64):
    "func.return"(%arg1) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "one_near_top"}> ({
    %0 = "arith.constant"() <{value = -2 : index}> : () -> index
    "func.call"(%0) <{callee = @use}> : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "signed_overflowing_difference"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
