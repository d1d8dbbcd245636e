"builtin.module"() ({
  "func.func"() <{function_type = () -> memref<?xi8>, sym_name = "src", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/select_memref_fold.mlir":7:1)
  "func.func"() <{function_type = () -> i1, sym_name = "cond", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/select_memref_fold.mlir":8:1)
  "func.func"() <{function_type = (i1) -> memref<?xi8>, sym_name = "same"}> ({
  ^bb0(%arg5: i1 loc("cases/select_memref_fold.mlir":9:17)):
    %14 = "func.call"() <{callee = @src}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":10:8)
    %15 = "scf.if"(%arg5) ({
      %17 = "arith.select"(%arg5, %14, %14) : (i1, memref<?xi8>, memref<?xi8>) -> memref<?xi8> loc("cases/select_memref_fold.mlir":12:10)
      "scf.yield"(%17) : (memref<?xi8>) -> () loc("cases/select_memref_fold.mlir":13:5)
    }, {
      %16 = "func.call"() <{callee = @src}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":15:10)
      "scf.yield"(%16) : (memref<?xi8>) -> () loc("cases/select_memref_fold.mlir":16:5)
    }) : (i1) -> memref<?xi8> loc("cases/select_memref_fold.mlir":11:8)
    "func.return"(%15) : (memref<?xi8>) -> () loc("cases/select_memref_fold.mlir":18:3)
  }) : () -> () loc("cases/select_memref_fold.mlir":9:1)
  "func.func"() <{function_type = (index, index) -> (memref<?xi8>, memref<?xi8>), sym_name = "constant_conditions"}> ({
  ^bb0(%arg0: index loc("cases/select_memref_fold.mlir":20:32), %arg1: index loc("cases/select_memref_fold.mlir":20:44)):
    %6 = "arith.constant"() <{value = true}> : () -> i1 loc("cases/select_memref_fold.mlir":21:8)
    %7 = "arith.constant"() <{value = false}> : () -> i1 loc("cases/select_memref_fold.mlir":22:8)
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/select_memref_fold.mlir":23:10)
    %9 = "func.call"() <{callee = @src}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":24:8)
    %10:2 = "scf.for"(%arg0, %arg1, %8, %9, %9) ({
    ^bb0(%arg2: index loc("cases/select_memref_fold.mlir":25:18), %arg3: memref<?xi8> loc("cases/select_memref_fold.mlir":25:54), %arg4: memref<?xi8> loc("cases/select_memref_fold.mlir":25:63)):
      %11 = "func.call"() <{callee = @src}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":26:10)
      %12 = "arith.select"(%6, %11, %arg3) : (i1, memref<?xi8>, memref<?xi8>) -> memref<?xi8> loc("cases/select_memref_fold.mlir":27:10)
      %13 = "arith.select"(%7, %11, %arg4) : (i1, memref<?xi8>, memref<?xi8>) -> memref<?xi8> loc("cases/select_memref_fold.mlir":28:10)
      "scf.yield"(%12, %13) : (memref<?xi8>, memref<?xi8>) -> () loc("cases/select_memref_fold.mlir":29:5)
    }) : (index, index, index, memref<?xi8>, memref<?xi8>) -> (memref<?xi8>, memref<?xi8>) loc("cases/select_memref_fold.mlir":25:10)
    "func.return"(%10#0, %10#1) : (memref<?xi8>, memref<?xi8>) -> () loc("cases/select_memref_fold.mlir":31:3)
  }) : () -> () loc("cases/select_memref_fold.mlir":20:1)
  "func.func"() <{function_type = () -> (memref<?xi8>, memref<?xi8>), sym_name = "poison_and_kept"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":34:8)
    %1 = "func.call"() <{callee = @cond}> : () -> i1 loc("cases/select_memref_fold.mlir":35:8)
    %2 = "func.call"() <{callee = @src}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":36:8)
    %3 = "func.call"() <{callee = @src}> : () -> memref<?xi8> loc("cases/select_memref_fold.mlir":37:8)
    %4 = "arith.select"(%1, %0, %2) : (i1, memref<?xi8>, memref<?xi8>) -> memref<?xi8> loc("cases/select_memref_fold.mlir":38:8)
    %5 = "arith.select"(%1, %2, %3) : (i1, memref<?xi8>, memref<?xi8>) -> memref<?xi8> loc("cases/select_memref_fold.mlir":39:8)
    "func.return"(%4, %5) : (memref<?xi8>, memref<?xi8>) -> () loc("cases/select_memref_fold.mlir":40:3)
  }) : () -> () loc("cases/select_memref_fold.mlir":33:1)
}) : () -> () loc("cases/select_memref_fold.mlir":0:0)
