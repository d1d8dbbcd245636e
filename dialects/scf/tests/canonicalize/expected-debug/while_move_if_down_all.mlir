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
      %3 = "func.call"() <{callee = @src_i1}> : () -> i1 loc("cases/while_move_if_down_all.mlir":15:10)
      "scf.condition"(%3) : (i1) -> () loc("cases/while_move_if_down_all.mlir":20:5)
    }, {
      %2 = "func.call"() <{callee = @src_i8}> : () -> i8 loc("cases/while_move_if_down_all.mlir":17:12)
      "scf.yield"() : () -> () loc("cases/while_move_if_down_all.mlir":22:5)
    }) : () -> () loc("cases/while_move_if_down_all.mlir":14:3)
    "func.return"() : () -> () loc("cases/while_move_if_down_all.mlir":24:3)
  }) : () -> () loc("cases/while_move_if_down_all.mlir":13:1)
  "func.func"() <{function_type = (i8) -> i8, sym_name = "equal_constants"}> ({
  ^bb0(%arg1: i8 loc("cases/while_move_if_down_all.mlir":26:28)):
    %1 = "arith.constant"() <{value = false}> : () -> i1 loc(unknown)
    "scf.while"() ({
      "scf.condition"(%1) : (i1) -> () loc("cases/while_move_if_down_all.mlir":33:5)
    }, {
      "func.call"(%1) <{callee = @sink_i1}> : (i1) -> () loc("cases/while_move_if_down_all.mlir":30:7)
      "scf.yield"() : () -> () loc("cases/while_move_if_down_all.mlir":36:5)
    }) : () -> () loc("cases/while_move_if_down_all.mlir":27:8)
    "func.return"(%arg1) : (i8) -> () loc("cases/while_move_if_down_all.mlir":38:3)
  }) : () -> () loc("cases/while_move_if_down_all.mlir":26:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "then_yields_before_arg"}> ({
  ^bb0(%arg0: i32 loc("cases/while_move_if_down_all.mlir":40:35)):
    "scf.while"() ({
      %0 = "func.call"() <{callee = @src_i1}> : () -> i1 loc("cases/while_move_if_down_all.mlir":42:10)
      "scf.condition"(%0) : (i1) -> () loc("cases/while_move_if_down_all.mlir":48:5)
    }, {
      "func.call"(%arg0) <{callee = @use}> : (i32) -> () loc("cases/while_move_if_down_all.mlir":51:5)
      "scf.yield"() : () -> () loc("cases/while_move_if_down_all.mlir":52:5)
    }) : () -> () loc("cases/while_move_if_down_all.mlir":41:8)
    "func.return"(%arg0) : (i32) -> () loc("cases/while_move_if_down_all.mlir":54:3)
  }) : () -> () loc("cases/while_move_if_down_all.mlir":40:1)
}) : () -> () loc("cases/while_move_if_down_all.mlir":0:0)
