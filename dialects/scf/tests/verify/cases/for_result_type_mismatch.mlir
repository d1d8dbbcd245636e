"builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> (), sym_name = "f"}> ({
  ^bb0(%n: index, %x: i32):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %0:2 = "scf.for"(%c0, %n, %c1, %x, %x) ({
    ^bb0(%iv: index, %a: i32, %b: i32):
      "scf.yield"(%a, %b) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i64)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
