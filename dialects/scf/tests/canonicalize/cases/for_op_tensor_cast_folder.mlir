// PATTERNS: ForOpTensorCastFolder
// ForOpTensorCastFolder: an iteration argument initialized by a cast from a
// more static tensor type (its result used once) is carried at the static
// type, with casts inside the body and after the loop. Negatives: a result
// used twice; a cast that adds static information.
func.func @fold(%lb: index, %ub: index, %s: index, %t: tensor<32x1024xf32>, %u: tensor<8xf32>) -> (tensor<?x?xf32>, tensor<8xf32>) {
  %0 = tensor.cast %t : tensor<32x1024xf32> to tensor<?x?xf32>
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %0, %b = %u) -> (tensor<?x?xf32>, tensor<8xf32>) {
    %n = "test.op"(%a, %i) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
    scf.yield %n, %b : tensor<?x?xf32>, tensor<8xf32>
  }
  return %r#0, %r#1 : tensor<?x?xf32>, tensor<8xf32>
}
func.func @second(%lb: index, %ub: index, %s: index, %x: i32, %t: tensor<4x?xf32>) -> (i32, tensor<?x?xf32>) {
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %0) -> (i32, tensor<?x?xf32>) {
    %n = "test.op"(%a, %b, %i) : (i32, tensor<?x?xf32>, index) -> i32
    scf.yield %n, %b : i32, tensor<?x?xf32>
  } {test.attr}
  return %r#0, %r#1 : i32, tensor<?x?xf32>
}
func.func @two_uses(%lb: index, %ub: index, %s: index, %t: tensor<4xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> tensor<?xf32> {
    %n = "test.op"(%a, %i) : (tensor<?xf32>, index) -> tensor<?xf32>
    scf.yield %n : tensor<?xf32>
  }
  return %r, %r : tensor<?xf32>, tensor<?xf32>
}
func.func @adds_information(%lb: index, %ub: index, %s: index, %t: tensor<?xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> tensor<4xf32> {
    %n = "test.op"(%a, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
