"builtin.module"() ({
  "func.func"() <{function_type = () -> i1, sym_name = "src_i1", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/while_move_if_down_all.mlir":9:1)
  "func.func"() <{function_type = () -> i8, sym_name = "src_i8", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/while_move_if_down_all.mlir":10:1)
  "func.func"() <{function_type = (i1) -> (), sym_name = "sink_i1", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/while_move_if_down_all.mlir":11:1)
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/while_move_if_down_all.mlir":12:1)
  "func.func"() <{function_type = () -> (), sym_name = "if_no_results"}> ({
    "scf.while"() ({
      %6 = "func.call"() <{callee = @src_i1}> : () -> i1 loc("cases/while_move_if_down_all.mlir":15:10)
      "scf.if"(%6) ({
        %7 = "func.call"() <{callee = @src_i8}> : () -> i8 loc("cases/while_move_if_down_all.mlir":17:12)
        "scf.yield"() : () -> () loc("cases/while_move_if_down_all.mlir":16:5)
      }, {
        "scf.yield"() : () -> () loc("cases/while_move_if_down_all.mlir":16:5)
      }) : (i1) -> () loc("cases/while_move_if_down_all.mlir":16:5)
      "scf.condition"(%6) : (i1) -> () loc("cases/while_move_if_down_all.mlir":20:5)
    }, {
      "scf.yield"() : () -> () loc("cases/while_move_if_down_all.mlir":22:5)
    }) : () -> () loc("cases/while_move_if_down_all.mlir":14:3)
    "func.return"() : () -> () loc("cases/while_move_if_down_all.mlir":24:3)
  }) : () -> () loc("cases/while_move_if_down_all.mlir":13:1)
  "func.func"() <{function_type = (i8) -> i8, sym_name = "equal_constants"}> ({
  ^bb0(%arg3: i8 loc("cases/while_move_if_down_all.mlir":26:28)):
    %3 = "scf.while"(%arg3) ({
    ^bb0(%arg5: i8 loc("cases/while_move_if_down_all.mlir":27:19)):
      %4 = "arith.constant"() <{value = false}> : () -> i1 loc("cases/while_move_if_down_all.mlir":28:10)
      "scf.if"(%4) ({
        "func.call"(%4) <{callee = @sink_i1}> : (i1) -> () loc("cases/while_move_if_down_all.mlir":30:7)
        "scf.yield"() : () -> () loc("cases/while_move_if_down_all.mlir":29:5)
      }, {
      }) : (i1) -> () loc("cases/while_move_if_down_all.mlir":29:5)
      %5 = "arith.constant"() <{value = false}> : () -> i1 loc("cases/while_move_if_down_all.mlir":32:11)
      "scf.condition"(%5, %arg5) : (i1, i8) -> () loc("cases/while_move_if_down_all.mlir":33:5)
    }, {
    ^bb0(%arg4: i8 loc("cases/while_move_if_down_all.mlir":35:8)):
      "scf.yield"(%arg4) : (i8) -> () loc("cases/while_move_if_down_all.mlir":36:5)
    }) : (i8) -> i8 loc("cases/while_move_if_down_all.mlir":27:8)
    "func.return"(%3) : (i8) -> () loc("cases/while_move_if_down_all.mlir":38:3)
  }) : () -> () loc("cases/while_move_if_down_all.mlir":26:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "then_yields_before_arg"}> ({
  ^bb0(%arg0: i32 loc("cases/while_move_if_down_all.mlir":40:35)):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg2: i32 loc("cases/while_move_if_down_all.mlir":41:19)):
      %1 = "func.call"() <{callee = @src_i1}> : () -> i1 loc("cases/while_move_if_down_all.mlir":42:10)
      %2 = "scf.if"(%1) ({
        "scf.yield"(%arg2) : (i32) -> () loc("cases/while_move_if_down_all.mlir":44:7)
      }, {
        "scf.yield"(%arg0) : (i32) -> () loc("cases/while_move_if_down_all.mlir":46:7)
      }) : (i1) -> i32 loc("cases/while_move_if_down_all.mlir":43:12)
      "scf.condition"(%1, %2) : (i1, i32) -> () loc("cases/while_move_if_down_all.mlir":48:5)
    }, {
    ^bb0(%arg1: i32 loc("cases/while_move_if_down_all.mlir":50:8)):
      "func.call"(%arg1) <{callee = @use}> : (i32) -> () loc("cases/while_move_if_down_all.mlir":51:5)
      "scf.yield"(%arg1) : (i32) -> () loc("cases/while_move_if_down_all.mlir":52:5)
    }) : (i32) -> i32 loc("cases/while_move_if_down_all.mlir":41:8)
    "func.return"(%0) : (i32) -> () loc("cases/while_move_if_down_all.mlir":54:3)
  }) : () -> () loc("cases/while_move_if_down_all.mlir":40:1)
}) : () -> () loc("cases/while_move_if_down_all.mlir":0:0)
