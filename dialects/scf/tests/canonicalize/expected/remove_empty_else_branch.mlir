"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "empty_else"}> ({
  ^bb0(%arg2: i1):
    "scf.if"(%arg2) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "busy_else"}> ({
  ^bb0(%arg1: i1):
    "scf.if"(%arg1) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.else"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "with_results"}> ({
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
