// LLVM types nested in LLVM types print without the `!llvm.` prefix (as the
// LLVM dialect prints them); builtin types and `!llvm.target` parameters keep it.
"builtin.module"() ({
  "test.op"() : () -> (!llvm.struct<"a", (!llvm.ptr, f32)>, !llvm.struct<"b", opaque>, !llvm.struct<packed (i8, !llvm.array<4 x !llvm.struct<(!llvm.ptr<3>)>>)>, !llvm.func<void (!llvm.ptr, ...)>, !llvm.target<"spirv.Image", !llvm.ptr, 1>, tuple<!llvm.ptr, !llvm.struct<(!llvm.ptr)>>, !llvm.array<2 x complex<f32>>, !llvm.struct<(vector<2x!llvm.ptr>, !llvm.ptr)>)
  "test.op"() : () -> (!llvm.struct<"s", (!llvm.ptr, !llvm.struct<(i32, !llvm.ptr<1>)>)>, !llvm.func<!llvm.ptr (i32, !llvm.array<2 x !llvm.ptr>)>, vector<2x!llvm.ptr>, !llvm.array<2 x vector<2x!llvm.ptr>>, !llvm.struct<"!llvm.x", ()>)
  "test.op"() {a = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int">, t = !llvm.struct<(!llvm.ptr)>} : () -> ()
}) : () -> ()
