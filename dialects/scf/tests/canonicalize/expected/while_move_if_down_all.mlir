"builtin.module"() ({
  "func.func"() <{function_type = () -> i1, sym_name = "src_i1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i8, sym_name = "src_i8", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "sink_i1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "if_no_results"}> ({
    "scf.while"() ({
      %3 = "func.call"() <{callee = @src_i1}> : () -> i1
      "scf.condition"(%3) : (i1) -> ()
    }, {
      %2 = "func.call"() <{callee = @src_i8}> : () -> i8
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "equal_constants"}> ({
  ^bb0(%arg1: i8):
    %1 = "arith.constant"() <{value = false}> : () -> i1
    "scf.while"() ({
      "scf.condition"(%1) : (i1) -> ()
    }, {
      "func.call"(%1) <{callee = @sink_i1}> : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%arg1) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "then_yields_before_arg"}> ({
  ^bb0(%arg0: i32):
    "scf.while"() ({
      %0 = "func.call"() <{callee = @src_i1}> : () -> i1
      "scf.condition"(%0) : (i1) -> ()
    }, {
      "func.call"(%arg0) <{callee = @use}> : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
