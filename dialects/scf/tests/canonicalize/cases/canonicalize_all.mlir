// PATTERNS: all
// Every scf canonicalization and folder at once (MLIR's full
// `--canonicalize`): a one-iteration loop whose body holds a constant-true
// if and an execute_region folds away; a loop whose iteration arguments
// are yielded unchanged keeps only its effects; an if whose else branch
// becomes empty loses it; a one-iteration loop over a cast tensor is
// inlined (SimplifyTrivialLoops comes before ForOpTensorCastFolder).
func.func @nested(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> i32 {
    %y = scf.if %true -> i32 {
      %t = scf.execute_region -> i32 {
        %v = "test.op"(%a, %i) : (i32, index) -> i32
        scf.yield %v : i32
      }
      scf.yield %t : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @loop(%lb: index, %ub: index, %s: index, %x: i32, %c: i1) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    "test.effect"(%i) : (index) -> ()
    scf.yield %a, %b : i32, i32
  }
  %q = scf.if %c -> i32 {
    "test.then"() : () -> ()
    scf.yield %r#0 : i32
  } else {
    scf.yield %r#0 : i32
  }
  return %q : i32
}
func.func @one_trip_cast(%t: tensor<4xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %0) -> tensor<?xf32> {
    %n = "test.op"(%a, %i) : (tensor<?xf32>, index) -> tensor<?xf32>
    scf.yield %n : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
