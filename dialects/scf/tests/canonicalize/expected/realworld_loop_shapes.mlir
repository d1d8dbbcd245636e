"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "do_while"}> ({
  ^bb0(%arg10: i32):
    %26 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %28 = "scf.while"(%26) ({
    ^bb0(%arg12: i32):
      "test.keepalive"(%arg12) : (i32) -> ()
      %29 = "arith.addi"(%arg12, %27) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %30 = "arith.cmpi"(%29, %arg10) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%30, %29) : (i1, i32) -> ()
    }, {
    ^bb0(%arg11: i32):
      "scf.yield"(%arg11) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%28) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "poison_carried"}> ({
  ^bb0(%arg6: i32, %arg7: i32):
    %23 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %24 = "scf.for"(%arg6, %arg7, %23, %arg6) ({
    ^bb0(%arg8: i32, %arg9: i32):
      %25 = "arith.addi"(%arg9, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%25) : (i32) -> ()
    }) : (i32, i32, i32, i32) -> i32
    "func.return"(%24) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "same_in_both"}> ({
  ^bb0(%arg4: i1, %arg5: i32):
    %17 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %18 = "scf.if"(%arg4) ({
      %21 = "arith.addi"(%arg5, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %22 = "arith.muli"(%21, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%22) : (i32) -> ()
    }, {
      %19 = "arith.addi"(%arg5, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %20 = "arith.muli"(%19, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%20) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%18) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "opaque_unreachable"}> ({
  ^bb0(%arg2: i32):
    %14 = "test.region_op"(%arg2) ({
    ^bb0(%arg3: i32):
      %15 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %16 = "arith.addi"(%arg3, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.region_yield"(%16) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%14) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> index, sym_name = "forwarded_cf_loop"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "cf.br"(%0, %arg0, %arg1, %1)[^bb1] : (index, index, index, index) -> ()
  ^bb1(%2: index, %3: index, %4: index, %5: index):  // 2 preds: ^bb0, ^bb2
    %6 = "arith.cmpi"(%2, %3) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.cond_br"(%6, %4, %3, %4, %5, %2)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 4>}> : (i1, index, index, index, index, index) -> ()
  ^bb2(%7: index, %8: index, %9: index, %10: index):  // pred: ^bb1
    %11 = "arith.addi"(%8, %10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %12 = "arith.addi"(%9, %10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%12, %7, %11, %9)[^bb1] : (index, index, index, index) -> ()
  ^bb3(%13: index):  // pred: ^bb1
    "func.return"(%13) : (index) -> ()
  }) : () -> ()
}) : () -> ()
