// Aliases used inside dialect attribute and type bodies that drr keeps as
// text: expanded where mlir-opt's dialect parser reads the body (dlti, llvm,
// the test dialect), kept for a dialect mlir-opt does not know.
#map = affine_map<(d0) -> (d0)>
#str = "s#map"
!int = i32
"builtin.module"() ({
  "test.op"() {a = #dlti.dl_entry<"k", #map>, b = #dlti.dl_entry<!int, #str>, c = #foo.bar<"k", #map, !int>} : () -> ()
  "test.op"() : () -> (!llvm.struct<(!int, ptr, array<2 x !int>)>, !foo.t<!int>)
}) {dlti.dl_spec = #dlti.dl_spec<"x#map" = #str>} : () -> ()
