"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "chain"}> ({
  ^bb0(%arg8: i32 loc("drr_basic.mlir":2:18)):
    %13 = "test.op_a"(%arg8) <{attr = 10 : i32}> : (i32) -> i32 loc("a")
    %14 = "test.op_a"(%13) <{attr = 20 : i32}> : (i32) -> i32 loc("b")
    %15 = "test.op_b"(%arg8) <{attr = 30 : i32}> : (i32) -> i32 loc(fused["b", "a"])
    %16 = "test.loc_src"(%14) : (i32) -> i32 loc("loc1")
    %17 = "test.loc_dst"(%16) : (i32) -> i32 loc(fused<"fused">["loc2", "loc3"])
    "test.loc_src_no_res"(%17) : (i32) -> () loc("loc4")
    "func.return"(%15) : (i32) -> () loc("drr_basic.mlir":9:3)
  }) : () -> () loc("drr_basic.mlir":2:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "zero"}> ({
  ^bb0(%arg7: i32 loc("drr_basic.mlir":11:17)):
    "test.op_h"(%arg7) : (i32) -> () loc("drr_basic.mlir":12:3)
    "test.op_i"(%arg7) : (i32) -> () loc("drr_basic.mlir":13:3)
    %11 = "test.op_j"() : () -> i32 loc("drr_basic.mlir":14:8)
    %12 = "test.op_k"() : () -> i32 loc("drr_basic.mlir":15:8)
    "func.return"(%12) : (i32) -> () loc("drr_basic.mlir":16:3)
  }) : () -> () loc("drr_basic.mlir":11:1)
  "func.func"() <{function_type = (i32, i32, i32, f32) -> (), sym_name = "args"}> ({
  ^bb0(%arg3: i32 loc("drr_basic.mlir":18:17), %arg4: i32 loc("drr_basic.mlir":18:29), %arg5: i32 loc("drr_basic.mlir":18:41), %arg6: f32 loc("drr_basic.mlir":18:53)):
    "test.ignore_arg_match_src"(%arg3, %arg4, %arg5) <{d = 42 : i64, e = 24 : i64, f = 15 : i64}> : (i32, i32, i32) -> () loc("drr_basic.mlir":19:3)
    "test.ignore_arg_match_src"(%arg3, %arg4, %arg6) <{d = 42 : i32, e = 24 : i64, f = 15 : i64}> : (i32, i32, f32) -> () loc("drr_basic.mlir":20:3)
    "test.interleaved_operand_attr1"(%arg3, %arg4) <{attr1 = 15 : i64, attr2 = 42 : i64}> : (i32, i32) -> () loc("drr_basic.mlir":21:3)
    "test.many_arguments"(%arg3, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3) <{attr1 = 42 : i64, attr2 = 42 : i64, attr3 = 42 : i64, attr4 = 42 : i64, attr5 = 42 : i64, attr6 = 42 : i64, attr7 = 42 : i64, attr8 = 42 : i64, attr9 = 42 : i64}> : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> () loc("drr_basic.mlir":22:3)
    %7 = "test.op_n"(%arg3, %arg3) : (i32, i32) -> i32 loc("drr_basic.mlir":23:8)
    %8 = "test.op_o"(%7) : (i32) -> i32 loc("drr_basic.mlir":24:8)
    %9 = "test.op_p"(%arg3, %arg4, %arg5, %8, %7, %arg3) : (i32, i32, i32, i32, i32, i32) -> i32 loc("drr_basic.mlir":25:8)
    %10 = "test.op_q"(%arg3, %arg6) : (i32, f32) -> i32 loc("drr_basic.mlir":26:8)
    "func.return"() : () -> () loc("drr_basic.mlir":27:3)
  }) : () -> () loc("drr_basic.mlir":18:1)
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "native"}> ({
  ^bb0(%arg1: i32 loc("drr_basic.mlir":29:19), %arg2: i32 loc("drr_basic.mlir":29:31)):
    %3 = "test.native_code_call1"(%arg1, %arg2) <{attr1 = 42 : i64, attr2 = 24 : i64, choice = true}> : (i32, i32) -> i32 loc("drr_basic.mlir":30:8)
    %4 = "test.native_code_call1"(%arg1, %arg2) <{attr1 = 42 : i64, attr2 = 24 : i64, choice = false}> : (i32, i32) -> i32 loc("drr_basic.mlir":31:8)
    %5:2 = "test.native_code_call4"(%3) : (i32) -> (i32, i32) loc("drr_basic.mlir":32:10)
    %6 = "test.native_code_call2"(%5#1) <{attr = [42, 24]}> : (i32) -> i32 loc("drr_basic.mlir":33:8)
    "func.return"(%6, %4) : (i32, i32) -> () loc("drr_basic.mlir":34:3)
  }) : () -> () loc("drr_basic.mlir":29:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "symbols"}> ({
  ^bb0(%arg0: i32 loc("drr_basic.mlir":36:20)):
    %0 = "test.symbol_binding_a"(%arg0) <{attr = 42 : i64}> : (i32) -> i32 loc("drr_basic.mlir":37:8)
    %1 = "test.symbol_binding_b"(%0) : (i32) -> i32 loc("drr_basic.mlir":38:8)
    %2 = "test.symbol_binding_d"(%0, %1) <{attr = 42 : i64}> : (i32, i32) -> i32 loc("drr_basic.mlir":39:8)
    "func.return"(%2) : (i32) -> () loc("drr_basic.mlir":40:3)
  }) : () -> () loc("drr_basic.mlir":36:1)
}) : () -> () loc("drr_basic.mlir":0:0)
