"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/merge_nested_parallel_loops.mlir":2:1)
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "merge"}> ({
  ^bb0(%arg16: index loc("cases/merge_nested_parallel_loops.mlir":5:18), %arg17: index loc("cases/merge_nested_parallel_loops.mlir":5:29), %arg18: index loc("cases/merge_nested_parallel_loops.mlir":5:40)):
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/merge_nested_parallel_loops.mlir":6:9)
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/merge_nested_parallel_loops.mlir":7:9)
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index loc("cases/merge_nested_parallel_loops.mlir":8:9)
    "scf.parallel"(%11, %arg16, %12) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg19: index loc("cases/merge_nested_parallel_loops.mlir":9:17)):
      "scf.parallel"(%12, %11, %arg17, %arg18, %13, %12) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
      ^bb0(%arg20: index loc("cases/merge_nested_parallel_loops.mlir":10:19), %arg21: index loc("cases/merge_nested_parallel_loops.mlir":10:23)):
        %14 = "arith.addi"(%arg20, %arg21) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/merge_nested_parallel_loops.mlir":11:12)
        "func.call"(%14) <{callee = @sink}> : (index) -> () loc("cases/merge_nested_parallel_loops.mlir":12:7)
        %15 = "arith.cmpi"(%arg20, %arg21) <{predicate = 2 : i64}> : (index, index) -> i1 loc("cases/merge_nested_parallel_loops.mlir":13:12)
        "scf.if"(%15) ({
          "func.call"(%arg20) <{callee = @sink}> : (index) -> () loc("cases/merge_nested_parallel_loops.mlir":15:9)
          "scf.yield"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":14:7)
        }, {
        }) : (i1) -> () loc("cases/merge_nested_parallel_loops.mlir":14:7)
        "scf.reduce"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":17:7)
      }) : (index, index, index, index, index, index) -> () loc("cases/merge_nested_parallel_loops.mlir":10:5)
      "scf.reduce"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":19:5)
    }) : (index, index, index) -> () loc("cases/merge_nested_parallel_loops.mlir":9:3)
    "func.return"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":21:3)
  }) : () -> () loc("cases/merge_nested_parallel_loops.mlir":5:1)
  "func.func"() <{function_type = (index, index) -> (), sym_name = "merge_uses_outer"}> ({
  ^bb0(%arg12: index loc("cases/merge_nested_parallel_loops.mlir":25:29), %arg13: index loc("cases/merge_nested_parallel_loops.mlir":25:40)):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/merge_nested_parallel_loops.mlir":26:9)
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/merge_nested_parallel_loops.mlir":27:9)
    "scf.parallel"(%8, %arg12, %9) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg14: index loc("cases/merge_nested_parallel_loops.mlir":28:17)):
      "scf.parallel"(%8, %arg13, %9) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg15: index loc("cases/merge_nested_parallel_loops.mlir":29:19)):
        %10 = "arith.muli"(%arg14, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/merge_nested_parallel_loops.mlir":30:12)
        "func.call"(%10) <{callee = @sink}> : (index) -> () loc("cases/merge_nested_parallel_loops.mlir":31:7)
        "scf.reduce"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":32:7)
      }) : (index, index, index) -> () loc("cases/merge_nested_parallel_loops.mlir":29:5)
      "scf.reduce"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":34:5)
    }) : (index, index, index) -> () loc("cases/merge_nested_parallel_loops.mlir":28:3)
    "func.return"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":36:3)
  }) : () -> () loc("cases/merge_nested_parallel_loops.mlir":25:1)
  "func.func"() <{function_type = (index) -> (), sym_name = "bound_uses_outer"}> ({
  ^bb0(%arg9: index loc("cases/merge_nested_parallel_loops.mlir":40:29)):
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/merge_nested_parallel_loops.mlir":41:9)
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/merge_nested_parallel_loops.mlir":42:9)
    "scf.parallel"(%6, %arg9, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg10: index loc("cases/merge_nested_parallel_loops.mlir":43:17)):
      "scf.parallel"(%6, %arg10, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg11: index loc("cases/merge_nested_parallel_loops.mlir":44:19)):
        "func.call"(%arg11) <{callee = @sink}> : (index) -> () loc("cases/merge_nested_parallel_loops.mlir":45:7)
        "scf.reduce"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":46:7)
      }) : (index, index, index) -> () loc("cases/merge_nested_parallel_loops.mlir":44:5)
      "scf.reduce"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":48:5)
    }) : (index, index, index) -> () loc("cases/merge_nested_parallel_loops.mlir":43:3)
    "func.return"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":50:3)
  }) : () -> () loc("cases/merge_nested_parallel_loops.mlir":40:1)
  "func.func"() <{function_type = (index, index) -> (), sym_name = "inner_reduction"}> ({
  ^bb0(%arg3: index loc("cases/merge_nested_parallel_loops.mlir":54:28), %arg4: index loc("cases/merge_nested_parallel_loops.mlir":54:39)):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/merge_nested_parallel_loops.mlir":55:9)
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/merge_nested_parallel_loops.mlir":56:9)
    "scf.parallel"(%2, %arg3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg5: index loc("cases/merge_nested_parallel_loops.mlir":57:17)):
      %4 = "scf.parallel"(%2, %arg3, %3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
      ^bb0(%arg6: index loc("cases/merge_nested_parallel_loops.mlir":58:24)):
        "scf.reduce"(%arg6) ({
        ^bb0(%arg7: index loc("cases/merge_nested_parallel_loops.mlir":60:12), %arg8: index loc("cases/merge_nested_parallel_loops.mlir":60:23)):
          %5 = "arith.addi"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/merge_nested_parallel_loops.mlir":61:14)
          "scf.reduce.return"(%5) : (index) -> () loc("cases/merge_nested_parallel_loops.mlir":62:9)
        }) : (index) -> () loc("cases/merge_nested_parallel_loops.mlir":59:7)
      }) : (index, index, index, index) -> index loc("cases/merge_nested_parallel_loops.mlir":58:10)
      "func.call"(%4) <{callee = @sink}> : (index) -> () loc("cases/merge_nested_parallel_loops.mlir":65:5)
      "scf.reduce"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":66:5)
    }) : (index, index, index) -> () loc("cases/merge_nested_parallel_loops.mlir":57:3)
    "func.return"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":68:3)
  }) : () -> () loc("cases/merge_nested_parallel_loops.mlir":54:1)
  "func.func"() <{function_type = (index) -> (), sym_name = "two_ops"}> ({
  ^bb0(%arg0: index loc("cases/merge_nested_parallel_loops.mlir":72:20)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/merge_nested_parallel_loops.mlir":73:9)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/merge_nested_parallel_loops.mlir":74:9)
    "scf.parallel"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg1: index loc("cases/merge_nested_parallel_loops.mlir":75:17)):
      "func.call"(%arg1) <{callee = @sink}> : (index) -> () loc("cases/merge_nested_parallel_loops.mlir":76:5)
      "scf.parallel"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg2: index loc("cases/merge_nested_parallel_loops.mlir":77:19)):
        "func.call"(%arg2) <{callee = @sink}> : (index) -> () loc("cases/merge_nested_parallel_loops.mlir":78:7)
        "scf.reduce"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":79:7)
      }) : (index, index, index) -> () loc("cases/merge_nested_parallel_loops.mlir":77:5)
      "scf.reduce"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":81:5)
    }) : (index, index, index) -> () loc("cases/merge_nested_parallel_loops.mlir":75:3)
    "func.return"() : () -> () loc("cases/merge_nested_parallel_loops.mlir":83:3)
  }) : () -> () loc("cases/merge_nested_parallel_loops.mlir":72:1)
}) : () -> () loc("cases/merge_nested_parallel_loops.mlir":0:0)
