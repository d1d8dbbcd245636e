"builtin.module"() ({
  "func.func"() <{function_type = (index, f32, i32) -> (), sym_name = "f"}> ({
  ^bb0(%n: index, %x: f32, %y: i32):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %cm = "arith.constant"() <{value = -1 : index}> : () -> index
    "scf.index_switch"(%n) <{cases = array<i64: 3, 3>}> ({
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
