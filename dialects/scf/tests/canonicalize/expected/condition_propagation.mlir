"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "propagate"}> ({
  ^bb0(%arg1: i1):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = true}> : () -> i1
    "scf.if"(%arg1) ({
      "test.use"(%1) : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.use"(%0) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "test.use"(%arg1) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "outside_only"}> ({
  ^bb0(%arg0: i1):
    "scf.if"(%arg0) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "test.use"(%arg0) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
