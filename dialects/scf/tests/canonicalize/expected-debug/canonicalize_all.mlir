"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg7: i32 loc("cases/canonicalize_all.mlir":8:19)):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/canonicalize_all.mlir":9:9)
    %4 = "test.op"(%arg7, %3) : (i32, index) -> i32 loc("cases/canonicalize_all.mlir":15:14)
    "func.return"(%4) : (i32) -> () loc("cases/canonicalize_all.mlir":24:3)
  }) : () -> () loc("cases/canonicalize_all.mlir":8:1)
  "func.func"() <{function_type = (index, index, index, i32, i1) -> i32, sym_name = "loop"}> ({
  ^bb0(%arg1: index loc("cases/canonicalize_all.mlir":26:17), %arg2: index loc("cases/canonicalize_all.mlir":26:29), %arg3: index loc("cases/canonicalize_all.mlir":26:41), %arg4: i32 loc("cases/canonicalize_all.mlir":26:52), %arg5: i1 loc("cases/canonicalize_all.mlir":26:61)):
    "scf.for"(%arg1, %arg2, %arg3) ({
    ^bb0(%arg6: index loc("cases/canonicalize_all.mlir":27:18)):
      "test.effect"(%arg6) : (index) -> () loc("cases/canonicalize_all.mlir":28:5)
      "scf.yield"() : () -> () loc("cases/canonicalize_all.mlir":29:5)
    }) : (index, index, index) -> () loc("cases/canonicalize_all.mlir":27:10)
    "scf.if"(%arg5) ({
      "test.then"() : () -> () loc("cases/canonicalize_all.mlir":32:5)
      "scf.yield"() : () -> () loc("cases/canonicalize_all.mlir":33:5)
    }, {
    }) : (i1) -> () loc("cases/canonicalize_all.mlir":31:8)
    "func.return"(%arg4) : (i32) -> () loc("cases/canonicalize_all.mlir":37:3)
  }) : () -> () loc("cases/canonicalize_all.mlir":26:1)
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<?xf32>, sym_name = "one_trip_cast"}> ({
  ^bb0(%arg0: tensor<4xf32> loc("cases/canonicalize_all.mlir":39:26)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/canonicalize_all.mlir":40:9)
    %1 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32> loc("cases/canonicalize_all.mlir":42:8)
    %2 = "test.op"(%1, %0) : (tensor<?xf32>, index) -> tensor<?xf32> loc("cases/canonicalize_all.mlir":44:10)
    "func.return"(%2) : (tensor<?xf32>) -> () loc("cases/canonicalize_all.mlir":47:3)
  }) : () -> () loc("cases/canonicalize_all.mlir":39:1)
}) : () -> () loc("cases/canonicalize_all.mlir":0:0)
