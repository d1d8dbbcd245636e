"builtin.module"() ({
  "func.func"() <{function_type = () -> memref<?xi8>, sym_name = "src", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "cond", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> memref<?xi8>, sym_name = "same"}> ({
  ^bb0(%arg5: i1):
    %8 = "func.call"() <{callee = @src}> : () -> memref<?xi8>
    %9 = "scf.if"(%arg5) ({
      "scf.yield"(%8) : (memref<?xi8>) -> ()
    }, {
      %10 = "func.call"() <{callee = @src}> : () -> memref<?xi8>
      "scf.yield"(%10) : (memref<?xi8>) -> ()
    }) : (i1) -> memref<?xi8>
    "func.return"(%9) : (memref<?xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (memref<?xi8>, memref<?xi8>), sym_name = "constant_conditions"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "func.call"() <{callee = @src}> : () -> memref<?xi8>
    %6:2 = "scf.for"(%arg0, %arg1, %4, %5, %5) ({
    ^bb0(%arg2: index, %arg3: memref<?xi8>, %arg4: memref<?xi8>):
      %7 = "func.call"() <{callee = @src}> : () -> memref<?xi8>
      "scf.yield"(%7, %arg4) : (memref<?xi8>, memref<?xi8>) -> ()
    }) : (index, index, index, memref<?xi8>, memref<?xi8>) -> (memref<?xi8>, memref<?xi8>)
    "func.return"(%6#0, %6#1) : (memref<?xi8>, memref<?xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (memref<?xi8>, memref<?xi8>), sym_name = "poison_and_kept"}> ({
    %0 = "func.call"() <{callee = @cond}> : () -> i1
    %1 = "func.call"() <{callee = @src}> : () -> memref<?xi8>
    %2 = "func.call"() <{callee = @src}> : () -> memref<?xi8>
    %3 = "arith.select"(%0, %1, %2) : (i1, memref<?xi8>, memref<?xi8>) -> memref<?xi8>
    "func.return"(%1, %3) : (memref<?xi8>, memref<?xi8>) -> ()
  }) : () -> ()
}) : () -> ()
