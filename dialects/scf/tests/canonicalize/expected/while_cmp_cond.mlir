"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "lhs_and_rhs"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    %3 = "arith.constant"() <{value = false}> : () -> i1
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5:2 = "scf.while"(%arg3) ({
    ^bb0(%arg7: i32):
      %8 = "test.val"(%arg7) : (i32) -> i32
      %9 = "arith.cmpi"(%8, %arg3) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%9, %8, %arg3) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg5: i32, %arg6: i32):
      %6 = "arith.cmpi"(%arg5, %arg3) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %7 = "arith.cmpi"(%arg5, %arg4) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "test.use"(%4, %3, %6, %7) : (i1, i1, i1, i1) -> ()
      "scf.yield"(%arg5) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "not_cmpi"}> ({
  ^bb0(%arg0: i32):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg2: i32):
      %2 = "test.cond"(%arg2) : (i32) -> i1
      "scf.condition"(%2, %arg2) : (i1, i32) -> ()
    }, {
    ^bb0(%arg1: i32):
      %1 = "arith.cmpi"(%arg1, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "test.use"(%1) : (i1) -> ()
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
