// Shapes other projects emit (realir16): dialect attribute bodies with
// dimension-like and hex-like tokens, a data-layout spec keyed by types,
// nested dialect types, fused locations carrying debug-info metadata on
// block arguments, name and callsite locations as frontends write them,
// ranges in file locations, and a dense resource blob.
#desc = #acme.system_desc<[{role = host, triple = "x86_64-pc-linux"}], [{arch = <gen_b0>, grid = 8x8, offsets = 18x18, cores = {dram = [ 0x0,  0x1,  0x10] eth = [ 17x21]}, types = [<f32>, <bfp_bf8>], tiles = [ 4x16,  32x32]}], [0, 1], [3 : i32, 0 : i32], [ 0x0x0x0]>
#file = #llvm.di_file<"kernel.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "cc", isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "k", file = #file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized">
#l0 = loc("kernel.c":3:0)
#l1 = loc("kernel.c":5:7 to :19)
#fn = loc(fused<#sp>[#l0])
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, "dlti.endianness" = "little", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>>, acme.desc = #desc} {
  func.func @k(%a: memref<?xf32, strided<[1], offset: ?>> loc(fused<#sp>[#l0]), %b: f8E5M2FNUZ loc("b"(#l0))) -> f32 {
    %c0 = arith.constant 0 : index loc("jit(k)/load"(callsite("k"("kernel.c":5:3) at "<module>"("main.py":9:0))))
    %v = memref.load %a[%c0] : memref<?xf32, strided<[1], offset: ?>> loc(fused<"pass">[#l1, #fn])
    %w = "acme.cast"(%b) : (f8E5M2FNUZ) -> !acme.lvalue<!acme.opaque<"Gen<true>">> loc(#l1)
    %x = arith.constant dense_resource<weights> : tensor<2xf32> loc(unknown)
    return %v : f32 loc(#fn)
  } loc(#fn)
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F00000040"
    }
  }
#-}
