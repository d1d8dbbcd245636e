// RAW case (used verbatim): several top-level ops, including modules, get wrapped into
// an implicit module located at loc("raw_toplevel_multi.mlir":0:0).
"builtin.module"() ({
  "t.in_first"() : () -> ()
}) : () -> ()
"t.between"() : () -> ()
"builtin.module"() ({
^bb0:
}) {sym_name = "second"} : () -> ()
