// cf.switch in a block whose one predecessor edge is its own case (the block
// became unreachable when the entry's constant switch folded): MLIR's
// getSinglePredecessor() is the block itself, so the switch folds to that
// case, which frees ^bb11 to be merged into ^bb31 (a random module, reduced).
func.func @self_loop_switch(%c0: i1, %c1: i1, %x: i32, %y: i32, %s: i32, %i: index, %l: i64, %b: i8, %f: f32, %v: vector<4xi32>, %t: tensor<2xf32>, %m: memref<?xi8>) -> i32 {
  %v3 = arith.constant 1 : i32
  cf.switch %v3 : i32, [
    default: ^bb27(%b, %t, %i, %i : i8, tensor<2xf32>, index, index),
    -7: ^bb26(%s, %c1, %s, %c0 : i32, i1, i32, i1),
    -2147483648: ^bb19(%y : i32)
  ]
^bb9:
  return %y : i32
^bb10(%r1a10_0: i8, %r1a10_1: i64):
  %v36 = arith.constant false
  cf.cond_br %c1, ^bb31(%f, %m, %r1a10_1, %r1a10_1, %x, %v : f32, memref<?xi8>, i64, i64, i32, vector<4xi32>), ^bb34(%i, %v36 : index, i1)
^bb11(%r1a11_0: i32, %r1a11_1: i32, %r1a11_2: i32, %r1a11_3: f32):
  return %y : i32
^bb16:
  cf.switch %x : i32, [
    default: ^bb9,
    1: ^bb19(%y : i32),
    -1: ^bb9
  ]
^bb19(%r1a19_0: i32):
  cf.switch %b : i8, [
    default: ^bb19(%r1a19_0 : i32),
    1: ^bb10(%b, %l : i8, i64)
  ]
^bb26(%r1a26_0: i32, %r1a26_1: i1, %r1a26_2: i32, %r1a26_3: i1):
  cf.switch %l : i64, [
    default: ^bb36(%i, %c0 : index, i1),
    1: ^bb11(%x, %s, %r1a26_0, %f : i32, i32, i32, f32),
    -1: ^bb26(%x, %r1a26_3, %x, %c0 : i32, i1, i32, i1)
  ]
^bb27(%r1a27_0: i8, %r1a27_1: tensor<2xf32>, %r1a27_2: index, %r1a27_3: index):
  cf.br ^bb16
^bb31(%r1a31_0: f32, %r1a31_1: memref<?xi8>, %r1a31_2: i64, %r1a31_3: i64, %r1a31_4: i32, %r1a31_5: vector<4xi32>):
  %v94 = arith.constant true
  %v93 = arith.xori %c1, %v94 : i1
  cf.br ^bb11(%y, %y, %y, %r1a31_0 : i32, i32, i32, f32)
^bb34(%r1a34_0: index, %r1a34_1: i1):
  return %y : i32
^bb36(%r1a36_0: index, %r1a36_1: i1):
  return %y : i32
}
