// greedy: max-iterations=1
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "scf.if"(%arg0) ({
      "scf.yield"(%6) : (i32) -> ()
    }, {
      "scf.yield"(%6) : (i32) -> ()
    }) : (i1) -> i32
    %8 = "arith.addi"(%7, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    %3 = "arith.constant"() <{value = false}> : () -> i1
    %4 = "scf.if"(%3) ({
      "scf.yield"(%3) : (i1) -> ()
    }, {
      "scf.yield"(%3) : (i1) -> ()
    }) : (i1) -> i1
    %5 = "arith.select"(%4, %4, %4) : (i1, i1, i1) -> i1
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "scf.if"(%0) ({
      "scf.yield"(%0) : (i1) -> ()
    }, {
      "scf.yield"(%0) : (i1) -> ()
    }) : (i1) -> i1
    %2 = "arith.select"(%0, %1, %1) : (i1, i1, i1) -> i1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

