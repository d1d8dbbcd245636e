"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32, i32), sym_name = "to_select"}> ({
  ^bb0(%arg1: i1, %arg2: i32, %arg3: i32):
    %3 = "arith.select"(%arg1, %arg2, %arg3) : (i1, i32, i32) -> i32
    %4 = "scf.if"(%arg1) ({
      %6 = "test.then"() : () -> i32
      "scf.yield"(%6) : (i32) -> ()
    }, {
      %5 = "test.else"() : () -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3, %4, %arg3) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "all_inside"}> ({
  ^bb0(%arg0: i1):
    %0 = "scf.if"(%arg0) ({
      %2 = "test.then"() : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }, {
      %1 = "test.else"() : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
