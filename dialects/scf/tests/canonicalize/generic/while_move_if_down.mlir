"builtin.module"() ({
  "func.func"() <{function_type = () -> i1, sym_name = "src_i1", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/while_move_if_down.mlir":10:1)
  "func.func"() <{function_type = () -> i32, sym_name = "src", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/while_move_if_down.mlir":11:1)
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/while_move_if_down.mlir":12:1)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "moved"}> ({
  ^bb0(%arg14: i32 loc("cases/while_move_if_down.mlir":13:18), %arg15: i32 loc("cases/while_move_if_down.mlir":13:30)):
    %12 = "scf.while"(%arg14) ({
    ^bb0(%arg17: i32 loc("cases/while_move_if_down.mlir":14:19)):
      %13 = "func.call"() <{callee = @src_i1}> : () -> i1 loc("cases/while_move_if_down.mlir":15:10)
      %14 = "arith.addi"(%arg17, %arg15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/while_move_if_down.mlir":16:10)
      %15 = "func.call"() <{callee = @src}> : () -> i32 loc("cases/while_move_if_down.mlir":17:10)
      %16 = "scf.if"(%13) ({
        %17 = "arith.muli"(%14, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/while_move_if_down.mlir":19:12)
        "func.call"(%15) <{callee = @use}> : (i32) -> () loc("cases/while_move_if_down.mlir":20:7)
        "func.call"(%14) <{callee = @use}> : (i32) -> () loc("cases/while_move_if_down.mlir":21:7)
        "scf.yield"(%17) : (i32) -> () loc("cases/while_move_if_down.mlir":22:7)
      }, {
        "scf.yield"(%arg17) : (i32) -> () loc("cases/while_move_if_down.mlir":24:7)
      }) : (i1) -> i32 loc("cases/while_move_if_down.mlir":18:12)
      "scf.condition"(%13, %16) : (i1, i32) -> () loc("cases/while_move_if_down.mlir":26:5)
    }, {
    ^bb0(%arg16: i32 loc("cases/while_move_if_down.mlir":28:8)):
      "func.call"(%arg16) <{callee = @use}> : (i32) -> () loc("cases/while_move_if_down.mlir":29:5)
      "scf.yield"(%arg16) : (i32) -> () loc("cases/while_move_if_down.mlir":30:5)
    }) : (i32) -> i32 loc("cases/while_move_if_down.mlir":14:8)
    "func.return"(%12) : (i32) -> () loc("cases/while_move_if_down.mlir":32:3)
  }) : () -> () loc("cases/while_move_if_down.mlir":13:1)
  "func.func"() <{function_type = (i32) -> (), sym_name = "no_results"}> ({
  ^bb0(%arg12: i32 loc("cases/while_move_if_down.mlir":34:23)):
    "scf.while"(%arg12) ({
    ^bb0(%arg13: i32 loc("cases/while_move_if_down.mlir":35:14)):
      %11 = "func.call"() <{callee = @src_i1}> : () -> i1 loc("cases/while_move_if_down.mlir":36:10)
      "scf.if"(%11) ({
        "func.call"(%arg13) <{callee = @use}> : (i32) -> () loc("cases/while_move_if_down.mlir":38:7)
        "scf.yield"() : () -> () loc("cases/while_move_if_down.mlir":37:5)
      }, {
      }) : (i1) -> () loc("cases/while_move_if_down.mlir":37:5)
      "scf.condition"(%11) : (i1) -> () loc("cases/while_move_if_down.mlir":40:5)
    }, {
      %10 = "func.call"() <{callee = @src}> : () -> i32 loc("cases/while_move_if_down.mlir":42:10)
      "scf.yield"(%10) : (i32) -> () loc("cases/while_move_if_down.mlir":43:5)
    }) : (i32) -> () loc("cases/while_move_if_down.mlir":35:3)
    "func.return"() : () -> () loc("cases/while_move_if_down.mlir":45:3)
  }) : () -> () loc("cases/while_move_if_down.mlir":34:1)
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "twice"}> ({
  ^bb0(%arg8: i32 loc("cases/while_move_if_down.mlir":47:18)):
    %6:2 = "scf.while"(%arg8) ({
    ^bb0(%arg11: i32 loc("cases/while_move_if_down.mlir":48:21)):
      %7 = "func.call"() <{callee = @src_i1}> : () -> i1 loc("cases/while_move_if_down.mlir":49:10)
      %8 = "scf.if"(%7) ({
        %9 = "func.call"() <{callee = @src}> : () -> i32 loc("cases/while_move_if_down.mlir":51:12)
        "scf.yield"(%9) : (i32) -> () loc("cases/while_move_if_down.mlir":52:7)
      }, {
        "scf.yield"(%arg11) : (i32) -> () loc("cases/while_move_if_down.mlir":54:7)
      }) : (i1) -> i32 loc("cases/while_move_if_down.mlir":50:12)
      "scf.condition"(%7, %8, %8) : (i1, i32, i32) -> () loc("cases/while_move_if_down.mlir":56:5)
    }, {
    ^bb0(%arg9: i32 loc("cases/while_move_if_down.mlir":58:8), %arg10: i32 loc("cases/while_move_if_down.mlir":58:17)):
      "func.call"(%arg10) <{callee = @use}> : (i32) -> () loc("cases/while_move_if_down.mlir":59:5)
      "scf.yield"(%arg9) : (i32) -> () loc("cases/while_move_if_down.mlir":60:5)
    }) : (i32) -> (i32, i32) loc("cases/while_move_if_down.mlir":48:10)
    "func.return"(%6#0, %6#1) : (i32, i32) -> () loc("cases/while_move_if_down.mlir":62:3)
  }) : () -> () loc("cases/while_move_if_down.mlir":47:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "neg_else"}> ({
  ^bb0(%arg5: i32 loc("cases/while_move_if_down.mlir":64:21)):
    %2 = "scf.while"(%arg5) ({
    ^bb0(%arg7: i32 loc("cases/while_move_if_down.mlir":65:19)):
      %3 = "func.call"() <{callee = @src_i1}> : () -> i1 loc("cases/while_move_if_down.mlir":66:10)
      %4 = "scf.if"(%3) ({
        "scf.yield"(%arg7) : (i32) -> () loc("cases/while_move_if_down.mlir":68:7)
      }, {
        %5 = "func.call"() <{callee = @src}> : () -> i32 loc("cases/while_move_if_down.mlir":70:12)
        "scf.yield"(%5) : (i32) -> () loc("cases/while_move_if_down.mlir":71:7)
      }) : (i1) -> i32 loc("cases/while_move_if_down.mlir":67:12)
      "scf.condition"(%3, %4) : (i1, i32) -> () loc("cases/while_move_if_down.mlir":73:5)
    }, {
    ^bb0(%arg6: i32 loc("cases/while_move_if_down.mlir":75:8)):
      "scf.yield"(%arg6) : (i32) -> () loc("cases/while_move_if_down.mlir":76:5)
    }) : (i32) -> i32 loc("cases/while_move_if_down.mlir":65:8)
    "func.return"(%2) : (i32) -> () loc("cases/while_move_if_down.mlir":78:3)
  }) : () -> () loc("cases/while_move_if_down.mlir":64:1)
  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "neg_cond"}> ({
  ^bb0(%arg2: i32 loc("cases/while_move_if_down.mlir":80:21), %arg3: i1 loc("cases/while_move_if_down.mlir":80:33)):
    "scf.while"(%arg2) ({
    ^bb0(%arg4: i32 loc("cases/while_move_if_down.mlir":81:14)):
      %1 = "func.call"() <{callee = @src_i1}> : () -> i1 loc("cases/while_move_if_down.mlir":82:10)
      "scf.if"(%arg3) ({
        "func.call"(%arg4) <{callee = @use}> : (i32) -> () loc("cases/while_move_if_down.mlir":84:7)
        "scf.yield"() : () -> () loc("cases/while_move_if_down.mlir":83:5)
      }, {
      }) : (i1) -> () loc("cases/while_move_if_down.mlir":83:5)
      "scf.condition"(%1) : (i1) -> () loc("cases/while_move_if_down.mlir":86:5)
    }, {
      "scf.yield"(%arg2) : (i32) -> () loc("cases/while_move_if_down.mlir":88:5)
    }) : (i32) -> () loc("cases/while_move_if_down.mlir":81:3)
    "func.return"() : () -> () loc("cases/while_move_if_down.mlir":90:3)
  }) : () -> () loc("cases/while_move_if_down.mlir":80:1)
  "func.func"() <{function_type = (i32) -> (), sym_name = "neg_not_last"}> ({
  ^bb0(%arg0: i32 loc("cases/while_move_if_down.mlir":92:25)):
    "scf.while"(%arg0) ({
    ^bb0(%arg1: i32 loc("cases/while_move_if_down.mlir":93:14)):
      %0 = "func.call"() <{callee = @src_i1}> : () -> i1 loc("cases/while_move_if_down.mlir":94:10)
      "scf.if"(%0) ({
        "func.call"(%arg1) <{callee = @use}> : (i32) -> () loc("cases/while_move_if_down.mlir":96:7)
        "scf.yield"() : () -> () loc("cases/while_move_if_down.mlir":95:5)
      }, {
      }) : (i1) -> () loc("cases/while_move_if_down.mlir":95:5)
      "func.call"(%arg1) <{callee = @use}> : (i32) -> () loc("cases/while_move_if_down.mlir":98:5)
      "scf.condition"(%0) : (i1) -> () loc("cases/while_move_if_down.mlir":99:5)
    }, {
      "scf.yield"(%arg0) : (i32) -> () loc("cases/while_move_if_down.mlir":101:5)
    }) : (i32) -> () loc("cases/while_move_if_down.mlir":93:3)
    "func.return"() : () -> () loc("cases/while_move_if_down.mlir":103:3)
  }) : () -> () loc("cases/while_move_if_down.mlir":92:1)
}) : () -> () loc("cases/while_move_if_down.mlir":0:0)
