"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "true_cond"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "scf.if"(%4) ({
      %6 = "test.then"(%arg3) : (i32) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }, {
      "scf.yield"(%arg4) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "false_cond"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "scf.if"(%1) ({
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %3 = "test.else"(%arg2) : (i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "false_no_else"}> ({
    %0 = "arith.constant"() <{value = false}> : () -> i1
    "scf.if"(%0) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "test.after"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "unknown_cond"}> ({
  ^bb0(%arg0: i1):
    "scf.if"(%arg0) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
