// PATTERNS: none
// arith.select's folder on types its numerics do not model (found by the
// wide random generator, scripts/gen-scf-random.py --wide): a select of
// memrefs (carried through scf.if and scf.for) with the same value on both
// sides, a constant condition or a poison side folds to one of its operands
// as for any other type; one on an unknown condition stays.
func.func private @src() -> memref<?xi8>
func.func private @cond() -> i1
func.func @same(%c: i1) -> memref<?xi8> {
  %m = func.call @src() : () -> memref<?xi8>
  %r = scf.if %c -> (memref<?xi8>) {
    %s = arith.select %c, %m, %m : memref<?xi8>
    scf.yield %s : memref<?xi8>
  } else {
    %n = func.call @src() : () -> memref<?xi8>
    scf.yield %n : memref<?xi8>
  }
  return %r : memref<?xi8>
}
func.func @constant_conditions(%lb: index, %ub: index) -> (memref<?xi8>, memref<?xi8>) {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1 : index
  %m = func.call @src() : () -> memref<?xi8>
  %r:2 = scf.for %i = %lb to %ub step %one iter_args(%a = %m, %b = %m) -> (memref<?xi8>, memref<?xi8>) {
    %n = func.call @src() : () -> memref<?xi8>
    %x = arith.select %t, %n, %a : memref<?xi8>
    %y = arith.select %f, %n, %b : memref<?xi8>
    scf.yield %x, %y : memref<?xi8>, memref<?xi8>
  }
  return %r#0, %r#1 : memref<?xi8>, memref<?xi8>
}
func.func @poison_and_kept() -> (memref<?xi8>, memref<?xi8>) {
  %p = ub.poison : memref<?xi8>
  %c = func.call @cond() : () -> i1
  %m = func.call @src() : () -> memref<?xi8>
  %n = func.call @src() : () -> memref<?xi8>
  %x = arith.select %c, %p, %m : memref<?xi8>
  %y = arith.select %c, %m, %n : memref<?xi8>
  return %x, %y : memref<?xi8>, memref<?xi8>
}
