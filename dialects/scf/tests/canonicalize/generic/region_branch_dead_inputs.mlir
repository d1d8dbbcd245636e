"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "if_unused"}> ({
  ^bb0(%arg15: i1):
    %13:3 = "scf.if"(%arg15) ({
      %16 = "test.then"() : () -> i32
      %17 = "test.then2"() : () -> i32
      "scf.yield"(%16, %17, %16) : (i32, i32, i32) -> ()
    }, {
      %14 = "test.else"() : () -> i32
      %15 = "test.else2"() : () -> i32
      "scf.yield"(%14, %15, %15) : (i32, i32, i32) -> ()
    }) : (i1) -> (i32, i32, i32)
    "func.return"(%13#1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "execute_region_unused"}> ({
    %10:2 = "scf.execute_region"() <{no_inline}> ({
      %11 = "test.a"() : () -> i32
      %12 = "test.b"() : () -> i32
      "scf.yield"(%11, %12) : (i32, i32) -> ()
    }) : () -> (i32, i32)
    "func.return"(%10#1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32, i32) -> i32, sym_name = "for_unused"}> ({
  ^bb0(%arg7: index, %arg8: index, %arg9: index, %arg10: i32, %arg11: i32):
    %7:2 = "scf.for"(%arg7, %arg8, %arg9, %arg10, %arg11) ({
    ^bb0(%arg12: index, %arg13: i32, %arg14: i32):
      %8 = "test.op"(%arg14, %arg12) : (i32, index) -> i32
      %9 = "test.op2"(%arg12) : (index) -> i32
      "scf.yield"(%9, %8) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%7#1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "all_used"}> ({
  ^bb0(%arg6: i1):
    %2:2 = "scf.if"(%arg6) ({
      %5 = "test.then"() : () -> i32
      %6 = "test.then2"() : () -> i32
      "scf.yield"(%5, %6) : (i32, i32) -> ()
    }, {
      %3 = "test.else"() : () -> i32
      %4 = "test.else2"() : () -> i32
      "scf.yield"(%3, %4) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%2#0, %2#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32) -> (), sym_name = "for_arg_used"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32):
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg4: index, %arg5: i32):
      %1 = "test.op"(%arg5, %arg4) : (i32, index) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
