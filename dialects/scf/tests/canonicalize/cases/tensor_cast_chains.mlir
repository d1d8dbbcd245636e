// PATTERNS: all
// tensor.cast's ChainedTensorCast (found by probing forms the random
// generator never makes): a cast of a cast becomes one cast where the middle
// type adds no runtime check (kept where it does: through an unranked or a
// less static middle type), and a cast back to the source's type folds away;
// ForOpTensorCastFolder's casts around a loop body then vanish, and the
// iteration arguments with them.
func.func private @use(tensor<?x?xf32>)
func.func private @use2(tensor<*xf32>)
func.func private @use3(tensor<4x?xf32>)
func.func private @use4(tensor<4x8xf32>)
func.func @a(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %v: tensor<?x8xf32>) {
  %a = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %b = tensor.cast %a : tensor<?x?xf32> to tensor<?x8xf32>
  %c = tensor.cast %b : tensor<?x8xf32> to tensor<4x8xf32>
  func.call @use4(%c) : (tensor<4x8xf32>) -> ()
  %d = tensor.cast %u : tensor<*xf32> to tensor<?x?xf32>
  %e = tensor.cast %d : tensor<?x?xf32> to tensor<*xf32>
  func.call @use2(%e) : (tensor<*xf32>) -> ()
  %f = tensor.cast %v : tensor<?x8xf32> to tensor<*xf32>
  %g = tensor.cast %f : tensor<*xf32> to tensor<4x?xf32>
  func.call @use3(%g) : (tensor<4x?xf32>) -> ()
  %h = tensor.cast %t : tensor<4x?xf32> to tensor<4x?xf32>
  %i = tensor.cast %h : tensor<4x?xf32> to tensor<?x?xf32>
  func.call @use(%i) : (tensor<?x?xf32>) -> ()
  return
}
func.func private @use1d(tensor<?xf32>)
func.func @loop(%t: tensor<4xf32>, %lb: index, %ub: index) -> (tensor<?xf32>, tensor<?xf32>, i32) {
  %s = arith.constant 1 : index
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %k = arith.constant 7 : i32
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %c, %b = %c, %n = %k) -> (tensor<?xf32>, tensor<?xf32>, i32) {
    func.call @use1d(%a) : (tensor<?xf32>) -> ()
    %x = tensor.cast %b : tensor<?xf32> to tensor<4xf32>
    %y = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
    scf.yield %y, %b, %n : tensor<?xf32>, tensor<?xf32>, i32
  }
  return %r#0, %r#1, %r#2 : tensor<?xf32>, tensor<?xf32>, i32
}
