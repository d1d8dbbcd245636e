// PATTERNS: all
// ReplaceIfYieldWithConditionOrValue replaces the uses of the first if's
// result behind the rewriter's back, as MLIR does: the application counts
// as a change, the if is not revisited at once, so its dead `true` (cmpi
// folded) is still uniqued when ConditionPropagation's `true` arrives, and
// the survivor's location is erased (a location-only difference before).
func.func private @sink_i1(i1)
func.func private @src_i8() -> i8
func.func @f(%a: i1, %b: i1) {
  %r = scf.if %a -> (i1) {
    %x = func.call @src_i8() : () -> i8
    %t = arith.cmpi ule, %x, %x : i8
    scf.yield %t : i1
  } else {
    scf.yield %a : i1
  }
  func.call @sink_i1(%r) : (i1) -> ()
  scf.if %b {
    func.call @sink_i1(%b) : (i1) -> ()
  }
  return
}
