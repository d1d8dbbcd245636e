"builtin.module"() ({
  "t.we ird"() : () -> () loc("ops_names.mlir":2:1)
  "t.q\22uote"() : () -> () loc("ops_names.mlir":3:1)
  "noprefix"() : () -> () loc("ops_names.mlir":4:1)
  "t.nl\0A"() : () -> () loc("ops_names.mlir":5:1)
  "t.\C3\BCn\C3\AF"() : () -> () loc("ops_names.mlir":6:1)
  "t.a.b.c"() : () -> () loc("ops_names.mlir":7:1)
  "t.UPPER_case$1"() : () -> () loc("ops_names.mlir":8:1)
  "t.back\\slash"() : () -> () loc("ops_names.mlir":9:1)
  "t.everything"() <{p = 1 : i8}> ({
    "t.inner"() : () -> () loc("ops_names.mlir":11:3)
  }) {d = 2 : i8} : () -> () loc("ops_names.mlir":10:1)
}) : () -> () loc("ops_names.mlir":0:0)
