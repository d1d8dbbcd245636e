// PATTERNS: ConditionPropagation
// ConditionPropagation: the condition used in the then (else) branch is
// true (false) there. Negatives: a constant condition is left to
// RemoveStaticCondition; a condition used only outside.
func.func @propagate(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  "test.use"(%c) : (i1) -> ()
  return
}
func.func @outside_only(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  }
  "test.use"(%c) : (i1) -> ()
  return
}
