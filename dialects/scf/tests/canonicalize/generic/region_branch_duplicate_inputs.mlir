"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "if_duplicate"}> ({
  ^bb0(%arg12: i1 loc("cases/region_branch_duplicate_inputs.mlir":6:25)):
    %9:2 = "scf.if"(%arg12) ({
      %11 = "test.then"() : () -> i32 loc("cases/region_branch_duplicate_inputs.mlir":8:10)
      "scf.yield"(%11, %11) : (i32, i32) -> () loc("cases/region_branch_duplicate_inputs.mlir":9:5)
    }, {
      %10 = "test.else"() : () -> i32 loc("cases/region_branch_duplicate_inputs.mlir":11:10)
      "scf.yield"(%10, %10) : (i32, i32) -> () loc("cases/region_branch_duplicate_inputs.mlir":12:5)
    }) : (i1) -> (i32, i32) loc("cases/region_branch_duplicate_inputs.mlir":7:10)
    "func.return"(%9#0, %9#1) : (i32, i32) -> () loc("cases/region_branch_duplicate_inputs.mlir":14:3)
  }) : () -> () loc("cases/region_branch_duplicate_inputs.mlir":6:1)
  "func.func"() <{function_type = (index, index, index, i32) -> (i32, i32), sym_name = "for_duplicate"}> ({
  ^bb0(%arg5: index loc("cases/region_branch_duplicate_inputs.mlir":16:26), %arg6: index loc("cases/region_branch_duplicate_inputs.mlir":16:38), %arg7: index loc("cases/region_branch_duplicate_inputs.mlir":16:50), %arg8: i32 loc("cases/region_branch_duplicate_inputs.mlir":16:61)):
    %7:2 = "scf.for"(%arg5, %arg6, %arg7, %arg8, %arg8) ({
    ^bb0(%arg9: index loc("cases/region_branch_duplicate_inputs.mlir":17:18), %arg10: i32 loc("cases/region_branch_duplicate_inputs.mlir":17:52), %arg11: i32 loc("cases/region_branch_duplicate_inputs.mlir":17:61)):
      %8 = "test.op"(%arg10, %arg11, %arg9) : (i32, i32, index) -> i32 loc("cases/region_branch_duplicate_inputs.mlir":18:10)
      "scf.yield"(%8, %8) : (i32, i32) -> () loc("cases/region_branch_duplicate_inputs.mlir":19:5)
    }) : (index, index, index, i32, i32) -> (i32, i32) loc("cases/region_branch_duplicate_inputs.mlir":17:10)
    "func.return"(%7#0, %7#1) : (i32, i32) -> () loc("cases/region_branch_duplicate_inputs.mlir":21:3)
  }) : () -> () loc("cases/region_branch_duplicate_inputs.mlir":16:1)
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "differ"}> ({
  ^bb0(%arg4: i1 loc("cases/region_branch_duplicate_inputs.mlir":23:19)):
    %3:2 = "scf.if"(%arg4) ({
      %6 = "test.then"() : () -> i32 loc("cases/region_branch_duplicate_inputs.mlir":25:10)
      "scf.yield"(%6, %6) : (i32, i32) -> () loc("cases/region_branch_duplicate_inputs.mlir":26:5)
    }, {
      %4 = "test.else"() : () -> i32 loc("cases/region_branch_duplicate_inputs.mlir":28:10)
      %5 = "test.else2"() : () -> i32 loc("cases/region_branch_duplicate_inputs.mlir":29:10)
      "scf.yield"(%4, %5) : (i32, i32) -> () loc("cases/region_branch_duplicate_inputs.mlir":30:5)
    }) : (i1) -> (i32, i32) loc("cases/region_branch_duplicate_inputs.mlir":24:10)
    "func.return"(%3#0, %3#1) : (i32, i32) -> () loc("cases/region_branch_duplicate_inputs.mlir":32:3)
  }) : () -> () loc("cases/region_branch_duplicate_inputs.mlir":23:1)
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "while_duplicate"}> ({
  ^bb0(%arg0: i32 loc("cases/region_branch_duplicate_inputs.mlir":36:28)):
    %0:2 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32 loc("cases/region_branch_duplicate_inputs.mlir":37:21)):
      %2 = "test.cond"(%arg3) : (i32) -> i1 loc("cases/region_branch_duplicate_inputs.mlir":38:10)
      "scf.condition"(%2, %arg3, %arg3) : (i1, i32, i32) -> () loc("cases/region_branch_duplicate_inputs.mlir":39:5)
    }, {
    ^bb0(%arg1: i32 loc("cases/region_branch_duplicate_inputs.mlir":41:8), %arg2: i32 loc("cases/region_branch_duplicate_inputs.mlir":41:17)):
      %1 = "test.add"(%arg1, %arg2) : (i32, i32) -> i32 loc("cases/region_branch_duplicate_inputs.mlir":42:10)
      "scf.yield"(%1) : (i32) -> () loc("cases/region_branch_duplicate_inputs.mlir":43:5)
    }) : (i32) -> (i32, i32) loc("cases/region_branch_duplicate_inputs.mlir":37:10)
    "func.return"(%0#0, %0#1) : (i32, i32) -> () loc("cases/region_branch_duplicate_inputs.mlir":45:3)
  }) : () -> () loc("cases/region_branch_duplicate_inputs.mlir":36:1)
}) : () -> () loc("cases/region_branch_duplicate_inputs.mlir":0:0)
