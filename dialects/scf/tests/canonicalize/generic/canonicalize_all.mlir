"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg11: i32):
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "arith.constant"() <{value = true}> : () -> i1
    %10 = "scf.for"(%7, %8, %8, %arg11) ({
    ^bb0(%arg12: index, %arg13: i32):
      %11 = "scf.if"(%9) ({
        %12 = "scf.execute_region"() ({
          %13 = "test.op"(%arg13, %arg12) : (i32, index) -> i32
          "scf.yield"(%13) : (i32) -> ()
        }) : () -> i32
        "scf.yield"(%12) : (i32) -> ()
      }, {
        "scf.yield"(%arg13) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%11) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32, i1) -> i32, sym_name = "loop"}> ({
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: i32, %arg7: i1):
    %5:2 = "scf.for"(%arg3, %arg4, %arg5, %arg6, %arg6) ({
    ^bb0(%arg8: index, %arg9: i32, %arg10: i32):
      "test.effect"(%arg8) : (index) -> ()
      "scf.yield"(%arg9, %arg10) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    %6 = "scf.if"(%arg7) ({
      "test.then"() : () -> ()
      "scf.yield"(%5#0) : (i32) -> ()
    }, {
      "scf.yield"(%5#0) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<?xf32>, sym_name = "one_trip_cast"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32>
    %3 = "scf.for"(%0, %1, %1, %2) ({
    ^bb0(%arg1: index, %arg2: tensor<?xf32>):
      %4 = "test.op"(%arg2, %arg1) : (tensor<?xf32>, index) -> tensor<?xf32>
      "scf.yield"(%4) : (tensor<?xf32>) -> ()
    }) : (index, index, index, tensor<?xf32>) -> tensor<?xf32>
    "func.return"(%3) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()
