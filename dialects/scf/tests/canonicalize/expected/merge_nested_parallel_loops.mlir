"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "merge"}> ({
  ^bb0(%arg16: index, %arg17: index, %arg18: index):
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%11, %12, %11, %arg16, %arg17, %arg18, %12, %13, %12) <{operandSegmentSizes = array<i32: 3, 3, 3, 0>}> ({
    ^bb0(%arg19: index, %arg20: index, %arg21: index):
      %14 = "arith.addi"(%arg20, %arg21) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "func.call"(%14) <{callee = @sink}> : (index) -> ()
      %15 = "arith.cmpi"(%arg20, %arg21) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.if"(%15) ({
        "func.call"(%arg20) <{callee = @sink}> : (index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "merge_uses_outer"}> ({
  ^bb0(%arg12: index, %arg13: index):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%8, %8, %arg12, %arg13, %9, %9) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg14: index, %arg15: index):
      %10 = "arith.muli"(%arg14, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "func.call"(%10) <{callee = @sink}> : (index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "bound_uses_outer"}> ({
  ^bb0(%arg9: index):
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%6, %arg9, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg10: index):
      "scf.parallel"(%6, %arg10, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg11: index):
        "func.call"(%arg11) <{callee = @sink}> : (index) -> ()
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "inner_reduction"}> ({
  ^bb0(%arg3: index, %arg4: index):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%2, %arg3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg5: index):
      %4 = "scf.parallel"(%2, %arg3, %3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
      ^bb0(%arg6: index):
        "scf.reduce"(%arg6) ({
        ^bb0(%arg7: index, %arg8: index):
          %5 = "arith.addi"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          "scf.reduce.return"(%5) : (index) -> ()
        }) : (index) -> ()
      }) : (index, index, index, index) -> index
      "func.call"(%4) <{callee = @sink}> : (index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "two_ops"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg1: index):
      "func.call"(%arg1) <{callee = @sink}> : (index) -> ()
      "scf.parallel"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg2: index):
        "func.call"(%arg2) <{callee = @sink}> : (index) -> ()
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
