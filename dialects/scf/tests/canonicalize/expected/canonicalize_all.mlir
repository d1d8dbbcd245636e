"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg7: i32):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "test.op"(%arg7, %3) : (i32, index) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32, i1) -> i32, sym_name = "loop"}> ({
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: i32, %arg5: i1):
    "scf.for"(%arg1, %arg2, %arg3) ({
    ^bb0(%arg6: index):
      "test.effect"(%arg6) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.if"(%arg5) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"(%arg4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<?xf32>, sym_name = "one_trip_cast"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32>
    %2 = "test.op"(%1, %0) : (tensor<?xf32>, index) -> tensor<?xf32>
    "func.return"(%2) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()
