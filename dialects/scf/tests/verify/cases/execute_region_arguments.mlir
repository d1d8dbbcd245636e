"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    %0 = "scf.execute_region"() ({
    ^bb0(%a: i32):
      "scf.yield"(%a) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
