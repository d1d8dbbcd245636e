"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "next_inverted"}> ({
  ^bb0(%arg4: i1 loc("cases/combine_ifs_inverted.mlir":9:26)):
    %10 = "arith.constant"() <{value = true}> : () -> i1 loc("cases/combine_ifs_inverted.mlir":10:11)
    %11 = "arith.xori"(%arg4, %10) : (i1, i1) -> i1 loc("cases/combine_ifs_inverted.mlir":11:8)
    %12 = "scf.if"(%arg4) ({
      %14 = "test.a"() : () -> i32 loc("cases/combine_ifs_inverted.mlir":13:10)
      "scf.yield"(%14) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":14:5)
    }, {
      %13 = "test.b"() : () -> i32 loc("cases/combine_ifs_inverted.mlir":16:10)
      "scf.yield"(%13) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":17:5)
    }) : (i1) -> i32 loc("cases/combine_ifs_inverted.mlir":12:8)
    "scf.if"(%11) ({
      "test.c"(%12) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":20:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs_inverted.mlir":19:3)
    }, {
    }) : (i1) -> () loc("cases/combine_ifs_inverted.mlir":19:3)
    "func.return"(%12) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":22:3)
  }) : () -> () loc("cases/combine_ifs_inverted.mlir":9:1)
  "func.func"() <{function_type = (i1) -> i32, sym_name = "prev_inverted"}> ({
  ^bb0(%arg3: i1 loc("cases/combine_ifs_inverted.mlir":24:26)):
    %5 = "arith.constant"() <{value = true}> : () -> i1 loc("cases/combine_ifs_inverted.mlir":25:11)
    %6 = "arith.xori"(%arg3, %5) : (i1, i1) -> i1 loc("cases/combine_ifs_inverted.mlir":26:8)
    "scf.if"(%6) ({
      "test.a"() : () -> () loc("cases/combine_ifs_inverted.mlir":28:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs_inverted.mlir":27:3)
    }, {
    }) : (i1) -> () loc("cases/combine_ifs_inverted.mlir":27:3)
    %7 = "scf.if"(%arg3) ({
      %9 = "test.c"() : () -> i32 loc("cases/combine_ifs_inverted.mlir":31:10)
      "scf.yield"(%9) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":32:5)
    }, {
      %8 = "test.d"() : () -> i32 loc("cases/combine_ifs_inverted.mlir":34:10)
      "scf.yield"(%8) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":35:5)
    }) : (i1) -> i32 loc("cases/combine_ifs_inverted.mlir":30:8)
    "func.return"(%7) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":37:3)
  }) : () -> () loc("cases/combine_ifs_inverted.mlir":24:1)
  "func.func"() <{function_type = (i1) -> (), sym_name = "prev_inverted_no_else"}> ({
  ^bb0(%arg2: i1 loc("cases/combine_ifs_inverted.mlir":39:34)):
    %3 = "arith.constant"() <{value = true}> : () -> i1 loc("cases/combine_ifs_inverted.mlir":40:11)
    %4 = "arith.xori"(%arg2, %3) : (i1, i1) -> i1 loc("cases/combine_ifs_inverted.mlir":41:8)
    "scf.if"(%4) ({
      "test.a"() : () -> () loc("cases/combine_ifs_inverted.mlir":43:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs_inverted.mlir":42:3)
    }, {
    }) : (i1) -> () loc("cases/combine_ifs_inverted.mlir":42:3)
    "scf.if"(%arg2) ({
      "test.c"() : () -> () loc("cases/combine_ifs_inverted.mlir":46:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs_inverted.mlir":45:3)
    }, {
    }) : (i1) -> () loc("cases/combine_ifs_inverted.mlir":45:3)
    "func.return"() : () -> () loc("cases/combine_ifs_inverted.mlir":48:3)
  }) : () -> () loc("cases/combine_ifs_inverted.mlir":39:1)
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "negative"}> ({
  ^bb0(%arg0: i1 loc("cases/combine_ifs_inverted.mlir":50:21), %arg1: i1 loc("cases/combine_ifs_inverted.mlir":50:29)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc("cases/combine_ifs_inverted.mlir":51:11)
    %1 = "arith.xori"(%arg0, %arg1) : (i1, i1) -> i1 loc("cases/combine_ifs_inverted.mlir":52:8)
    "scf.if"(%arg0) ({
      "test.a"() : () -> () loc("cases/combine_ifs_inverted.mlir":54:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs_inverted.mlir":53:3)
    }, {
    }) : (i1) -> () loc("cases/combine_ifs_inverted.mlir":53:3)
    "scf.if"(%1) ({
      "test.b"() : () -> () loc("cases/combine_ifs_inverted.mlir":57:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs_inverted.mlir":56:3)
    }, {
    }) : (i1) -> () loc("cases/combine_ifs_inverted.mlir":56:3)
    %2 = "arith.xori"(%arg1, %0) : (i1, i1) -> i1 loc("cases/combine_ifs_inverted.mlir":59:8)
    "scf.if"(%2) ({
      "test.c"() : () -> () loc("cases/combine_ifs_inverted.mlir":61:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs_inverted.mlir":60:3)
    }, {
    }) : (i1) -> () loc("cases/combine_ifs_inverted.mlir":60:3)
    "func.return"() : () -> () loc("cases/combine_ifs_inverted.mlir":63:3)
  }) : () -> () loc("cases/combine_ifs_inverted.mlir":50:1)
}) : () -> () loc("cases/combine_ifs_inverted.mlir":0:0)
