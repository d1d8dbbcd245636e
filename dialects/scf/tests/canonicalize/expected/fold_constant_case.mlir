"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "matching"}> ({
  ^bb0(%arg3: i32):
    %4 = "arith.constant"() <{value = 5 : index}> : () -> index
    %5 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.call"(%4) <{callee = @sink}> : (index) -> ()
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "default"}> ({
  ^bb0(%arg2: i32):
    %3 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "no_results"}> ({
    %2 = "arith.constant"() <{value = -3 : index}> : () -> index
    "func.call"(%2) <{callee = @sink}> : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "not_constant"}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %1 = "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      "scf.yield"(%0) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
