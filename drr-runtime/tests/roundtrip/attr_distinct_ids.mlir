"builtin.module"() ({
  "test.op"() {a = distinct[0]<[distinct[1]<"distinct[9]<>">, distinct[2]<[distinct[1]<"distinct[9]<>">]>]>} : () -> () loc("attr_distinct_ids.mlir":4:1)
  "test.op"() {b = distinct[1]<"distinct[9]<>">, c = {x = distinct[3]<>}, d = distinct[2]<[distinct[1]<"distinct[9]<>">]>} : () -> () loc("attr_distinct_ids.mlir":5:1)
  "test.op"() {e = [distinct[4]<42 : i32>, distinct[3]<>]} : () -> () loc("attr_distinct_ids.mlir":6:1)
}) : () -> () loc("attr_distinct_ids.mlir":0:0)
