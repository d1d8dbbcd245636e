// PATTERNS: WhileMoveIfDown
// WhileMoveIfDown: an scf.if on the loop's condition right before
// scf.condition moves into the after region; the else values are
// forwarded instead of the if's results, the after arguments take the then
// values, and the before-region values the then branch reads are forwarded
// as new results (in post-order of their uses); an if without results; an
// if result forwarded twice (only its first position takes the then value).
// Negatives: an else branch with ops, another condition, an op between the
// if and scf.condition.
func.func private @src_i1() -> i1
func.func private @src() -> i32
func.func private @use(i32)
func.func @moved(%init: i32, %k: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = func.call @src_i1() : () -> i1
    %x = arith.addi %a, %k : i32
    %y = func.call @src() : () -> i32
    %res = scf.if %c -> i32 {
      %t = arith.muli %x, %a : i32
      func.call @use(%y) : (i32) -> ()
      func.call @use(%x) : (i32) -> ()
      scf.yield %t : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %res : i32
  } do {
  ^bb0(%b: i32):
    func.call @use(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @no_results(%init: i32) {
  scf.while (%a = %init) : (i32) -> () {
    %c = func.call @src_i1() : () -> i1
    scf.if %c {
      func.call @use(%a) : (i32) -> ()
    }
    scf.condition(%c)
  } do {
    %z = func.call @src() : () -> i32
    scf.yield %z : i32
  }
  return
}
func.func @twice(%init: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %init) : (i32) -> (i32, i32) {
    %c = func.call @src_i1() : () -> i1
    %res = scf.if %c -> i32 {
      %t = func.call @src() : () -> i32
      scf.yield %t : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %res, %res : i32, i32
  } do {
  ^bb0(%b: i32, %d: i32):
    func.call @use(%d) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @neg_else(%init: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = func.call @src_i1() : () -> i1
    %res = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      %e = func.call @src() : () -> i32
      scf.yield %e : i32
    }
    scf.condition(%c) %res : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @neg_cond(%init: i32, %d: i1) {
  scf.while (%a = %init) : (i32) -> () {
    %c = func.call @src_i1() : () -> i1
    scf.if %d {
      func.call @use(%a) : (i32) -> ()
    }
    scf.condition(%c)
  } do {
    scf.yield %init : i32
  }
  return
}
func.func @neg_not_last(%init: i32) {
  scf.while (%a = %init) : (i32) -> () {
    %c = func.call @src_i1() : () -> i1
    scf.if %c {
      func.call @use(%a) : (i32) -> ()
    }
    func.call @use(%a) : (i32) -> ()
    scf.condition(%c)
  } do {
    scf.yield %init : i32
  }
  return
}
