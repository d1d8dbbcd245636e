// Realistic structured control flow: scf.for with iter_args, scf.if with results, scf.while.
func.func @sum(%lb: index, %ub: index, %init: f32, %t: tensor<?xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %init) -> (f32) {
    %e = tensor.extract %t[%i] : tensor<?xf32>
    %s = arith.addf %acc, %e fastmath<fast> : f32
    %m = arith.mulf %s, %e : f32
    scf.yield %m : f32
  }
  return %r : f32
}
func.func @nested_for(%n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z, %b = %one) -> (i32, i32) {
    %inner = scf.for %j = %c0 to %i step %c1 iter_args(%x = %a) -> (i32) {
      %y = arith.addi %x, %b : i32
      scf.yield %y : i32
    }
    scf.yield %inner, %a : i32, i32
  }
  scf.for %k = %c0 to %n step %c1 {
    "t.side_effect"(%k) : (index) -> ()
  }
  return %r#0, %r#1 : i32, i32
}
func.func @sel(%a: i32, %b: i32) -> i32 {
  %c = arith.cmpi slt, %a, %b : i32
  %r = scf.if %c -> (i32) {
    %x = arith.subi %b, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  scf.if %c {
    "t.then_only"() : () -> ()
  }
  %s = arith.select %c, %r, %b : i32
  return %s : i32
}
func.func @while(%init: i32, %limit: i32) -> i32 {
  %res = scf.while (%arg = %init) : (i32) -> i32 {
    %cond = arith.cmpi ult, %arg, %limit : i32
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%v: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %v, %one overflow<nsw> : i32
    scf.yield %next : i32
  }
  return %res : i32
}
