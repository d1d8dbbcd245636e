//! Parts of MLIR 22's XeGPU files that need more of ODS than earlier
//! dialects: `AllMatchSameOperatorTrait<names, operator, summary>` of
//! `OpBase.td` as the parent of a class (`AllMemSizesMatch`; the C++
//! operator `SizeInBits<"_self">.result` written in Rust);
//! `ConfinedType<…>` with MLIR 22's fourth argument (the C++ type); a
//! class of the types file whose summary reads `MemRefOf<[T]>.summary` of
//! a record of the ops file's base (`XeGPU_ScalarType`, a record of a
//! library generic, whose summary another block reads); and an
//! `AttrInterface` record of the attributes file that the ops file uses as
//! a constraint (`DistributeLayoutAttr`). The op signatures are reduced;
//! the messages follow `xegpu.create_mem_desc`'s, recorded from
//! mlir-opt-22 (`failed to verify that all of {source, mem_desc} have same
//! size in bits`).

use drr::text::parse_module;
use drr::{AttrData, Attribute, Context, Type, TypeData, Value};

/// `getNumElements() * getElementTypeBitWidth()` of a shaped type.
pub fn size_in_bits(ctx: &Context, v: Value) -> Option<i64> {
    let (shape, elem) = match ctx.type_data(ctx.value_type(v)) {
        TypeData::MemRef { shape, element, .. } => (shape.clone(), *element),
        TypeData::Vector { shape, element, .. } => (shape.clone(), *element),
        _ => return None,
    };
    let TypeData::Integer { width, .. } = ctx.type_data(elem) else {
        return None;
    };
    Some(shape.iter().product::<i64>() * i64::from(*width))
}

/// `isSharedMemory(memref)`: memory space 3.
pub fn is_shared(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { memory_space: Some(ms), .. }
        if matches!(ctx.attr_data(*ms), AttrData::Integer { value: 3, .. }))
}

/// The layouts implementing `DistributeLayoutAttr`.
pub struct LayoutAttrs;
impl drr::ods::AttrInterface for LayoutAttrs {
    fn isa(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Opaque(t) if t.starts_with("#xegpu.layout"))
    }
}

/// The attributes file.
pub mod xegpu_attrs {
    drr::ods! {
        def XeGPU_Dialect : Dialect { let name = "xegpu"; }
        def DistributeLayoutAttr : AttrInterface<"crate::LayoutAttrs"> {
          let cppNamespace = "::mlir::xegpu";
        }
    }
}

/// The types file.
pub mod xegpu_types {
    drr::ods! {
        def XeGPU_IntType : AnyTypeOf<[I1, I8, I16, I32, I64]>;
        def XeGPU_ScalarType : AnyTypeOf<[XeGPU_IntType, F16, F32]>;
        def isSharedPred : CPred<crate::is_shared>;
        class StaticShared1DMemRefOf<list<Type> allowedTypes> :
          ConfinedType<MemRefRankOf<allowedTypes, [1]>, [HasStaticShapePred, isSharedPred],
             "reside in share memory and statically 1d shaped " # MemRefOf<allowedTypes>.summary # " ",
             "mlir::MemRefType">;
    }
}

/// The ops file.
pub mod xegpu_ops {
    use super::xegpu_attrs::*;
    use super::xegpu_types::*;
    drr::ods! {
        include "mlir/Dialect/XeGPU/IR/XeGPUTypes.td";
        class AllMemSizesMatch<list<string> names> :
            AllMatchSameOperatorTrait<names, crate::size_in_bits, "size in bits">;
        def XeGPU_CreateMemDescOp : Op<XeGPU_Dialect, "create_mem_desc",
                                       [Pure, AllMemSizesMatch<["source", "mem_desc"]>]> {
          let arguments = (ins StaticShared1DMemRefOf<[XeGPU_ScalarType]>:$source,
                               OptionalAttr<DistributeLayoutAttr>:$layout);
          let results = (outs VectorOf<[I8, I16]>:$mem_desc);
        }
    }
}

fn run(op: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    xegpu_attrs::XegpuDialect::register(&mut ctx);
    xegpu_ops::XegpuOps::register(&mut ctx);
    let src = format!(
        "\"test.f\"() ({{\n^bb0(%arg0: memref<2048xi8, 3>, %arg1: memref<2048xi8>):\n  {op}\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

#[test]
fn all_match_same_operator_trait() {
    run(r#"%0 = "xegpu.create_mem_desc"(%arg0) : (memref<2048xi8, 3>) -> vector<1024xi16>"#)
        .expect("16384 bits each");
    assert_eq!(
        run(r#"%0 = "xegpu.create_mem_desc"(%arg0) : (memref<2048xi8, 3>) -> vector<2048xi16>"#),
        Err("'xegpu.create_mem_desc' op failed to verify that all of {source, mem_desc} have same size in bits".to_string())
    );
}

/// `ConfinedType`'s summary, built from a summary read across blocks (ODS:
/// `"reside in share memory and statically 1d shaped " #
/// MemRefOf<[XeGPU_ScalarType]>.summary # " "`).
#[test]
fn confined_type_summary_from_another_blocks_record() {
    assert_eq!(
        run(r#"%0 = "xegpu.create_mem_desc"(%arg1) : (memref<2048xi8>) -> vector<1024xi16>"#),
        Err("'xegpu.create_mem_desc' op operand #0 must be reside in share memory and statically 1d shaped memref of 1-bit signless integer or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer or 16-bit float or 32-bit float values , but got 'memref<2048xi8>'".to_string())
    );
}

#[test]
fn interface_of_another_block_as_constraint() {
    run(r#"%0 = "xegpu.create_mem_desc"(%arg0) <{layout = #xegpu.layout<lane_layout = [16]>}> : (memref<2048xi8, 3>) -> vector<1024xi16>"#)
        .expect("a layout");
    assert_eq!(
        run(r#"%0 = "xegpu.create_mem_desc"(%arg0) <{layout = 1 : i32}> : (memref<2048xi8, 3>) -> vector<1024xi16>"#),
        Err("3:8: invalid properties {layout = 1 : i32} for op xegpu.create_mem_desc: Invalid attribute `layout` in property conversion: 1 : i32".to_string())
    );
    // A dialect attribute (kept as text) that does not implement the
    // interface: the interface's `isa` decides at `<{…}>` too, as MLIR's
    // `dyn_cast` does (mlir-opt-22's reason for `xegpu.prefetch_nd`'s
    // `OptionalAttr<DistributeLayoutAttr>`; it was a verifier error).
    assert_eq!(
        run(r#"%0 = "xegpu.create_mem_desc"(%arg0) <{layout = #foo.bar<1>}> : (memref<2048xi8, 3>) -> vector<1024xi16>"#),
        Err("3:8: invalid properties {layout = #foo.bar<1>} for op xegpu.create_mem_desc: Invalid attribute `layout` in property conversion: #foo.bar<1>".to_string())
    );
}
