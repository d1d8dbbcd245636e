"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "f"}> ({
  ^bb0(%c: i1):
    %0 = "scf.if"(%c) ({
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
    }) : (i1) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
