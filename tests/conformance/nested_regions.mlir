"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg0: i32):
    %0 = "foo.region"(%arg0) ({
    ^bb0(%arg1: i32):
      %2 = "test.op_d"(%arg1) : (i32) -> i32
      %3 = "test.op_a"(%2) <{attr = 1 : i32}> : (i32) -> i32 loc("in1")
      %4 = "test.op_a"(%3) <{attr = 2 : i32}> : (i32) -> i32 loc("in2")
      "foo.inner"() ({
        %5 = "test.op_g"(%4) : (i32) -> i32
        %6 = "test.op_g"(%5) : (i32) -> i32
        "foo.yield"(%6) : (i32) -> ()
      }, {
        "test.op_h"(%arg1) : (i32) -> ()
        "foo.yield"() : () -> ()
      }) : () -> ()
      "foo.yield"(%4) : (i32) -> ()
    }) : (i32) -> i32
    %1 = "test.op_n"(%0, %0) : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
