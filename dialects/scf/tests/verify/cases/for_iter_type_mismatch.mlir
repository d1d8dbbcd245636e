"builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> i64, sym_name = "f"}> ({
  ^bb0(%n: index, %x: i32):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %0 = "scf.for"(%c0, %n, %c1, %x) ({
    ^bb0(%iv: index, %acc: i64):
      "scf.yield"(%acc) : (i64) -> ()
    }) : (index, index, index, i32) -> i64
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
