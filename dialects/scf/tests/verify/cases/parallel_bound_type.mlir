"builtin.module"() ({
  "func.func"() <{function_type = (index, f32, i32) -> (), sym_name = "f"}> ({
  ^bb0(%n: index, %x: f32, %y: i32):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %cm = "arith.constant"() <{value = -1 : index}> : () -> index
    "scf.parallel"(%c0, %y, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%i: index):
      "scf.reduce"() : () -> ()
    }) : (index, i32, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
