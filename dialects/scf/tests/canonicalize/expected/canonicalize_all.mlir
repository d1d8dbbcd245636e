"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg6: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "test.op"(%arg6, %0) : (i32, index) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32, i1) -> i32, sym_name = "loop"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i1):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg5: index):
      "test.effect"(%arg5) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.if"(%arg4) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"(%arg3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
