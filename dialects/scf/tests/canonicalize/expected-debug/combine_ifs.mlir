"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "combine"}> ({
  ^bb0(%arg3: i1 loc("cases/combine_ifs.mlir":5:20)):
    %0:2 = "scf.if"(%arg3) ({
      %3 = "test.op"() : () -> i32 loc("cases/combine_ifs.mlir":7:10)
      %4 = "test.op3"(%3) : (i32) -> i32 loc("cases/combine_ifs.mlir":14:10)
      "scf.yield"(%3, %4) : (i32, i32) -> () loc("cases/combine_ifs.mlir":15:5)
    }, {
      %1 = "test.op2"() : () -> i32 loc("cases/combine_ifs.mlir":10:10)
      %2 = "test.op4"(%1) : (i32) -> i32 loc("cases/combine_ifs.mlir":17:10)
      "scf.yield"(%1, %2) : (i32, i32) -> () loc("cases/combine_ifs.mlir":18:5)
    }) : (i1) -> (i32, i32) loc("cases/combine_ifs.mlir":13:8)
    "func.return"(%0#0, %0#1) : (i32, i32) -> () loc("cases/combine_ifs.mlir":20:3)
  }) : () -> () loc("cases/combine_ifs.mlir":5:1)
  "func.func"() <{function_type = (i1) -> (), sym_name = "no_results"}> ({
  ^bb0(%arg2: i1 loc("cases/combine_ifs.mlir":22:23)):
    "scf.if"(%arg2) ({
      "test.a"() : () -> () loc("cases/combine_ifs.mlir":24:5)
      "test.b"() : () -> () loc("cases/combine_ifs.mlir":27:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs.mlir":26:3)
    }, {
      "test.c"() : () -> () loc("cases/combine_ifs.mlir":29:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs.mlir":26:3)
    }) : (i1) -> () loc("cases/combine_ifs.mlir":26:3)
    "func.return"() : () -> () loc("cases/combine_ifs.mlir":31:3)
  }) : () -> () loc("cases/combine_ifs.mlir":22:1)
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "different"}> ({
  ^bb0(%arg0: i1 loc("cases/combine_ifs.mlir":33:22), %arg1: i1 loc("cases/combine_ifs.mlir":33:30)):
    "scf.if"(%arg0) ({
      "test.a"() : () -> () loc("cases/combine_ifs.mlir":35:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs.mlir":34:3)
    }, {
    }) : (i1) -> () loc("cases/combine_ifs.mlir":34:3)
    "scf.if"(%arg1) ({
      "test.b"() : () -> () loc("cases/combine_ifs.mlir":38:5)
      "scf.yield"() : () -> () loc("cases/combine_ifs.mlir":37:3)
    }, {
    }) : (i1) -> () loc("cases/combine_ifs.mlir":37:3)
    "func.return"() : () -> () loc("cases/combine_ifs.mlir":40:3)
  }) : () -> () loc("cases/combine_ifs.mlir":33:1)
}) : () -> () loc("cases/combine_ifs.mlir":0:0)
