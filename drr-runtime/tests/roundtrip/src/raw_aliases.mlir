// RAW case (used verbatim): attribute, type and location aliases (the non-local-scope
// output style of mlir-opt). With --mlir-print-local-scope they are all inlined.
#map = affine_map<(d0) -> (d0 + 1)>
#dict = {k = 1 : i32}
!ty = tensor<4xf32>
!pair = tuple<i32, !ty>
"builtin.module"() ({
  %0 = "t.a"() {m = #map, d = #dict} : () -> !ty loc(#loc1)
  %1 = "t.b"(%0) : (!ty) -> !pair loc(#loc2)
  "t.c"() {ty = !pair, nested = [#map, #dict]} : () -> () loc(#loc3)
}) : () -> () loc(#loc)
#loc = loc("orig.mlir":0:0)
#loc1 = loc("orig.mlir":2:3)
#loc2 = loc("name"(#loc1))
#loc3 = loc(fused[#loc1, #loc2])
