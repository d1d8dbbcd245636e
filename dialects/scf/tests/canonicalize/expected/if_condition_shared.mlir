"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i1), sym_name = "shared"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "scf.if"(%arg0) ({
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %6 = "arith.cmpi"(%arg1, %arg2) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %7 = "arith.select"(%6, %1, %arg2) : (i1, i32, i32) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }) : (i1) -> i32
    %3 = "arith.addi"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "scf.if"(%arg0) ({
      %5 = "arith.muli"(%3, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      "scf.yield"(%3) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%4, %0) : (i32, i1) -> ()
  }) : () -> ()
}) : () -> ()
