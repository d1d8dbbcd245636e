"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "next_inverted"}> ({
  ^bb0(%arg4: i1 loc("cases/combine_ifs_inverted.mlir":9:26)):
    %6 = "scf.if"(%arg4) ({
      %8 = "test.a"() : () -> i32 loc("cases/combine_ifs_inverted.mlir":13:10)
      "scf.yield"(%8) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":14:5)
    }, {
      %7 = "test.b"() : () -> i32 loc("cases/combine_ifs_inverted.mlir":16:10)
      "test.c"(%7) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":20:5)
      "scf.yield"(%7) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":19:3)
    }) : (i1) -> i32 loc("cases/combine_ifs_inverted.mlir":19:3)
    "func.return"(%6) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":22:3)
  }) : () -> () loc("cases/combine_ifs_inverted.mlir":9:1)
  "func.func"() <{function_type = (i1) -> i32, sym_name = "prev_inverted"}> ({
  ^bb0(%arg3: i1 loc("cases/combine_ifs_inverted.mlir":24:26)):
    %3 = "scf.if"(%arg3) ({
      %5 = "test.c"() : () -> i32 loc("cases/combine_ifs_inverted.mlir":31:10)
      "scf.yield"(%5) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":32:5)
    }, {
      "test.a"() : () -> () loc("cases/combine_ifs_inverted.mlir":28:5)
      %4 = "test.d"() : () -> i32 loc("cases/combine_ifs_inverted.mlir":34:10)
      "scf.yield"(%4) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":35:5)
    }) : (i1) -> i32 loc("cases/combine_ifs_inverted.mlir":30:8)
    "func.return"(%3) : (i32) -> () loc("cases/combine_ifs_inverted.mlir":37:3)
  }) : () -> () loc("cases/combine_ifs_inverted.mlir":24:1)
  "func.func"() <{function_type = (i1) -> (), sym_name = "prev_inverted_no_else"}> ({
  ^bb0(%arg2: i1 loc("cases/combine_ifs_inverted.mlir":39:34)):
    "scf.if"(%arg2) ({
      "test.c"() : () -> () loc("cases/combine_ifs_inverted.mlir":46:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs_inverted.mlir":45:3)
    }, {
      "test.a"() : () -> () loc("cases/combine_ifs_inverted.mlir":43:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs_inverted.mlir":42:3)
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
