// PATTERNS: SingleBlockExecuteInliner
// SingleBlockExecuteInliner: a one-block execute_region is inlined.
// Negative: `no_inline`.
func.func @inline(%a: i32) -> i32 {
  "test.before"() : () -> ()
  %v = scf.execute_region -> i32 {
    %x = "test.val"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  "test.after"(%v) : (i32) -> ()
  return %v : i32
}
func.func @no_inline(%a: i32) -> i32 {
  %v = scf.execute_region -> i32 no_inline {
    %x = "test.val"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  return %v : i32
}
