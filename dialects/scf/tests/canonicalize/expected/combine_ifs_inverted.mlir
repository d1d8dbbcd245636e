"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "next_inverted"}> ({
  ^bb0(%arg4: i1):
    %6 = "scf.if"(%arg4) ({
      %8 = "test.a"() : () -> i32
      "scf.yield"(%8) : (i32) -> ()
    }, {
      %7 = "test.b"() : () -> i32
      "test.c"(%7) : (i32) -> ()
      "scf.yield"(%7) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "prev_inverted"}> ({
  ^bb0(%arg3: i1):
    %3 = "scf.if"(%arg3) ({
      %5 = "test.c"() : () -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      "test.a"() : () -> ()
      %4 = "test.d"() : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "prev_inverted_no_else"}> ({
  ^bb0(%arg2: i1):
    "scf.if"(%arg2) ({
      "test.c"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.a"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "negative"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.xori"(%arg0, %arg1) : (i1, i1) -> i1
    "scf.if"(%arg0) ({
      "test.a"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%1) ({
      "test.b"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %2 = "arith.xori"(%arg1, %0) : (i1, i1) -> i1
    "scf.if"(%2) ({
      "test.c"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
