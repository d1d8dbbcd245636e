"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i1, i32), sym_name = "truth"}> ({
  ^bb0(%arg3: i32):
    %2 = "arith.constant"() <{value = true}> : () -> i1
    %3:3 = "scf.while"(%arg3) ({
    ^bb0(%arg7: i32):
      %4 = "test.cond"(%arg7) : (i32) -> i1
      "scf.condition"(%4, %4, %4, %arg7) : (i1, i1, i1, i32) -> ()
    }, {
    ^bb0(%arg4: i1, %arg5: i1, %arg6: i32):
      "test.use"(%2) : (i1) -> ()
      "test.use"(%2, %arg6) : (i1, i32) -> ()
      "scf.yield"(%arg6) : (i32) -> ()
    }) : (i32) -> (i1, i1, i32)
    "func.return"(%3#1, %3#2) : (i1, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "not_forwarded"}> ({
  ^bb0(%arg0: i32):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg2: i32):
      %1 = "test.cond"(%arg2) : (i32) -> i1
      "scf.condition"(%1, %arg2) : (i1, i32) -> ()
    }, {
    ^bb0(%arg1: i32):
      "test.use"(%arg1) : (i32) -> ()
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
