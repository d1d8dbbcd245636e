"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "true_cond"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    %1 = "test.then"(%arg3) : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "false_cond"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    %0 = "test.else"(%arg2) : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "false_no_else"}> ({
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
