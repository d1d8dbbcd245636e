"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "swap"}> ({
  ^bb0(%arg3: i1):
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.xori"(%arg3, %3) : (i1, i1) -> i1
    "scf.if"(%4) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.else"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "no_else"}> ({
  ^bb0(%arg2: i1):
    %1 = "arith.constant"() <{value = true}> : () -> i1
    %2 = "arith.xori"(%arg2, %1) : (i1, i1) -> i1
    "scf.if"(%2) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "other_xor"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    %0 = "arith.xori"(%arg0, %arg1) : (i1, i1) -> i1
    "scf.if"(%0) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.else"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
