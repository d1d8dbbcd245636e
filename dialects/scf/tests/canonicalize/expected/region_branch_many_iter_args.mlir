"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32, i32) -> (i32, i32, i32), sym_name = "many_for"}> ({
  ^bb0(%arg18: index, %arg19: index, %arg20: index, %arg21: i32, %arg22: i32):
    %10:18 = "scf.for"(%arg18, %arg19, %arg20, %arg22, %arg22, %arg21, %arg22, %arg21, %arg22, %arg21, %arg22, %arg22, %arg22, %arg22, %arg21, %arg22, %arg21, %arg22, %arg21, %arg22, %arg22) ({
    ^bb0(%arg23: index, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32, %arg29: i32, %arg30: i32, %arg31: i32, %arg32: i32, %arg33: i32, %arg34: i32, %arg35: i32, %arg36: i32, %arg37: i32, %arg38: i32, %arg39: i32, %arg40: i32, %arg41: i32):
      %14 = "arith.addi"(%arg24, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %15 = "arith.addi"(%arg25, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %16 = "arith.addi"(%arg26, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %17 = "arith.addi"(%arg27, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %18 = "arith.addi"(%arg28, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %19 = "arith.addi"(%arg29, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %20 = "arith.addi"(%arg30, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %21 = "arith.addi"(%arg31, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %22 = "arith.addi"(%arg32, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %23 = "arith.addi"(%arg33, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %24 = "arith.addi"(%arg34, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %25 = "arith.addi"(%arg35, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %26 = "arith.addi"(%arg36, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %27 = "arith.addi"(%arg37, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %28 = "arith.addi"(%arg38, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %29 = "arith.addi"(%arg39, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %30 = "arith.addi"(%arg40, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %31 = "arith.addi"(%arg41, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    }) : (index, index, index, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
    %11 = "arith.addi"(%10#0, %10#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.addi"(%arg22, %10#3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %13 = "arith.muli"(%10#5, %10#7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%11, %12, %13) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> (i32, i32), sym_name = "many_while"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0:8 = "scf.while"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0) ({
    ^bb0(%arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32):
      "scf.condition"(%arg1, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17) : (i1, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    }, {
    ^bb0(%arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32):
      %2 = "arith.addi"(%arg2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.addi"(%arg3, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.addi"(%arg4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%arg5, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "arith.addi"(%arg6, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "arith.addi"(%arg7, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8 = "arith.addi"(%arg8, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "arith.addi"(%arg9, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2, %3, %4, %5, %6, %7, %8, %9) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    }) : (i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32)
    %1 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1, %arg0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
