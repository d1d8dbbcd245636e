"builtin.module"() ({
  "func.func"() <{function_type = () -> memref<?xi8>, sym_name = "src", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/select_memref_fold.mlir":7:1)
  "func.func"() <{function_type = () -> i1, sym_name = "cond", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/select_memref_fold.mlir":8:1)
  "func.func"() <{function_type = (i1) -> memref<?xi8>, sym_name = "same"}> ({
  ^bb0(%arg5: i1 loc("cases/select_memref_fold.mlir":9:17)):
    %8 = "func.call"() <{callee = @src}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":10:8)
    %9 = "scf.if"(%arg5) ({
      "scf.yield"(%8) : (memref<?xi8>) -> () loc("cases/select_memref_fold.mlir":13:5)
    }, {
      %10 = "func.call"() <{callee = @src}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":15:10)
      "scf.yield"(%10) : (memref<?xi8>) -> () loc("cases/select_memref_fold.mlir":16:5)
    }) : (i1) -> memref<?xi8> loc("cases/select_memref_fold.mlir":11:8)
    "func.return"(%9) : (memref<?xi8>) -> () loc("cases/select_memref_fold.mlir":18:3)
  }) : () -> () loc("cases/select_memref_fold.mlir":9:1)
  "func.func"() <{function_type = (index, index) -> (memref<?xi8>, memref<?xi8>), sym_name = "constant_conditions"}> ({
  ^bb0(%arg0: index loc("cases/select_memref_fold.mlir":20:32), %arg1: index loc("cases/select_memref_fold.mlir":20:44)):
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/select_memref_fold.mlir":23:10)
    %5 = "func.call"() <{callee = @src}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":24:8)
    %6:2 = "scf.for"(%arg0, %arg1, %4, %5, %5) ({
    ^bb0(%arg2: index loc("cases/select_memref_fold.mlir":25:18), %arg3: memref<?xi8> loc("cases/select_memref_fold.mlir":25:54), %arg4: memref<?xi8> loc("cases/select_memref_fold.mlir":25:63)):
      %7 = "func.call"() <{callee = @src}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":26:10)
      "scf.yield"(%7, %arg4) : (memref<?xi8>, memref<?xi8>) -> () loc("cases/select_memref_fold.mlir":29:5)
    }) : (index, index, index, memref<?xi8>, memref<?xi8>) -> (memref<?xi8>, memref<?xi8>) loc("cases/select_memref_fold.mlir":25:10)
    "func.return"(%6#0, %6#1) : (memref<?xi8>, memref<?xi8>) -> () loc("cases/select_memref_fold.mlir":31:3)
  }) : () -> () loc("cases/select_memref_fold.mlir":20:1)
  "func.func"() <{function_type = () -> (memref<?xi8>, memref<?xi8>), sym_name = "poison_and_kept"}> ({
    %0 = "func.call"() <{callee = @cond}> : () -> i1 loc("cases/select_memref_fold.mlir":35:8)
    %1 = "func.call"() <{callee = @src}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":36:8)
    %2 = "func.call"() <{callee = @src}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":37:8)
    %3 = "arith.select"(%0, %1, %2) : (i1, memref<?xi8>, memref<?xi8>) -> memref<?xi8> loc("cases/select_memref_fold.mlir":39:8)
    "func.return"(%1, %3) : (memref<?xi8>, memref<?xi8>) -> () loc("cases/select_memref_fold.mlir":40:3)
  }) : () -> () loc("cases/select_memref_fold.mlir":33:1)
}) : () -> () loc("cases/select_memref_fold.mlir":0:0)
