// Segment sizes under the attribute names older tools print
// (`operand_segment_sizes`, before MLIR 18), in `{...}` and in `<{...}>`,
// next to the current name and other attributes.
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%c: i1, %x: i32, %y: i32):
    "cf.cond_br"(%c, %x, %y)[^bb1, ^bb2] {operand_segment_sizes = array<i32: 1, 1, 1>, keep = "me"} : (i1, i32, i32) -> ()
  ^bb1(%a: i32):
    "cf.cond_br"(%c, %a, %a)[^bb2, ^bb3] <{operand_segment_sizes = array<i32: 1, 1, 1>, branch_weights = array<i32: 3, 1>}> : (i1, i32, i32) -> ()
  ^bb2(%b: i32):
    "cf.cond_br"(%c, %b)[^bb3, ^bb4] {operandSegmentSizes = array<i32: 1, 0, 0>, operand_segment_sizes = array<i32: 1, 1, 0>} : (i1, i32) -> ()
  ^bb3(%d: i32):
    "cf.cond_br"(%c, %d)[^bb4, ^bb5] <{operand_segment_sizes = array<i32: 1, 1, 0>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb4:
    "cf.switch"(%x, %x, %y)[^bb5, ^bb5, ^bb6] <{case_values = dense<[4, 5]> : vector<2xi32>, case_operand_segments = array<i32: 1, 0>}> {operand_segment_sizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> ()
  ^bb5(%e: i32):
    "func.return"(%e) : (i32) -> ()
  ^bb6:
    "func.return"(%x) : (i32) -> ()
  }) {function_type = (i1, i32, i32) -> i32, sym_name = "legacy_segments"} : () -> ()
}) : () -> ()
