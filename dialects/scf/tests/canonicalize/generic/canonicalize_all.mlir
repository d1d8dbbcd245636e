"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg11: i32 loc("cases/canonicalize_all.mlir":8:19)):
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/canonicalize_all.mlir":9:9)
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/canonicalize_all.mlir":10:9)
    %9 = "arith.constant"() <{value = true}> : () -> i1 loc("cases/canonicalize_all.mlir":11:11)
    %10 = "scf.for"(%7, %8, %8, %arg11) ({
    ^bb0(%arg12: index loc("cases/canonicalize_all.mlir":12:16), %arg13: i32 loc("cases/canonicalize_all.mlir":12:51)):
      %11 = "scf.if"(%9) ({
        %12 = "scf.execute_region"() ({
          %13 = "test.op"(%arg13, %arg12) : (i32, index) -> i32 loc("cases/canonicalize_all.mlir":15:14)
          "scf.yield"(%13) : (i32) -> () loc("cases/canonicalize_all.mlir":16:9)
        }) : () -> i32 loc("cases/canonicalize_all.mlir":14:12)
        "scf.yield"(%12) : (i32) -> () loc("cases/canonicalize_all.mlir":18:7)
      }, {
        "scf.yield"(%arg13) : (i32) -> () loc("cases/canonicalize_all.mlir":20:7)
      }) : (i1) -> i32 loc("cases/canonicalize_all.mlir":13:10)
      "scf.yield"(%11) : (i32) -> () loc("cases/canonicalize_all.mlir":22:5)
    }) : (index, index, index, i32) -> i32 loc("cases/canonicalize_all.mlir":12:8)
    "func.return"(%10) : (i32) -> () loc("cases/canonicalize_all.mlir":24:3)
  }) : () -> () loc("cases/canonicalize_all.mlir":8:1)
  "func.func"() <{function_type = (index, index, index, i32, i1) -> i32, sym_name = "loop"}> ({
  ^bb0(%arg3: index loc("cases/canonicalize_all.mlir":26:17), %arg4: index loc("cases/canonicalize_all.mlir":26:29), %arg5: index loc("cases/canonicalize_all.mlir":26:41), %arg6: i32 loc("cases/canonicalize_all.mlir":26:52), %arg7: i1 loc("cases/canonicalize_all.mlir":26:61)):
    %5:2 = "scf.for"(%arg3, %arg4, %arg5, %arg6, %arg6) ({
    ^bb0(%arg8: index loc("cases/canonicalize_all.mlir":27:18), %arg9: i32 loc("cases/canonicalize_all.mlir":27:52), %arg10: i32 loc("cases/canonicalize_all.mlir":27:61)):
      "test.effect"(%arg8) : (index) -> () loc("cases/canonicalize_all.mlir":28:5)
      "scf.yield"(%arg9, %arg10) : (i32, i32) -> () loc("cases/canonicalize_all.mlir":29:5)
    }) : (index, index, index, i32, i32) -> (i32, i32) loc("cases/canonicalize_all.mlir":27:10)
    %6 = "scf.if"(%arg7) ({
      "test.then"() : () -> () loc("cases/canonicalize_all.mlir":32:5)
      "scf.yield"(%5#0) : (i32) -> () loc("cases/canonicalize_all.mlir":33:5)
    }, {
      "scf.yield"(%5#0) : (i32) -> () loc("cases/canonicalize_all.mlir":35:5)
    }) : (i1) -> i32 loc("cases/canonicalize_all.mlir":31:8)
    "func.return"(%6) : (i32) -> () loc("cases/canonicalize_all.mlir":37:3)
  }) : () -> () loc("cases/canonicalize_all.mlir":26:1)
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<?xf32>, sym_name = "one_trip_cast"}> ({
  ^bb0(%arg0: tensor<4xf32> loc("cases/canonicalize_all.mlir":39:26)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/canonicalize_all.mlir":40:9)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/canonicalize_all.mlir":41:9)
    %2 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32> loc("cases/canonicalize_all.mlir":42:8)
    %3 = "scf.for"(%0, %1, %1, %2) ({
    ^bb0(%arg1: index loc("cases/canonicalize_all.mlir":43:16), %arg2: tensor<?xf32> loc("cases/canonicalize_all.mlir":43:51)):
      %4 = "test.op"(%arg2, %arg1) : (tensor<?xf32>, index) -> tensor<?xf32> loc("cases/canonicalize_all.mlir":44:10)
      "scf.yield"(%4) : (tensor<?xf32>) -> () loc("cases/canonicalize_all.mlir":45:5)
    }) : (index, index, index, tensor<?xf32>) -> tensor<?xf32> loc("cases/canonicalize_all.mlir":43:8)
    "func.return"(%3) : (tensor<?xf32>) -> () loc("cases/canonicalize_all.mlir":47:3)
  }) : () -> () loc("cases/canonicalize_all.mlir":39:1)
}) : () -> () loc("cases/canonicalize_all.mlir":0:0)
