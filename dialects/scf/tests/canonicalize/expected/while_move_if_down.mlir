"builtin.module"() ({
  "func.func"() <{function_type = () -> i1, sym_name = "src_i1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "src", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "moved"}> ({
  ^bb0(%arg15: i32, %arg16: i32):
    %12:4 = "scf.while"(%arg15) ({
    ^bb0(%arg21: i32):
      %14 = "func.call"() <{callee = @src_i1}> : () -> i1
      %15 = "arith.addi"(%arg21, %arg16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %16 = "func.call"() <{callee = @src}> : () -> i32
      "scf.condition"(%14, %arg21, %15, %arg21, %16) : (i1, i32, i32, i32, i32) -> ()
    }, {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32):
      %13 = "arith.muli"(%arg18, %arg19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.call"(%arg20) <{callee = @use}> : (i32) -> ()
      "func.call"(%arg18) <{callee = @use}> : (i32) -> ()
      "func.call"(%13) <{callee = @use}> : (i32) -> ()
      "scf.yield"(%13) : (i32) -> ()
    }) : (i32) -> (i32, i32, i32, i32)
    "func.return"(%12#0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "no_results"}> ({
  ^bb0(%arg12: i32):
    %9 = "scf.while"(%arg12) ({
    ^bb0(%arg14: i32):
      %11 = "func.call"() <{callee = @src_i1}> : () -> i1
      "scf.condition"(%11, %arg14) : (i1, i32) -> ()
    }, {
    ^bb0(%arg13: i32):
      "func.call"(%arg13) <{callee = @use}> : (i32) -> ()
      %10 = "func.call"() <{callee = @src}> : () -> i32
      "scf.yield"(%10) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "twice"}> ({
  ^bb0(%arg8: i32):
    %6:2 = "scf.while"(%arg8) ({
    ^bb0(%arg11: i32):
      %8 = "func.call"() <{callee = @src_i1}> : () -> i1
      "scf.condition"(%8, %arg11, %arg11) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg9: i32, %arg10: i32):
      %7 = "func.call"() <{callee = @src}> : () -> i32
      "func.call"(%arg10) <{callee = @use}> : (i32) -> ()
      "scf.yield"(%7) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    "func.return"(%6#0, %6#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "neg_else"}> ({
  ^bb0(%arg5: i32):
    %2 = "scf.while"(%arg5) ({
    ^bb0(%arg7: i32):
      %3 = "func.call"() <{callee = @src_i1}> : () -> i1
      %4 = "scf.if"(%3) ({
        "scf.yield"(%arg7) : (i32) -> ()
      }, {
        %5 = "func.call"() <{callee = @src}> : () -> i32
        "scf.yield"(%5) : (i32) -> ()
      }) : (i1) -> i32
      "scf.condition"(%3, %4) : (i1, i32) -> ()
    }, {
    ^bb0(%arg6: i32):
      "scf.yield"(%arg6) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "neg_cond"}> ({
  ^bb0(%arg2: i32, %arg3: i1):
    "scf.while"(%arg2) ({
    ^bb0(%arg4: i32):
      %1 = "func.call"() <{callee = @src_i1}> : () -> i1
      "scf.if"(%arg3) ({
        "func.call"(%arg4) <{callee = @use}> : (i32) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.condition"(%1) : (i1) -> ()
    }, {
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "neg_not_last"}> ({
  ^bb0(%arg0: i32):
    "scf.while"(%arg0) ({
    ^bb0(%arg1: i32):
      %0 = "func.call"() <{callee = @src_i1}> : () -> i1
      "scf.if"(%0) ({
        "func.call"(%arg1) <{callee = @use}> : (i32) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "func.call"(%arg1) <{callee = @use}> : (i32) -> ()
      "scf.condition"(%0) : (i1) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
