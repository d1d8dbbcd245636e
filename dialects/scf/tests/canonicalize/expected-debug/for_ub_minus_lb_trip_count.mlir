"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":9:1)
  "func.func"() <{function_type = (i128) -> (), sym_name = "use128", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":10:1)
  "func.func"() <{function_type = (i8) -> (), sym_name = "use8", sym_visibility = "private"}> ({
  }) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":11:1)
  "func.func"() <{function_type = (index) -> (), sym_name = "a"}> ({
  ^bb0(%arg2: index loc("cases/for_ub_minus_lb_trip_count.mlir":12:14)):
    "func.call"(%arg2) <{callee = @use}> : (index) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":17:5)
    "func.return"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":29:3)
  }) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":12:1)
  "func.func"() <{function_type = (i128) -> (), sym_name = "b"}> ({
  ^bb0(%arg1: i128 loc("cases/for_ub_minus_lb_trip_count.mlir":31:14)):
    "func.call"(%arg1) <{callee = @use128}> : (i128) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":41:5)
    "func.return"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":43:3)
  }) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":31:1)
  "func.func"() <{function_type = (i8) -> (), sym_name = "c"}> ({
  ^bb0(%arg0: i8 loc("cases/for_ub_minus_lb_trip_count.mlir":45:14)):
    "func.call"(%arg0) <{callee = @use8}> : (i8) -> () loc("cases/for_ub_minus_lb_trip_count.mlir":56:5)
    "func.return"() : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":58:3)
  }) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":45:1)
}) : () -> () loc("cases/for_ub_minus_lb_trip_count.mlir":0:0)
