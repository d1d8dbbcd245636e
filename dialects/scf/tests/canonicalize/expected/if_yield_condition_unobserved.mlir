"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "sink_i1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i8, sym_name = "src_i8", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "scf.if"(%arg0) ({
      %1 = "func.call"() <{callee = @src_i8}> : () -> i8
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.call"(%arg0) <{callee = @sink_i1}> : (i1) -> ()
    "scf.if"(%arg1) ({
      "func.call"(%0) <{callee = @sink_i1}> : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
