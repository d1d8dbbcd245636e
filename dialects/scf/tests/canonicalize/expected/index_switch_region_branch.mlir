"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, i32, i32) -> (i32, i32, i32), sym_name = "results"}> ({
  ^bb0(%arg3: index, %arg4: i32, %arg5: i32):
    %1 = "scf.index_switch"(%arg3) <{cases = array<i64: 1, 4>}> ({
      "scf.yield"(%arg5) : (i32) -> ()
    }, {
      "func.call"(%arg3) <{callee = @sink}> : (index) -> ()
      "scf.yield"(%arg5) : (i32) -> ()
    }, {
      "scf.yield"(%arg4) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%arg4, %1, %1) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32, i32) -> i32, sym_name = "kept"}> ({
  ^bb0(%arg0: index, %arg1: i32, %arg2: i32):
    %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
      "scf.yield"(%arg2) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
