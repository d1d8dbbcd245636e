"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "do_while"}> ({
  ^bb0(%arg11: i32 loc("cases/realworld_loop_shapes.mlir":9:21)):
    %30 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc("cases/realworld_loop_shapes.mlir":10:9)
    %31 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("cases/realworld_loop_shapes.mlir":11:9)
    %32 = "scf.while"(%30) ({
    ^bb0(%arg13: i32 loc("cases/realworld_loop_shapes.mlir":12:19)):
      "test.keepalive"(%arg13) : (i32) -> () loc("cases/realworld_loop_shapes.mlir":13:5)
      %33 = "arith.addi"(%arg13, %31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/realworld_loop_shapes.mlir":14:13)
      %34 = "arith.cmpi"(%33, %arg11) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc("cases/realworld_loop_shapes.mlir":15:13)
      "scf.condition"(%34, %33) : (i1, i32) -> () loc("cases/realworld_loop_shapes.mlir":16:5)
    }, {
    ^bb0(%arg12: i32 loc("cases/realworld_loop_shapes.mlir":18:8)):
      "scf.yield"(%arg12) : (i32) -> () loc("cases/realworld_loop_shapes.mlir":19:5)
    }) : (i32) -> i32 loc("cases/realworld_loop_shapes.mlir":12:8)
    "func.return"(%32) : (i32) -> () loc("cases/realworld_loop_shapes.mlir":21:3)
  }) : () -> () loc("cases/realworld_loop_shapes.mlir":9:1)
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "poison_carried"}> ({
  ^bb0(%arg6: i32 loc("cases/realworld_loop_shapes.mlir":24:27), %arg7: i32 loc("cases/realworld_loop_shapes.mlir":24:37)):
    %26 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("cases/realworld_loop_shapes.mlir":25:9)
    %27 = "ub.poison"() <{value = #ub.poison}> : () -> i32 loc("cases/realworld_loop_shapes.mlir":26:8)
    %28:2 = "scf.for"(%arg6, %arg7, %26, %arg6, %27) ({
    ^bb0(%arg8: i32 loc("cases/realworld_loop_shapes.mlir":27:18), %arg9: i32 loc("cases/realworld_loop_shapes.mlir":27:53), %arg10: i32 loc("cases/realworld_loop_shapes.mlir":27:65)):
      %29 = "arith.addi"(%arg9, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/realworld_loop_shapes.mlir":28:10)
      "scf.yield"(%29, %29) : (i32, i32) -> () loc("cases/realworld_loop_shapes.mlir":29:5)
    }) : (i32, i32, i32, i32, i32) -> (i32, i32) loc("cases/realworld_loop_shapes.mlir":27:10)
    "func.return"(%28#0) : (i32) -> () loc("cases/realworld_loop_shapes.mlir":31:3)
  }) : () -> () loc("cases/realworld_loop_shapes.mlir":24:1)
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "same_in_both"}> ({
  ^bb0(%arg4: i1 loc("cases/realworld_loop_shapes.mlir":34:25), %arg5: i32 loc("cases/realworld_loop_shapes.mlir":34:33)):
    %20 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("cases/realworld_loop_shapes.mlir":35:9)
    %21 = "scf.if"(%arg4) ({
      %24 = "arith.addi"(%arg5, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/realworld_loop_shapes.mlir":37:10)
      %25 = "arith.muli"(%24, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/realworld_loop_shapes.mlir":38:10)
      "scf.yield"(%25) : (i32) -> () loc("cases/realworld_loop_shapes.mlir":39:5)
    }, {
      %22 = "arith.addi"(%arg5, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/realworld_loop_shapes.mlir":41:10)
      %23 = "arith.muli"(%22, %22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/realworld_loop_shapes.mlir":42:10)
      "scf.yield"(%23) : (i32) -> () loc("cases/realworld_loop_shapes.mlir":43:5)
    }) : (i1) -> i32 loc("cases/realworld_loop_shapes.mlir":36:8)
    "func.return"(%21) : (i32) -> () loc("cases/realworld_loop_shapes.mlir":45:3)
  }) : () -> () loc("cases/realworld_loop_shapes.mlir":34:1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "opaque_unreachable"}> ({
  ^bb0(%arg2: i32 loc("cases/realworld_loop_shapes.mlir":48:31)):
    %14 = "test.region_op"(%arg2) ({
    ^bb0(%arg3: i32 loc("cases/realworld_loop_shapes.mlir":50:8)):
      %15 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc("cases/realworld_loop_shapes.mlir":51:11)
      %16 = "arith.addi"(%arg3, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/realworld_loop_shapes.mlir":52:10)
      "test.region_yield"(%16) : (i32) -> () loc("cases/realworld_loop_shapes.mlir":53:5)
    ^bb1(%17: i32 loc("cases/realworld_loop_shapes.mlir":54:8)):  // no predecessors
      %18 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc("cases/realworld_loop_shapes.mlir":55:11)
      %19 = "arith.muli"(%17, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/realworld_loop_shapes.mlir":56:10)
      "test.region_yield"(%19) : (i32) -> () loc("cases/realworld_loop_shapes.mlir":57:5)
    }) : (i32) -> i32 loc("cases/realworld_loop_shapes.mlir":49:8)
    "func.return"(%14) : (i32) -> () loc("cases/realworld_loop_shapes.mlir":59:3)
  }) : () -> () loc("cases/realworld_loop_shapes.mlir":48:1)
  "func.func"() <{function_type = (index, index) -> index, sym_name = "forwarded_cf_loop"}> ({
  ^bb0(%arg0: index loc("cases/realworld_loop_shapes.mlir":62:30), %arg1: index loc("cases/realworld_loop_shapes.mlir":62:41)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc("cases/realworld_loop_shapes.mlir":63:9)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc("cases/realworld_loop_shapes.mlir":64:9)
    "cf.br"(%0, %arg0, %arg1, %1)[^bb1] : (index, index, index, index) -> () loc("cases/realworld_loop_shapes.mlir":65:3)
  ^bb1(%2: index loc("cases/realworld_loop_shapes.mlir":66:7), %3: index loc("cases/realworld_loop_shapes.mlir":66:18), %4: index loc("cases/realworld_loop_shapes.mlir":66:31), %5: index loc("cases/realworld_loop_shapes.mlir":66:44)):  // 2 preds: ^bb0, ^bb2
    %6 = "arith.cmpi"(%2, %3) <{predicate = 0 : i64}> : (index, index) -> i1 loc("cases/realworld_loop_shapes.mlir":67:11)
    "cf.cond_br"(%6, %4, %3, %4, %5, %2)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 4>}> : (i1, index, index, index, index, index) -> () loc("cases/realworld_loop_shapes.mlir":68:3)
  ^bb2(%7: index loc("cases/realworld_loop_shapes.mlir":69:7), %8: index loc("cases/realworld_loop_shapes.mlir":69:21), %9: index loc("cases/realworld_loop_shapes.mlir":69:35), %10: index loc("cases/realworld_loop_shapes.mlir":69:50)):  // pred: ^bb1
    %11 = "arith.addi"(%8, %10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/realworld_loop_shapes.mlir":70:8)
    %12 = "arith.addi"(%9, %10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("cases/realworld_loop_shapes.mlir":71:11)
    "cf.br"(%12, %7, %11, %9)[^bb1] : (index, index, index, index) -> () loc("cases/realworld_loop_shapes.mlir":72:3)
  ^bb3(%13: index loc("cases/realworld_loop_shapes.mlir":73:7)):  // pred: ^bb1
    "func.return"(%13) : (index) -> () loc("cases/realworld_loop_shapes.mlir":74:3)
  }) : () -> () loc("cases/realworld_loop_shapes.mlir":62:1)
}) : () -> () loc("cases/realworld_loop_shapes.mlir":0:0)
