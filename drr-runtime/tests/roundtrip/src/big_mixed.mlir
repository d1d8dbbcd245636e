// A larger mixed module: everything together (the one case allowed to be big).
#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
#loc_a = loc("big.py":10:4)
#loc_b = loc("helper"("big.py":20:8))
module @big attributes {t.version = "1.0", t.features = ["a", "b"], t.dense_cfg = dense<[1, 2, 3]> : tensor<3xi32>} {
  func.func private @decl(tensor<?xf32>, memref<4x4xf32, #map>) -> (tensor<?xf32>, i1)
  func.func private @sink(i32)
  func.func @matmul_like(%A: tensor<4x8xf32> loc("A"), %B: tensor<8x4xf32> loc("B"), %n: index) -> tensor<4x4xf32> {
    %c0 = arith.constant 0 : index loc(#loc_a)
    %c1 = arith.constant 1 : index loc(#loc_a)
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0.0 : f32 loc(#loc_b)
    %init = tensor.empty() : tensor<4x4xf32>
    %res = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc0 = %init) -> (tensor<4x4xf32>) {
      %row = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc1 = %acc0) -> (tensor<4x4xf32>) {
        %dot = scf.for %k = %c0 to %c8 step %c1 iter_args(%s = %zero) -> (f32) {
          %a = tensor.extract %A[%i, %k] : tensor<4x8xf32> loc(callsite("extract" at "big.py":30:2))
          %b = tensor.extract %B[%k, %j] : tensor<8x4xf32>
          %p = arith.mulf %a, %b fastmath<contract> : f32
          %s2 = arith.addf %s, %p fastmath<contract> : f32
          scf.yield %s2 : f32
        } loc(fused<"loop">["big.py":40:1, "k_loop"])
        %upd = tensor.insert %dot into %acc1[%i, %j] : tensor<4x4xf32>
        scf.yield %upd : tensor<4x4xf32>
      }
      scf.yield %row : tensor<4x4xf32>
    }
    return %res : tensor<4x4xf32>
  }
  func.func @control(%x: i32, %y: i32, %flag: i1) -> i32 {
    %c0 = arith.constant 0 : i32
    %lt = arith.cmpi slt, %x, %y : i32
    %both = arith.andi %lt, %flag : i1
    cf.cond_br %both, ^loop(%x, %c0 : i32, i32), ^done(%y : i32)
  ^loop(%iv: i32, %acc: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %iv, %one overflow<nsw> : i32
    %acc2 = arith.addi %acc, %iv : i32
    %cont = arith.cmpi slt, %next, %y : i32
    cf.cond_br %cont, ^loop(%next, %acc2 : i32, i32), ^done(%acc2 : i32)
  ^done(%r: i32):
    func.call @sink(%r) : (i32) -> ()
    return %r : i32
  }
  func.func @unregistered_mix(%arg: tensor<?xf32>) -> (tensor<?xf32>, i1) {
    %m = "t.alloc"() {layout = #map, space = 1 : i64} : () -> memref<4x4xf32, #map>
    %r:2 = func.call @decl(%arg, %m) : (tensor<?xf32>, memref<4x4xf32, #map>) -> (tensor<?xf32>, i1)
    %w = "t.while_like"(%r#0) ({
    ^bb0(%cur: tensor<?xf32>):
      %c = "t.cond"(%cur) : (tensor<?xf32>) -> i1
      "t.check"(%c, %cur) : (i1, tensor<?xf32>) -> ()
    }, {
    ^bb0(%cur: tensor<?xf32>):
      %n = "t.step"(%cur) {note = "step\tdone", scale = 5.0e-1 : f32} : (tensor<?xf32>) -> tensor<?xf32>
      "t.yield"(%n) : (tensor<?xf32>) -> ()
    }) {t.kind = #t.kind<loop>} : (tensor<?xf32>) -> tensor<?xf32> loc("while"("big.py":50:3))
    %g = "t.graph"() ({
      %p = "t.node"(%q) {id = 0 : i32} : (i64) -> i64
      %q = "t.node"(%p) {id = 1 : i32} : (i64) -> i64
    }) : () -> i64
    "t.consume"(%g, %w) {weights = dense<[0.25, 0.5, 0.125, 1.0e-3]> : tensor<4xf32>, flags = array<i1: true, false, true>, sym = @big::@control} : (i64, tensor<?xf32>) -> ()
    return %w, %r#1 : tensor<?xf32>, i1
  }
  "t.global"() <{sym_name = "table", value = dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi16>}> {t.opaque = !t.opaque<"x" [1]>} : () -> ()
  "t.region_ops"() ({
    "t.a"() : () -> ()
  }, {
  ^bb0(%z: index):
    "t.b"(%z) : (index) -> ()
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.c"() : () -> ()
  }) : () -> ()
  func.func @while_and_tensors(%t: tensor<?x?xf32> loc("t"), %lim: i32) -> (tensor<2x?xf32>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
    %slice = tensor.extract_slice %t[0, 0] [2, %d1] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
    %zero = arith.constant 0 : i32
    %cnt = scf.while (%i = %zero) : (i32) -> i32 {
      %lt = arith.cmpi ult, %i, %lim : i32
      scf.condition(%lt) %i : i32
    } do {
    ^bb0(%i: i32 loc("iv")):
      %one = arith.constant 1 : i32
      %n = arith.addi %i, %one : i32
      %lt2 = arith.cmpi sgt, %n, %lim : i32
      %inner = scf.if %lt2 -> (i32) {
        scf.yield %n : i32
      } else {
        %two = arith.constant 2 : i32
        %m = arith.muli %n, %two overflow<nsw, nuw> : i32
        scf.yield %m : i32
      }
      scf.yield %inner : i32
    } loc(fused["while.py":1:1, "while.py":9:1])
    return %slice, %cnt : tensor<2x?xf32>, i32
  }
  func.func @constants_galore() -> (tensor<3xf64>, vector<4xi1>, tensor<2x2xcomplex<f32>>) {
    %a = arith.constant dense<[0.1, 1.0000001, 0x7FF0000000000000]> : tensor<3xf64>
    %b = arith.constant dense<[true, false, false, true]> : vector<4xi1>
    %c = arith.constant dense<[[(1.0, -1.0), (0.5, 0.25)], [(0.0, 0.0), (3.0, 1.0e10)]]> : tensor<2x2xcomplex<f32>>
    %h = arith.constant 0xFC00 : f16
    %i = arith.constant -170141183460469231731687303715884105728 : i128
    "t.sink"(%h, %i) {note = "h\C3\A9 \"x\""} : (f16, i128) -> ()
    return %a, %b, %c : tensor<3xf64>, vector<4xi1>, tensor<2x2xcomplex<f32>>
  }
  "t.pipeline"() ({
  ^bb0(%in: tensor<8xf32> loc("in"), %scale: f32 loc(unknown)):
    %s1 = "t.stage"(%in) ({
    ^bb0(%x: f32):
      %y = "t.mul"(%x, %scale) : (f32, f32) -> f32
      "t.yield"(%y) : (f32) -> ()
    }) {name = "scale"} : (tensor<8xf32>) -> tensor<8xf32> loc("stage1")
    %s2:2 = "t.split"(%s1) {axis = 0 : index} : (tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>) loc("stage2"("pipe.mlir":2:2))
    "t.cf_inside"(%s2#0) ({
    ^bb0(%v: tensor<4xf32>):
      %c = "t.pred"(%v) : (tensor<4xf32>) -> i1
      "t.cond_br"(%c, %v)[^bb1, ^bb2] : (i1, tensor<4xf32>) -> ()
    ^bb1:
      "t.emit"(%v) : (tensor<4xf32>) -> ()
      "t.br"()[^bb2] : () -> ()
    ^bb2:
      "t.done"(%s2#1) : (tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> ()
    "t.out"(%s2#1, %s2#0) : (tensor<4xf32>, tensor<4xf32>) -> ()
  }) {sym_name = "pipe", t.meta = {stages = 2 : i32, tags = ["a", "b"], cfg = {deep = {x}}}} : () -> ()
}
