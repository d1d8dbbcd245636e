// RAW case: this file is used verbatim as the input (not normalized by mlir-opt).
// No explicit top-level module and no locations: the parser must synthesize
//   loc("raw_implicit_locs.mlir":LINE:COL) for every op (position of the op-name string,
//   not of the `%res =` prefix) and block argument (position of the `%name`),
//   and loc("raw_implicit_locs.mlir":0:0) for the implicit module.
"t.first"() : () -> ()
  %0 = "t.indented"() : () -> i32
%1:2 =    "t.spaced"(%0) : (i32) -> (i32, i32)
"t.region"() ({
^bb0(%a: i32,   %b: f32 loc("explicit")):
    "t.inner"(%a) : (i32) -> ()
  "t.br"(%a)[^bb1] : (i32) -> ()
^bb1(%c: i32):
  "t.end"() : () -> ()
}) : () -> ()
"t.multi_line"(%0,
               %1#1) {
  attr = 1 : i32
} : (i32, i32) -> ()
"t.with_loc"() : () -> () loc("given":1:1)
