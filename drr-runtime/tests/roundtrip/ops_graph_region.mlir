"builtin.module"() ({
  "t.graph"() ({
    %4 = "t.add"(%5, %6#0) : (i32, i32) -> i32 loc("ops_graph_region.mlir":3:8)
    %5 = "t.use"(%4) : (i32) -> i32 loc("ops_graph_region.mlir":4:8)
    %6:2 = "t.two"(%6#1, %4) : (i32, i32) -> (i32, i32) loc("ops_graph_region.mlir":5:10)
    "t.self"(%7) : (i32) -> () loc("ops_graph_region.mlir":6:3)
    %7 = "t.selfref"(%7) : (i32) -> i32 loc("ops_graph_region.mlir":7:8)
  }) : () -> () loc("ops_graph_region.mlir":2:1)
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "t.region"() ({
      %2 = "t.fwd"(%3) : (i32) -> i32 loc("ops_graph_region.mlir":11:10)
      %3 = "t.def"(%2) : (i32) -> i32 loc("ops_graph_region.mlir":12:10)
    }) : () -> () loc("ops_graph_region.mlir":10:3)
    "func.return"() : () -> () loc("ops_graph_region.mlir":14:3)
  }) : () -> () loc("ops_graph_region.mlir":9:1)
  "t.multi_block_ok"() ({
    %0 = "t.def_first"() : () -> f32 loc("ops_graph_region.mlir":18:8)
    "t.br"()[^bb1] : () -> () loc("ops_graph_region.mlir":19:3)
  ^bb1:  // pred: ^bb0
    %1 = "t.use_across"(%0) : (f32) -> f32 loc("ops_graph_region.mlir":21:8)
    "t.end"(%1) : (f32) -> () loc("ops_graph_region.mlir":22:3)
  }) : () -> () loc("ops_graph_region.mlir":17:1)
}) : () -> () loc("ops_graph_region.mlir":0:0)
