"builtin.module"() <{sym_name = "big"}> ({
  "func.func"() <{function_type = (tensor<?xf32>, memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>>) -> (tensor<?xf32>, i1), sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> () loc("big_mixed.mlir":6:3)
  "func.func"() <{function_type = (i32) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> () loc("big_mixed.mlir":7:3)
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x4xf32>, index) -> tensor<4x4xf32>, sym_name = "matmul_like"}> ({
  ^bb0(%arg15: tensor<4x8xf32> loc("A"), %arg16: tensor<8x4xf32> loc("B"), %arg17: index loc("big_mixed.mlir":8:86)):
    %40 = "arith.constant"() <{value = 0 : index}> : () -> index loc("big.py":10:4)
    %41 = "arith.constant"() <{value = 1 : index}> : () -> index loc("big.py":10:4)
    %42 = "arith.constant"() <{value = 4 : index}> : () -> index loc("big_mixed.mlir":11:11)
    %43 = "arith.constant"() <{value = 8 : index}> : () -> index loc("big_mixed.mlir":12:11)
    %44 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc("helper"("big.py":20:8))
    %45 = "tensor.empty"() : () -> tensor<4x4xf32> loc("big_mixed.mlir":14:13)
    %46 = "scf.for"(%40, %42, %41, %45) ({
    ^bb0(%arg18: index loc("big_mixed.mlir":15:20), %arg19: tensor<4x4xf32> loc("big_mixed.mlir":15:55)):
      %47 = "scf.for"(%40, %42, %41, %arg19) ({
      ^bb0(%arg20: index loc("big_mixed.mlir":16:22), %arg21: tensor<4x4xf32> loc("big_mixed.mlir":16:57)):
        %48 = "scf.for"(%40, %43, %41, %44) ({
        ^bb0(%arg22: index loc("big_mixed.mlir":17:24), %arg23: f32 loc("big_mixed.mlir":17:59)):
          %50 = "tensor.extract"(%arg15, %arg18, %arg22) : (tensor<4x8xf32>, index, index) -> f32 loc(callsite("extract" at "big.py":30:2))
          %51 = "tensor.extract"(%arg16, %arg22, %arg20) : (tensor<8x4xf32>, index, index) -> f32 loc("big_mixed.mlir":19:16)
          %52 = "arith.mulf"(%50, %51) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32 loc("big_mixed.mlir":20:16)
          %53 = "arith.addf"(%arg23, %52) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32 loc("big_mixed.mlir":21:17)
          "scf.yield"(%53) : (f32) -> () loc("big_mixed.mlir":22:11)
        }) : (index, index, index, f32) -> f32 loc(fused<"loop">["big.py":40:1, "k_loop"])
        %49 = "tensor.insert"(%48, %arg21, %arg18, %arg20) : (f32, tensor<4x4xf32>, index, index) -> tensor<4x4xf32> loc("big_mixed.mlir":24:16)
        "scf.yield"(%49) : (tensor<4x4xf32>) -> () loc("big_mixed.mlir":25:9)
      }) : (index, index, index, tensor<4x4xf32>) -> tensor<4x4xf32> loc("big_mixed.mlir":16:14)
      "scf.yield"(%47) : (tensor<4x4xf32>) -> () loc("big_mixed.mlir":27:7)
    }) : (index, index, index, tensor<4x4xf32>) -> tensor<4x4xf32> loc("big_mixed.mlir":15:12)
    "func.return"(%46) : (tensor<4x4xf32>) -> () loc("big_mixed.mlir":29:5)
  }) : () -> () loc("big_mixed.mlir":8:3)
  "func.func"() <{function_type = (i32, i32, i1) -> i32, sym_name = "control"}> ({
  ^bb0(%arg12: i32 loc("big_mixed.mlir":31:22), %arg13: i32 loc("big_mixed.mlir":31:31), %arg14: i1 loc("big_mixed.mlir":31:40)):
    %30 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc("big_mixed.mlir":32:11)
    %31 = "arith.cmpi"(%arg12, %arg13) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc("big_mixed.mlir":33:11)
    %32 = "arith.andi"(%31, %arg14) : (i1, i1) -> i1 loc("big_mixed.mlir":34:13)
    "cf.cond_br"(%32, %arg12, %30, %arg13)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i32, i32) -> () loc("big_mixed.mlir":35:5)
  ^bb1(%33: i32 loc("big_mixed.mlir":36:9), %34: i32 loc("big_mixed.mlir":36:19)):  // 2 preds: ^bb0, ^bb1
    %35 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("big_mixed.mlir":37:12)
    %36 = "arith.addi"(%33, %35) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32 loc("big_mixed.mlir":38:13)
    %37 = "arith.addi"(%34, %33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("big_mixed.mlir":39:13)
    %38 = "arith.cmpi"(%36, %arg13) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc("big_mixed.mlir":40:13)
    "cf.cond_br"(%38, %36, %37, %37)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i32, i32) -> () loc("big_mixed.mlir":41:5)
  ^bb2(%39: i32 loc("big_mixed.mlir":42:9)):  // 2 preds: ^bb0, ^bb1
    "func.call"(%39) <{callee = @sink}> : (i32) -> () loc("big_mixed.mlir":43:5)
    "func.return"(%39) : (i32) -> () loc("big_mixed.mlir":44:5)
  }) : () -> () loc("big_mixed.mlir":31:3)
  "func.func"() <{function_type = (tensor<?xf32>) -> (tensor<?xf32>, i1), sym_name = "unregistered_mix"}> ({
  ^bb0(%arg9: tensor<?xf32> loc("big_mixed.mlir":46:31)):
    %22 = "t.alloc"() {layout = affine_map<(d0, d1) -> (d0 * 4 + d1)>, space = 1 : i64} : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>> loc("big_mixed.mlir":47:10)
    %23:2 = "func.call"(%arg9, %22) <{callee = @decl}> : (tensor<?xf32>, memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>>) -> (tensor<?xf32>, i1) loc("big_mixed.mlir":48:12)
    %24 = "t.while_like"(%23#0) ({
    ^bb0(%arg11: tensor<?xf32> loc("big_mixed.mlir":50:10)):
      %29 = "t.cond"(%arg11) : (tensor<?xf32>) -> i1 loc("big_mixed.mlir":51:12)
      "t.check"(%29, %arg11) : (i1, tensor<?xf32>) -> () loc("big_mixed.mlir":52:7)
    }, {
    ^bb0(%arg10: tensor<?xf32> loc("big_mixed.mlir":54:10)):
      %28 = "t.step"(%arg10) {note = "step\09done", scale = 5.000000e-01 : f32} : (tensor<?xf32>) -> tensor<?xf32> loc("big_mixed.mlir":55:12)
      "t.yield"(%28) : (tensor<?xf32>) -> () loc("big_mixed.mlir":56:7)
    }) {t.kind = #t.kind<loop>} : (tensor<?xf32>) -> tensor<?xf32> loc("while"("big.py":50:3))
    %25 = "t.graph"() ({
      %26 = "t.node"(%27) {id = 0 : i32} : (i64) -> i64 loc("big_mixed.mlir":59:12)
      %27 = "t.node"(%26) {id = 1 : i32} : (i64) -> i64 loc("big_mixed.mlir":60:12)
    }) : () -> i64 loc("big_mixed.mlir":58:10)
    "t.consume"(%25, %24) {flags = array<i1: true, false, true>, sym = @big::@control, weights = dense<[2.500000e-01, 5.000000e-01, 1.250000e-01, 1.000000e-03]> : tensor<4xf32>} : (i64, tensor<?xf32>) -> () loc("big_mixed.mlir":62:5)
    "func.return"(%24, %23#1) : (tensor<?xf32>, i1) -> () loc("big_mixed.mlir":63:5)
  }) : () -> () loc("big_mixed.mlir":46:3)
  "t.global"() <{sym_name = "table", value = dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi16>}> {t.opaque = !t.opaque<"x" [1]>} : () -> () loc("big_mixed.mlir":65:3)
  "t.region_ops"() ({
    "t.a"() : () -> () loc("big_mixed.mlir":67:5)
  }, {
  ^bb0(%arg8: index loc("big_mixed.mlir":69:8)):
    "t.b"(%arg8) : (index) -> () loc("big_mixed.mlir":70:5)
    "t.br"()[^bb1] : () -> () loc("big_mixed.mlir":71:5)
  ^bb1:  // pred: ^bb0
    "t.c"() : () -> () loc("big_mixed.mlir":73:5)
  }) : () -> () loc("big_mixed.mlir":66:3)
  "func.func"() <{function_type = (tensor<?x?xf32>, i32) -> (tensor<2x?xf32>, i32), sym_name = "while_and_tensors"}> ({
  ^bb0(%arg4: tensor<?x?xf32> loc("t"), %arg5: i32 loc("big_mixed.mlir":75:62)):
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index loc("big_mixed.mlir":76:11)
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index loc("big_mixed.mlir":77:11)
    %11 = "tensor.dim"(%arg4, %10) : (tensor<?x?xf32>, index) -> index loc("big_mixed.mlir":78:11)
    %12 = "tensor.extract_slice"(%arg4, %11) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index) -> tensor<2x?xf32> loc("big_mixed.mlir":79:14)
    %13 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc("big_mixed.mlir":80:13)
    %14 = "scf.while"(%13) ({
    ^bb0(%arg7: i32 loc("big_mixed.mlir":81:23)):
      %21 = "arith.cmpi"(%arg7, %arg5) <{predicate = 6 : i64}> : (i32, i32) -> i1 loc("big_mixed.mlir":82:13)
      "scf.condition"(%21, %arg7) : (i1, i32) -> () loc("big_mixed.mlir":83:7)
    }, {
    ^bb0(%arg6: i32 loc("iv")):
      %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("big_mixed.mlir":86:14)
      %16 = "arith.addi"(%arg6, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("big_mixed.mlir":87:12)
      %17 = "arith.cmpi"(%16, %arg5) <{predicate = 4 : i64}> : (i32, i32) -> i1 loc("big_mixed.mlir":88:14)
      %18 = "scf.if"(%17) ({
        "scf.yield"(%16) : (i32) -> () loc("big_mixed.mlir":90:9)
      }, {
        %19 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc("big_mixed.mlir":92:16)
        %20 = "arith.muli"(%16, %19) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32 loc("big_mixed.mlir":93:14)
        "scf.yield"(%20) : (i32) -> () loc("big_mixed.mlir":94:9)
      }) : (i1) -> i32 loc("big_mixed.mlir":89:16)
      "scf.yield"(%18) : (i32) -> () loc("big_mixed.mlir":96:7)
    }) : (i32) -> i32 loc(fused["while.py":1:1, "while.py":9:1])
    "func.return"(%12, %14) : (tensor<2x?xf32>, i32) -> () loc("big_mixed.mlir":98:5)
  }) : () -> () loc("big_mixed.mlir":75:3)
  "func.func"() <{function_type = () -> (tensor<3xf64>, vector<4xi1>, tensor<2x2xcomplex<f32>>), sym_name = "constants_galore"}> ({
    %4 = "arith.constant"() <{value = dense<[1.000000e-01, 1.0000001000000001, 0x7FF0000000000000]> : tensor<3xf64>}> : () -> tensor<3xf64> loc("big_mixed.mlir":101:10)
    %5 = "arith.constant"() <{value = dense<[true, false, false, true]> : vector<4xi1>}> : () -> vector<4xi1> loc("big_mixed.mlir":102:10)
    %6 = "arith.constant"() <{value = dense<[[(1.000000e+00,-1.000000e+00), (5.000000e-01,2.500000e-01)], [(0.000000e+00,0.000000e+00), (3.000000e+00,1.000000e+10)]]> : tensor<2x2xcomplex<f32>>}> : () -> tensor<2x2xcomplex<f32>> loc("big_mixed.mlir":103:10)
    %7 = "arith.constant"() <{value = 0xFC00 : f16}> : () -> f16 loc("big_mixed.mlir":104:10)
    %8 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128 loc("big_mixed.mlir":105:10)
    "t.sink"(%7, %8) {note = "h\C3\A9 \22x\22"} : (f16, i128) -> () loc("big_mixed.mlir":106:5)
    "func.return"(%4, %5, %6) : (tensor<3xf64>, vector<4xi1>, tensor<2x2xcomplex<f32>>) -> () loc("big_mixed.mlir":107:5)
  }) : () -> () loc("big_mixed.mlir":100:3)
  "t.pipeline"() ({
  ^bb0(%arg0: tensor<8xf32> loc("in"), %arg1: f32 loc(unknown)):
    %0 = "t.stage"(%arg0) ({
    ^bb0(%arg3: f32 loc("big_mixed.mlir":112:10)):
      %3 = "t.mul"(%arg3, %arg1) : (f32, f32) -> f32 loc("big_mixed.mlir":113:12)
      "t.yield"(%3) : (f32) -> () loc("big_mixed.mlir":114:7)
    }) {name = "scale"} : (tensor<8xf32>) -> tensor<8xf32> loc("stage1")
    %1:2 = "t.split"(%0) {axis = 0 : index} : (tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>) loc("stage2"("pipe.mlir":2:2))
    "t.cf_inside"(%1#0) ({
    ^bb0(%arg2: tensor<4xf32> loc("big_mixed.mlir":118:10)):
      %2 = "t.pred"(%arg2) : (tensor<4xf32>) -> i1 loc("big_mixed.mlir":119:12)
      "t.cond_br"(%2, %arg2)[^bb1, ^bb2] : (i1, tensor<4xf32>) -> () loc("big_mixed.mlir":120:7)
    ^bb1:  // pred: ^bb0
      "t.emit"(%arg2) : (tensor<4xf32>) -> () loc("big_mixed.mlir":122:7)
      "t.br"()[^bb2] : () -> () loc("big_mixed.mlir":123:7)
    ^bb2:  // 2 preds: ^bb0, ^bb1
      "t.done"(%1#1) : (tensor<4xf32>) -> () loc("big_mixed.mlir":125:7)
    }) : (tensor<4xf32>) -> () loc("big_mixed.mlir":117:5)
    "t.out"(%1#1, %1#0) : (tensor<4xf32>, tensor<4xf32>) -> () loc("big_mixed.mlir":127:5)
  }) {sym_name = "pipe", t.meta = {cfg = {deep = {x}}, stages = 2 : i32, tags = ["a", "b"]}} : () -> () loc("big_mixed.mlir":109:3)
}) {t.dense_cfg = dense<[1, 2, 3]> : tensor<3xi32>, t.features = ["a", "b"], t.version = "1.0"} : () -> () loc("big_mixed.mlir":5:1)
