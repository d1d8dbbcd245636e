"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "nested"}> ({
  ^bb0(%arg6: i1, %arg7: i1):
    "scf.if"(%arg6) ({
      "scf.if"(%arg7) ({
        "test.op"() : () -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1, i32, i32) -> (i32, i32), sym_name = "nested_results"}> ({
  ^bb0(%arg2: i1, %arg3: i1, %arg4: i32, %arg5: i32):
    %0:2 = "scf.if"(%arg2) ({
      %1 = "scf.if"(%arg3) ({
        %2 = "test.op"() : () -> i32
        "scf.yield"(%2) : (i32) -> ()
      }, {
        "scf.yield"(%arg5) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%1, %arg4) : (i32, i32) -> ()
    }, {
      "scf.yield"(%arg5, %arg5) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%0#0, %0#1) : (i32, i32) -> ()
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
