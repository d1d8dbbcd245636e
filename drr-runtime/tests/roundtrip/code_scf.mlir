"builtin.module"() ({
  "func.func"() <{function_type = (index, index, f32, tensor<?xf32>) -> f32, sym_name = "sum"}> ({
  ^bb0(%arg13: index loc("code_scf.mlir":2:16), %arg14: index loc("code_scf.mlir":2:28), %arg15: f32 loc("code_scf.mlir":2:40), %arg16: tensor<?xf32> loc("code_scf.mlir":2:52)):
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index loc("code_scf.mlir":3:9)
    %16 = "scf.for"(%arg13, %arg14, %15, %arg15) ({
    ^bb0(%arg17: index loc("code_scf.mlir":4:16), %arg18: f32 loc("code_scf.mlir":4:51)):
      %17 = "tensor.extract"(%arg16, %arg17) : (tensor<?xf32>, index) -> f32 loc("code_scf.mlir":5:10)
      %18 = "arith.addf"(%arg18, %17) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32 loc("code_scf.mlir":6:10)
      %19 = "arith.mulf"(%18, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc("code_scf.mlir":7:10)
      "scf.yield"(%19) : (f32) -> () loc("code_scf.mlir":8:5)
    }) : (index, index, index, f32) -> f32 loc("code_scf.mlir":4:8)
    "func.return"(%16) : (f32) -> () loc("code_scf.mlir":10:3)
  }) : () -> () loc("code_scf.mlir":2:1)
  "func.func"() <{function_type = (index) -> (i32, i32), sym_name = "nested_for"}> ({
  ^bb0(%arg6: index loc("code_scf.mlir":12:23)):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index loc("code_scf.mlir":13:9)
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index loc("code_scf.mlir":14:9)
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc("code_scf.mlir":15:8)
    %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("code_scf.mlir":16:10)
    %12:2 = "scf.for"(%8, %arg6, %9, %10, %11) ({
    ^bb0(%arg8: index loc("code_scf.mlir":17:18), %arg9: i32 loc("code_scf.mlir":17:52), %arg10: i32 loc("code_scf.mlir":17:61)):
      %13 = "scf.for"(%8, %arg8, %9, %arg9) ({
      ^bb0(%arg11: index loc("code_scf.mlir":18:22), %arg12: i32 loc("code_scf.mlir":18:56)):
        %14 = "arith.addi"(%arg12, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("code_scf.mlir":19:12)
        "scf.yield"(%14) : (i32) -> () loc("code_scf.mlir":20:7)
      }) : (index, index, index, i32) -> i32 loc("code_scf.mlir":18:14)
      "scf.yield"(%13, %arg9) : (i32, i32) -> () loc("code_scf.mlir":22:5)
    }) : (index, index, index, i32, i32) -> (i32, i32) loc("code_scf.mlir":17:10)
    "scf.for"(%8, %arg6, %9) ({
    ^bb0(%arg7: index loc("code_scf.mlir":24:11)):
      "t.side_effect"(%arg7) : (index) -> () loc("code_scf.mlir":25:5)
      "scf.yield"() : () -> () loc("code_scf.mlir":24:3)
    }) : (index, index, index) -> () loc("code_scf.mlir":24:3)
    "func.return"(%12#0, %12#1) : (i32, i32) -> () loc("code_scf.mlir":27:3)
  }) : () -> () loc("code_scf.mlir":12:1)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "sel"}> ({
  ^bb0(%arg4: i32 loc("code_scf.mlir":29:16), %arg5: i32 loc("code_scf.mlir":29:25)):
    %4 = "arith.cmpi"(%arg4, %arg5) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc("code_scf.mlir":30:8)
    %5 = "scf.if"(%4) ({
      %7 = "arith.subi"(%arg5, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("code_scf.mlir":32:10)
      "scf.yield"(%7) : (i32) -> () loc("code_scf.mlir":33:5)
    }, {
      "scf.yield"(%arg4) : (i32) -> () loc("code_scf.mlir":35:5)
    }) : (i1) -> i32 loc("code_scf.mlir":31:8)
    "scf.if"(%4) ({
      "t.then_only"() : () -> () loc("code_scf.mlir":38:5)
      "scf.yield"() : () -> () loc("code_scf.mlir":37:3)
    }, {
    }) : (i1) -> () loc("code_scf.mlir":37:3)
    %6 = "arith.select"(%4, %5, %arg5) : (i1, i32, i32) -> i32 loc("code_scf.mlir":40:8)
    "func.return"(%6) : (i32) -> () loc("code_scf.mlir":41:3)
  }) : () -> () loc("code_scf.mlir":29:1)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "while"}> ({
  ^bb0(%arg0: i32 loc("code_scf.mlir":43:18), %arg1: i32 loc("code_scf.mlir":43:30)):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32 loc("code_scf.mlir":44:21)):
      %3 = "arith.cmpi"(%arg3, %arg1) <{predicate = 6 : i64}> : (i32, i32) -> i1 loc("code_scf.mlir":45:13)
      "scf.condition"(%3, %arg3) : (i1, i32) -> () loc("code_scf.mlir":46:5)
    }, {
    ^bb0(%arg2: i32 loc("code_scf.mlir":48:8)):
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("code_scf.mlir":49:12)
      %2 = "arith.addi"(%arg2, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32 loc("code_scf.mlir":50:13)
      "scf.yield"(%2) : (i32) -> () loc("code_scf.mlir":51:5)
    }) : (i32) -> i32 loc("code_scf.mlir":44:10)
    "func.return"(%0) : (i32) -> () loc("code_scf.mlir":53:3)
  }) : () -> () loc("code_scf.mlir":43:1)
}) : () -> () loc("code_scf.mlir":0:0)
