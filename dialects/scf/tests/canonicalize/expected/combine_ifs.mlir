"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "combine"}> ({
  ^bb0(%arg3: i1):
    %0:2 = "scf.if"(%arg3) ({
      %3 = "test.op"() : () -> i32
      %4 = "test.op3"(%3) : (i32) -> i32
      "scf.yield"(%3, %4) : (i32, i32) -> ()
    }, {
      %1 = "test.op2"() : () -> i32
      %2 = "test.op4"(%1) : (i32) -> i32
      "scf.yield"(%1, %2) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%0#0, %0#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "no_results"}> ({
  ^bb0(%arg2: i1):
    "scf.if"(%arg2) ({
      "test.a"() : () -> ()
      "test.b"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.c"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "different"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    "scf.if"(%arg0) ({
      "test.a"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg1) ({
      "test.b"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
