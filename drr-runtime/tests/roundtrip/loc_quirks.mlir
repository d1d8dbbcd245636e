"builtin.module"() ({
  "t.empty_file"() : () -> () loc("-":1:2)
  "t.empty_file_range"() : () -> () loc("":1:2 to 3:4)
  "t.dash_file"() : () -> () loc("-":5:6)
}) : () -> () loc("loc_quirks.mlir":0:0)
