"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "same_value"}> ({
  ^bb0(%arg2: i1, %arg3: i32):
    %6 = "scf.if"(%arg2) ({
      "test.then"() : () -> ()
      "scf.yield"(%arg3) : (i32) -> ()
    }, {
      "test.else"() : () -> ()
      "scf.yield"(%arg3) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (i1, i1), sym_name = "condition"}> ({
  ^bb0(%arg1: i1):
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = false}> : () -> i1
    %5:2 = "scf.if"(%arg1) ({
      "test.then"() : () -> ()
      "scf.yield"(%3, %4) : (i1, i1) -> ()
    }, {
      "test.else"() : () -> ()
      "scf.yield"(%4, %3) : (i1, i1) -> ()
    }) : (i1) -> (i1, i1)
    "func.return"(%5#0, %5#1) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "different"}> ({
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
