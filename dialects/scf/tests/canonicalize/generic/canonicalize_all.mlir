"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg8: i32):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "scf.for"(%2, %3, %3, %arg8) ({
    ^bb0(%arg9: index, %arg10: i32):
      %6 = "scf.if"(%4) ({
        %7 = "scf.execute_region"() ({
          %8 = "test.op"(%arg10, %arg9) : (i32, index) -> i32
          "scf.yield"(%8) : (i32) -> ()
        }) : () -> i32
        "scf.yield"(%7) : (i32) -> ()
      }, {
        "scf.yield"(%arg10) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32, i1) -> i32, sym_name = "loop"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i1):
    %0:2 = "scf.for"(%arg0, %arg1, %arg2, %arg3, %arg3) ({
    ^bb0(%arg5: index, %arg6: i32, %arg7: i32):
      "test.effect"(%arg5) : (index) -> ()
      "scf.yield"(%arg6, %arg7) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    %1 = "scf.if"(%arg4) ({
      "test.then"() : () -> ()
      "scf.yield"(%0#0) : (i32) -> ()
    }, {
      "scf.yield"(%0#0) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
