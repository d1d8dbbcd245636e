"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32, i32) -> (i32, i32, i32), sym_name = "many_for"}> ({
  ^bb0(%arg18: index loc("cases/region_branch_many_iter_args.mlir":6:21), %arg19: index loc("cases/region_branch_many_iter_args.mlir":6:33), %arg20: index loc("cases/region_branch_many_iter_args.mlir":6:45), %arg21: i32 loc("cases/region_branch_many_iter_args.mlir":6:57), %arg22: i32 loc("cases/region_branch_many_iter_args.mlir":6:66)):
    %10:18 = "scf.for"(%arg18, %arg19, %arg20, %arg22, %arg22, %arg21, %arg22, %arg21, %arg22, %arg21, %arg22, %arg22, %arg22, %arg22, %arg21, %arg22, %arg21, %arg22, %arg21, %arg22, %arg22) ({
    ^bb0(%arg23: index loc("cases/region_branch_many_iter_args.mlir":7:19), %arg24: i32 loc("cases/region_branch_many_iter_args.mlir":7:65), %arg25: i32 loc("cases/region_branch_many_iter_args.mlir":7:75), %arg26: i32 loc("cases/region_branch_many_iter_args.mlir":7:85), %arg27: i32 loc("cases/region_branch_many_iter_args.mlir":7:105), %arg28: i32 loc("cases/region_branch_many_iter_args.mlir":7:115), %arg29: i32 loc("cases/region_branch_many_iter_args.mlir":7:125), %arg30: i32 loc("cases/region_branch_many_iter_args.mlir":7:145), %arg31: i32 loc("cases/region_branch_many_iter_args.mlir":7:155), %arg32: i32 loc("cases/region_branch_many_iter_args.mlir":7:166), %arg33: i32 loc("cases/region_branch_many_iter_args.mlir":7:188), %arg34: i32 loc("cases/region_branch_many_iter_args.mlir":7:199), %arg35: i32 loc("cases/region_branch_many_iter_args.mlir":7:210), %arg36: i32 loc("cases/region_branch_many_iter_args.mlir":7:232), %arg37: i32 loc("cases/region_branch_many_iter_args.mlir":7:243), %arg38: i32 loc("cases/region_branch_many_iter_args.mlir":7:254), %arg39: i32 loc("cases/region_branch_many_iter_args.mlir":7:276), %arg40: i32 loc("cases/region_branch_many_iter_args.mlir":7:287), %arg41: i32 loc("cases/region_branch_many_iter_args.mlir":7:298)):
      %14 = "arith.addi"(%arg24, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":8:11)
      %15 = "arith.addi"(%arg25, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":9:11)
      %16 = "arith.addi"(%arg26, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":10:11)
      %17 = "arith.addi"(%arg27, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":11:11)
      %18 = "arith.addi"(%arg28, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":12:11)
      %19 = "arith.addi"(%arg29, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":13:11)
      %20 = "arith.addi"(%arg30, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":14:11)
      %21 = "arith.addi"(%arg31, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":15:12)
      %22 = "arith.addi"(%arg32, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":16:12)
      %23 = "arith.addi"(%arg33, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":17:12)
      %24 = "arith.addi"(%arg34, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":18:12)
      %25 = "arith.addi"(%arg35, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":19:12)
      %26 = "arith.addi"(%arg36, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":20:12)
      %27 = "arith.addi"(%arg37, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":21:12)
      %28 = "arith.addi"(%arg38, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":22:12)
      %29 = "arith.addi"(%arg39, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":23:12)
      %30 = "arith.addi"(%arg40, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":24:12)
      %31 = "arith.addi"(%arg41, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":25:12)
      "scf.yield"(%14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> () loc("cases/region_branch_many_iter_args.mlir":26:5)
    }) : (index, index, index, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) loc("cases/region_branch_many_iter_args.mlir":7:11)
    %11 = "arith.addi"(%10#0, %10#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":28:9)
    %12 = "arith.addi"(%arg22, %10#3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":29:9)
    %13 = "arith.muli"(%10#5, %10#7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":30:9)
    "func.return"(%11, %12, %13) : (i32, i32, i32) -> () loc("cases/region_branch_many_iter_args.mlir":31:3)
  }) : () -> () loc("cases/region_branch_many_iter_args.mlir":6:1)
  "func.func"() <{function_type = (i32, i1) -> (i32, i32), sym_name = "many_while"}> ({
  ^bb0(%arg0: i32 loc("cases/region_branch_many_iter_args.mlir":33:23), %arg1: i1 loc("cases/region_branch_many_iter_args.mlir":33:32)):
    %0:8 = "scf.while"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0) ({
    ^bb0(%arg10: i32 loc("cases/region_branch_many_iter_args.mlir":34:32), %arg11: i32 loc("cases/region_branch_many_iter_args.mlir":34:52), %arg12: i32 loc("cases/region_branch_many_iter_args.mlir":34:72), %arg13: i32 loc("cases/region_branch_many_iter_args.mlir":34:92), %arg14: i32 loc("cases/region_branch_many_iter_args.mlir":34:112), %arg15: i32 loc("cases/region_branch_many_iter_args.mlir":34:133), %arg16: i32 loc("cases/region_branch_many_iter_args.mlir":34:155), %arg17: i32 loc("cases/region_branch_many_iter_args.mlir":34:177)):
      "scf.condition"(%arg1, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17) : (i1, i32, i32, i32, i32, i32, i32, i32, i32) -> () loc("cases/region_branch_many_iter_args.mlir":35:5)
    }, {
    ^bb0(%arg2: i32 loc("cases/region_branch_many_iter_args.mlir":37:18), %arg3: i32 loc("cases/region_branch_many_iter_args.mlir":37:38), %arg4: i32 loc("cases/region_branch_many_iter_args.mlir":37:58), %arg5: i32 loc("cases/region_branch_many_iter_args.mlir":37:78), %arg6: i32 loc("cases/region_branch_many_iter_args.mlir":37:98), %arg7: i32 loc("cases/region_branch_many_iter_args.mlir":37:119), %arg8: i32 loc("cases/region_branch_many_iter_args.mlir":37:141), %arg9: i32 loc("cases/region_branch_many_iter_args.mlir":37:163)):
      %2 = "arith.addi"(%arg2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":38:11)
      %3 = "arith.addi"(%arg3, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":39:11)
      %4 = "arith.addi"(%arg4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":40:11)
      %5 = "arith.addi"(%arg5, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":41:11)
      %6 = "arith.addi"(%arg6, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":42:11)
      %7 = "arith.addi"(%arg7, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":43:12)
      %8 = "arith.addi"(%arg8, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":44:12)
      %9 = "arith.addi"(%arg9, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":45:12)
      "scf.yield"(%2, %3, %4, %5, %6, %7, %8, %9) : (i32, i32, i32, i32, i32, i32, i32, i32) -> () loc("cases/region_branch_many_iter_args.mlir":46:5)
    }) : (i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) loc("cases/region_branch_many_iter_args.mlir":34:11)
    %1 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("cases/region_branch_many_iter_args.mlir":48:8)
    "func.return"(%1, %arg0) : (i32, i32) -> () loc("cases/region_branch_many_iter_args.mlir":49:3)
  }) : () -> () loc("cases/region_branch_many_iter_args.mlir":33:1)
}) : () -> () loc("cases/region_branch_many_iter_args.mlir":0:0)
