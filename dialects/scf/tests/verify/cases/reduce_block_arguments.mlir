"builtin.module"() ({
  "func.func"() <{function_type = (index, f32, i32) -> (), sym_name = "f"}> ({
  ^bb0(%n: index, %x: f32, %y: i32):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %cm = "arith.constant"() <{value = -1 : index}> : () -> index
    %r = "scf.parallel"(%c0, %n, %c1, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%i: index):
      "scf.reduce"(%x) ({
      ^bb1(%a: f32):
        "scf.reduce.return"(%a) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
