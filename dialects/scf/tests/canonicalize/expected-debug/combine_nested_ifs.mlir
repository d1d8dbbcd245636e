"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "nested"}> ({
  ^bb0(%arg6: i1 loc("cases/combine_nested_ifs.mlir":4:19), %arg7: i1 loc("cases/combine_nested_ifs.mlir":4:27)):
    %4 = "arith.andi"(%arg6, %arg7) : (i1, i1) -> i1 loc("cases/combine_nested_ifs.mlir":5:3)
    "scf.if"(%4) ({
      "test.op"() : () -> () loc("cases/combine_nested_ifs.mlir":7:7)
      "scf.yield"() : () -> () loc("cases/combine_nested_ifs.mlir":6:5)
    }, {
    }) : (i1) -> () loc("cases/combine_nested_ifs.mlir":5:3)
    "func.return"() : () -> () loc("cases/combine_nested_ifs.mlir":10:3)
  }) : () -> () loc("cases/combine_nested_ifs.mlir":4:1)
  "func.func"() <{function_type = (i1, i1, i32, i32) -> (i32, i32), sym_name = "nested_results"}> ({
  ^bb0(%arg2: i1 loc("cases/combine_nested_ifs.mlir":12:27), %arg3: i1 loc("cases/combine_nested_ifs.mlir":12:35), %arg4: i32 loc("cases/combine_nested_ifs.mlir":12:43), %arg5: i32 loc("cases/combine_nested_ifs.mlir":12:52)):
    %0 = "arith.andi"(%arg2, %arg3) : (i1, i1) -> i1 loc("cases/combine_nested_ifs.mlir":13:10)
    %1 = "arith.select"(%arg2, %arg4, %arg5) : (i1, i32, i32) -> i32 loc("cases/combine_nested_ifs.mlir":13:10)
    %2:2 = "scf.if"(%0) ({
      %3 = "test.op"() : () -> i32 loc("cases/combine_nested_ifs.mlir":15:12)
      "scf.yield"(%3, %arg4) : (i32, i32) -> () loc("cases/combine_nested_ifs.mlir":16:7)
    }, {
      "scf.yield"(%arg5, %arg5) : (i32, i32) -> () loc("cases/combine_nested_ifs.mlir":13:10)
    }) : (i1) -> (i32, i32) loc("cases/combine_nested_ifs.mlir":13:10)
    "func.return"(%2#0, %1) : (i32, i32) -> () loc("cases/combine_nested_ifs.mlir":24:3)
  }) : () -> () loc("cases/combine_nested_ifs.mlir":12:1)
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "busy"}> ({
  ^bb0(%arg0: i1 loc("cases/combine_nested_ifs.mlir":26:17), %arg1: i1 loc("cases/combine_nested_ifs.mlir":26:25)):
    "scf.if"(%arg0) ({
      "test.op0"() : () -> () loc("cases/combine_nested_ifs.mlir":28:5)
      "scf.if"(%arg1) ({
        "test.op"() : () -> () loc("cases/combine_nested_ifs.mlir":30:7)
        "scf.yield"() : () -> () loc("cases/combine_nested_ifs.mlir":29:5)
      }, {
      }) : (i1) -> () loc("cases/combine_nested_ifs.mlir":29:5)
      "scf.yield"() : () -> () loc("cases/combine_nested_ifs.mlir":27:3)
    }, {
    }) : (i1) -> () loc("cases/combine_nested_ifs.mlir":27:3)
    "func.return"() : () -> () loc("cases/combine_nested_ifs.mlir":33:3)
  }) : () -> () loc("cases/combine_nested_ifs.mlir":26:1)
}) : () -> () loc("cases/combine_nested_ifs.mlir":0:0)
