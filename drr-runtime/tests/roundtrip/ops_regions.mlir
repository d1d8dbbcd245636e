"builtin.module"() ({
  "t.empty_region"() ({
  }) : () -> () loc("ops_regions.mlir":2:1)
  "t.empty_block"() ({
  ^bb0:
  }) : () -> () loc("ops_regions.mlir":4:1)
  "t.empty_block_args"() ({
  ^bb0(%arg4: i32 loc("ops_regions.mlir":8:6), %arg5: f32 loc("ops_regions.mlir":8:15)):
  }) : () -> () loc("ops_regions.mlir":7:1)
  "t.three_regions"() ({
  ^bb0(%arg3: i32 loc("ops_regions.mlir":11:6)):
    "t.x"(%arg3) : (i32) -> () loc("ops_regions.mlir":12:3)
  }, {
  }, {
    "t.y"() : () -> () loc("ops_regions.mlir":15:3)
  }) : () -> () loc("ops_regions.mlir":10:1)
  %0 = "t.a"() : () -> i32 loc("ops_regions.mlir":17:8)
  "t.b"(%0) ({
  ^bb0(%arg2: i32 loc("ops_regions.mlir":19:6)):
    %6 = "t.c"(%arg2, %0) : (i32, i32) -> i32 loc("ops_regions.mlir":20:8)
    "t.br"(%6)[^bb1] : (i32) -> () loc("ops_regions.mlir":21:3)
  ^bb1:  // pred: ^bb0
    %7:2 = "t.d"() : () -> (i32, i32) loc("ops_regions.mlir":23:10)
    "t.e"(%7#1) ({
      %8 = "t.f"() : () -> i32 loc("ops_regions.mlir":25:10)
      "t.g"() ({
        %9 = "t.h"(%8, %7#0, %0) : (i32, i32, i32) -> i32 loc("ops_regions.mlir":27:15)
      }) : () -> () loc("ops_regions.mlir":26:5)
    }) : (i32) -> () loc("ops_regions.mlir":24:3)
  }, {
  ^bb0(%arg1: i32 loc("ops_regions.mlir":31:6)):
    %5 = "t.g"() : () -> i32 loc("ops_regions.mlir":32:8)
  }) : (i32) -> () loc("ops_regions.mlir":18:1)
  %1 = "t.after"() : () -> i32 loc("ops_regions.mlir":34:10)
  "t.sibling1"() ({
    %4 = "t.s"() : () -> i32 loc("ops_regions.mlir":36:9)
  }) : () -> () loc("ops_regions.mlir":35:1)
  "t.sibling2"() ({
    %3 = "t.s"() : () -> i32 loc("ops_regions.mlir":39:9)
  }) : () -> () loc("ops_regions.mlir":38:1)
  %2 = "t.with_region_and_result"(%1) ({
  ^bb0(%arg0: i32 loc("ops_regions.mlir":42:6)):
    "t.yield"(%arg0) : (i32) -> () loc("ops_regions.mlir":43:3)
  }) {k = 1 : i64} : (i32) -> i64 loc("ops_regions.mlir":41:9)
}) : () -> () loc("ops_regions.mlir":0:0)
