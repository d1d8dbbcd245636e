// PATTERNS: all
// The scf.while patterns together with arith's: the condition and its
// comparison known true in the after region, an unused forwarded value
// and an unused before argument.
func.func @together(%n: i32, %d: f64) -> i32 {
  %r:3 = scf.while (%x = %n, %unused = %d) : (i32, f64) -> (i32, i1, f64) {
    %v = "test.val"(%x) : (i32) -> i32
    %c = arith.cmpi ult, %v, %n : i32
    scf.condition(%c) %v, %c, %d : i32, i1, f64
  } do {
  ^bb0(%y: i32, %t: i1, %e: f64):
    %again = arith.cmpi ult, %y, %n : i32
    %both = arith.andi %t, %again : i1
    "test.use"(%both) : (i1) -> ()
    scf.yield %y, %d : i32, f64
  }
  return %r#0 : i32
}
