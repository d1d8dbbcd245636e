"builtin.module"() ({
  "func.func"() <{function_type = (i32, f64) -> i32, sym_name = "together"}> ({
  ^bb0(%arg0: i32, %arg1: f64):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32):
      %2 = "test.val"(%arg3) : (i32) -> i32
      %3 = "arith.cmpi"(%2, %arg0) <{predicate = 6 : i64}> : (i32, i32) -> i1
      "scf.condition"(%3, %2) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      "test.use"(%0) : (i1) -> ()
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
