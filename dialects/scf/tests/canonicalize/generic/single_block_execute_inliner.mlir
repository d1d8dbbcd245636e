"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "inline"}> ({
  ^bb0(%arg1: i32):
    "test.before"() : () -> ()
    %2 = "scf.execute_region"() ({
      %3 = "test.val"(%arg1) : (i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : () -> i32
    "test.after"(%2) : (i32) -> ()
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "no_inline"}> ({
  ^bb0(%arg0: i32):
    %0 = "scf.execute_region"() <{no_inline}> ({
      %1 = "test.val"(%arg0) : (i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
