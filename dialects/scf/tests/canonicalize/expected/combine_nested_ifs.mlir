"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "nested"}> ({
  ^bb0(%arg6: i1, %arg7: i1):
    %4 = "arith.andi"(%arg6, %arg7) : (i1, i1) -> i1
    "scf.if"(%4) ({
      "test.op"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1, i32, i32) -> (i32, i32), sym_name = "nested_results"}> ({
  ^bb0(%arg2: i1, %arg3: i1, %arg4: i32, %arg5: i32):
    %0 = "arith.andi"(%arg2, %arg3) : (i1, i1) -> i1
    %1 = "arith.select"(%arg2, %arg4, %arg5) : (i1, i32, i32) -> i32
    %2:2 = "scf.if"(%0) ({
      %3 = "test.op"() : () -> i32
      "scf.yield"(%3, %arg4) : (i32, i32) -> ()
    }, {
      "scf.yield"(%arg5, %arg5) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%2#0, %1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "busy"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    "scf.if"(%arg0) ({
      "test.op0"() : () -> ()
      "scf.if"(%arg1) ({
        "test.op"() : () -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
