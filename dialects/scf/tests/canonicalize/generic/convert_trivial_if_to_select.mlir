"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32, i32), sym_name = "to_select"}> ({
  ^bb0(%arg1: i1, %arg2: i32, %arg3: i32):
    %3:3 = "scf.if"(%arg1) ({
      %5 = "test.then"() : () -> i32
      "scf.yield"(%arg2, %5, %arg3) : (i32, i32, i32) -> ()
    }, {
      %4 = "test.else"() : () -> i32
      "scf.yield"(%arg3, %4, %arg3) : (i32, i32, i32) -> ()
    }) : (i1) -> (i32, i32, i32)
    "func.return"(%3#0, %3#1, %3#2) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "all_inside"}> ({
  ^bb0(%arg0: i1):
    %0 = "scf.if"(%arg0) ({
      %2 = "test.then"() : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }, {
      %1 = "test.else"() : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
