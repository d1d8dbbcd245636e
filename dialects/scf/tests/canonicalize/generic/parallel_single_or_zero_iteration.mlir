"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":2:1)
  "func.func"() <{function_type = (f32) -> (), sym_name = "sinkf", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":3:1)
  "func.func"() <{function_type = (index, f32) -> f32, sym_name = "zero_dim"}> ({
  ^bb0(%arg26: index loc("cases/parallel_single_or_zero_iteration.mlir":6:21), %arg27: f32 loc("cases/parallel_single_or_zero_iteration.mlir":6:32)):
    %28 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":7:9)
    %29 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":8:9)
    %30 = "scf.parallel"(%28, %29, %arg26, %28, %29, %29, %arg27) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg28: index loc("cases/parallel_single_or_zero_iteration.mlir":9:22), %arg29: index loc("cases/parallel_single_or_zero_iteration.mlir":9:26)):
      "func.call"(%arg28) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":10:5)
      %31 = "arith.index_cast"(%arg29) : (index) -> i32 loc("cases/parallel_single_or_zero_iteration.mlir":11:10)
      %32 = "arith.sitofp"(%31) : (i32) -> f32 loc("cases/parallel_single_or_zero_iteration.mlir":12:10)
      "scf.reduce"(%32) ({
      ^bb0(%arg30: f32 loc("cases/parallel_single_or_zero_iteration.mlir":14:10), %arg31: f32 loc("cases/parallel_single_or_zero_iteration.mlir":14:19)):
        %33 = "arith.addf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("cases/parallel_single_or_zero_iteration.mlir":15:12)
        "scf.reduce.return"(%33) : (f32) -> () loc("cases/parallel_single_or_zero_iteration.mlir":16:7)
      }) : (f32) -> () loc("cases/parallel_single_or_zero_iteration.mlir":13:5)
    }) : (index, index, index, index, index, index, f32) -> f32 loc("cases/parallel_single_or_zero_iteration.mlir":9:8)
    "func.return"(%30) : (f32) -> () loc("cases/parallel_single_or_zero_iteration.mlir":19:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":6:1)
  "func.func"() <{function_type = (index, index) -> (), sym_name = "collapse_one"}> ({
  ^bb0(%arg21: index loc("cases/parallel_single_or_zero_iteration.mlir":24:25), %arg22: index loc("cases/parallel_single_or_zero_iteration.mlir":24:36)):
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":25:9)
    %23 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":26:9)
    %24 = "arith.constant"() <{value = 3 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":27:9)
    %25 = "arith.constant"() <{value = 4 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":28:9)
    "scf.parallel"(%22, %24, %22, %arg21, %25, %arg22, %23, %23, %23) <{operandSegmentSizes = array<i32: 3, 3, 3, 0>}> ({
    ^bb0(%arg23: index loc("cases/parallel_single_or_zero_iteration.mlir":29:17), %arg24: index loc("cases/parallel_single_or_zero_iteration.mlir":29:21), %arg25: index loc("cases/parallel_single_or_zero_iteration.mlir":29:25)):
      %26 = "arith.addi"(%arg23, %arg24) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/parallel_single_or_zero_iteration.mlir":30:10)
      %27 = "arith.muli"(%26, %arg25) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/parallel_single_or_zero_iteration.mlir":31:10)
      "func.call"(%27) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":32:5)
      "scf.reduce"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":33:5)
    }) : (index, index, index, index, index, index, index, index, index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":29:3)
    "func.return"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":35:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":24:1)
  "func.func"() <{function_type = (index) -> (), sym_name = "collapse_big_step"}> ({
  ^bb0(%arg18: index loc("cases/parallel_single_or_zero_iteration.mlir":39:30)):
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":40:9)
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":41:9)
    %20 = "arith.constant"() <{value = 3 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":42:9)
    %21 = "arith.constant"() <{value = 8 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":43:9)
    "scf.parallel"(%18, %19, %arg18, %20, %19, %21) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg19: index loc("cases/parallel_single_or_zero_iteration.mlir":44:17), %arg20: index loc("cases/parallel_single_or_zero_iteration.mlir":44:21)):
      "func.call"(%arg20) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":45:5)
      "func.call"(%arg19) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":46:5)
      "scf.reduce"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":47:5)
    }) : (index, index, index, index, index, index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":44:3)
    "func.return"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":49:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":39:1)
  "func.func"() <{function_type = (f32, f32) -> (f32, f32), sym_name = "inline_all"}> ({
  ^bb0(%arg10: f32 loc("cases/parallel_single_or_zero_iteration.mlir":54:23), %arg11: f32 loc("cases/parallel_single_or_zero_iteration.mlir":54:32)):
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":55:9)
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":56:9)
    %9 = "arith.constant"() <{value = 5 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":57:9)
    %10 = "arith.constant"() <{value = 6 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":58:9)
    %11:2 = "scf.parallel"(%7, %9, %8, %10, %8, %8, %arg10, %arg11) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
    ^bb0(%arg12: index loc("cases/parallel_single_or_zero_iteration.mlir":59:24), %arg13: index loc("cases/parallel_single_or_zero_iteration.mlir":59:28)):
      %12 = "arith.addi"(%arg12, %arg13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/parallel_single_or_zero_iteration.mlir":60:10)
      %13 = "arith.index_cast"(%12) : (index) -> i64 loc("cases/parallel_single_or_zero_iteration.mlir":61:10)
      %14 = "arith.sitofp"(%13) : (i64) -> f32 loc("cases/parallel_single_or_zero_iteration.mlir":62:10)
      "func.call"(%12) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":63:5)
      "scf.reduce"(%14, %14) ({
      ^bb0(%arg16: f32 loc("cases/parallel_single_or_zero_iteration.mlir":65:10), %arg17: f32 loc("cases/parallel_single_or_zero_iteration.mlir":65:19)):
        %17 = "arith.addf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("cases/parallel_single_or_zero_iteration.mlir":66:12)
        "scf.reduce.return"(%17) : (f32) -> () loc("cases/parallel_single_or_zero_iteration.mlir":67:7)
      }, {
      ^bb0(%arg14: f32 loc("cases/parallel_single_or_zero_iteration.mlir":69:10), %arg15: f32 loc("cases/parallel_single_or_zero_iteration.mlir":69:19)):
        %15 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("cases/parallel_single_or_zero_iteration.mlir":70:12)
        %16 = "arith.subf"(%15, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("cases/parallel_single_or_zero_iteration.mlir":71:12)
        "scf.reduce.return"(%16) : (f32) -> () loc("cases/parallel_single_or_zero_iteration.mlir":72:7)
      }) : (f32, f32) -> () loc("cases/parallel_single_or_zero_iteration.mlir":64:5)
    }) : (index, index, index, index, index, index, f32, f32) -> (f32, f32) loc("cases/parallel_single_or_zero_iteration.mlir":59:10)
    "func.return"(%11#0, %11#1) : (f32, f32) -> () loc("cases/parallel_single_or_zero_iteration.mlir":75:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":54:1)
  "func.func"() <{function_type = (index) -> (), sym_name = "inline_nsw"}> ({
  ^bb0(%arg8: index loc("cases/parallel_single_or_zero_iteration.mlir":79:23)):
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":80:9)
    %6 = "arith.addi"(%arg8, %5) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index loc("cases/parallel_single_or_zero_iteration.mlir":81:9)
    "scf.parallel"(%arg8, %6, %5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg9: index loc("cases/parallel_single_or_zero_iteration.mlir":82:17)):
      "func.call"(%arg9) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":83:5)
      "scf.reduce"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":84:5)
    }) : (index, index, index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":82:3)
    "func.return"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":86:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":79:1)
  "func.func"() <{function_type = (index, i1) -> (), sym_name = "inline_nested"}> ({
  ^bb0(%arg4: index loc("cases/parallel_single_or_zero_iteration.mlir":90:26), %arg5: i1 loc("cases/parallel_single_or_zero_iteration.mlir":90:37)):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":91:9)
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":92:9)
    "scf.parallel"(%3, %4, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg6: index loc("cases/parallel_single_or_zero_iteration.mlir":93:17)):
      "scf.if"(%arg5) ({
        "scf.for"(%arg6, %arg4, %4) ({
        ^bb0(%arg7: index loc("cases/parallel_single_or_zero_iteration.mlir":95:15)):
          "func.call"(%arg7) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":96:9)
          "scf.yield"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":95:7)
        }) : (index, index, index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":95:7)
        "scf.yield"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":94:5)
      }, {
      }) : (i1) -> () loc("cases/parallel_single_or_zero_iteration.mlir":94:5)
      "func.call"(%arg6) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":99:5)
      "scf.reduce"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":100:5)
    }) : (index, index, index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":93:3)
    "func.return"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":102:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":90:1)
  "func.func"() <{function_type = (index, index) -> (), sym_name = "unknown"}> ({
  ^bb0(%arg0: index loc("cases/parallel_single_or_zero_iteration.mlir":106:20), %arg1: index loc("cases/parallel_single_or_zero_iteration.mlir":106:31)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":107:9)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":108:9)
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index loc("cases/parallel_single_or_zero_iteration.mlir":109:9)
    "scf.parallel"(%0, %0, %arg0, %2, %arg1, %1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg2: index loc("cases/parallel_single_or_zero_iteration.mlir":110:17), %arg3: index loc("cases/parallel_single_or_zero_iteration.mlir":110:21)):
      "func.call"(%arg2) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":111:5)
      "func.call"(%arg3) <{callee = @sink}> : (index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":112:5)
      "scf.reduce"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":113:5)
    }) : (index, index, index, index, index, index) -> () loc("cases/parallel_single_or_zero_iteration.mlir":110:3)
    "func.return"() : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":115:3)
  }) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":106:1)
}) : () -> () loc("cases/parallel_single_or_zero_iteration.mlir":0:0)
