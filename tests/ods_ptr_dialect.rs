//! MLIR 22's `ptr` dialect (`PtrOps.td`, `PtrEnums.td`) as `ods!` reads
//! it: enums declared with MLIR's `EnumInfo` classes (`I32Enum` with
//! `I32EnumCase` records, `I8BitEnum` with `I8BitEnumCase`) used as
//! `EnumProp`s, a type class deriving from `ShapedContainerType` with an
//! `And<[…] # preds>` container predicate, and `AllTypeIDsMatch`. The
//! pointer type is a C++ type of the dialect, so it is a constraint on the
//! type's text here; every expected text is mlir-opt-22's
//! (`--mlir-print-op-generic`) on the real ops.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

fn is_ptr(ctx: &Context, t: drr::Type) -> bool {
    matches!(ctx.type_data(t), drr::TypeData::Opaque(s) if s.starts_with("!ptr.ptr"))
}

mod ptr {
    use super::is_ptr;

    drr::ods! {
        def Ptr_Dialect : Dialect {
            let name = "ptr";
            let cppNamespace = "::mlir::ptr";
        }
        class Pointer_Op<string mnemonic, list<Trait> traits = []> :
            Op<Ptr_Dialect, mnemonic, traits>;

        def Ptr_PtrType : TypeConstraint<is_ptr, "pointer type">;

        def AtomicOrderingNotAtomic : I32EnumCase<"not_atomic", 0, "not_atomic">;
        def AtomicOrderingUnordered : I32EnumCase<"unordered", 1, "unordered">;
        def AtomicOrderingMonotonic : I32EnumCase<"monotonic", 2, "monotonic">;
        def AtomicOrderingAcquire   : I32EnumCase<"acquire", 3, "acquire">;
        def AtomicOrderingRelease   : I32EnumCase<"release", 4, "release">;
        def AtomicOrderingAcqRel    : I32EnumCase<"acq_rel", 5, "acq_rel">;
        def AtomicOrderingSeqCst    : I32EnumCase<"seq_cst", 6, "seq_cst">;
        def AtomicOrdering : I32Enum<
            "AtomicOrdering",
            "Atomic ordering for LLVM's memory model",
            [AtomicOrderingNotAtomic, AtomicOrderingUnordered, AtomicOrderingMonotonic,
             AtomicOrderingAcquire, AtomicOrderingRelease, AtomicOrderingAcqRel,
             AtomicOrderingSeqCst
            ]> {
          let cppNamespace = "::mlir::ptr";
        }
        def AtomicOrderingProp : EnumProp<AtomicOrdering>;

        def Ptr_PtrDiffFlags : I8BitEnum<"PtrDiffFlags", "Pointer difference flags", [
            I8BitEnumCase<"none", 0>, I8BitEnumCase<"nuw", 1>, I8BitEnumCase<"nsw", 2>
          ]> {
          let cppNamespace = "::mlir::ptr";
        }

        def AlignmentProp : OptionalProp<I64Prop>;

        class Ptr_ShapedValueType<list<Type> allowedTypes, list<Pred> preds = []> :
          ShapedContainerType<allowedTypes,
            /*containerPred=*/And<[HasValueSemanticsPred] # preds>,
            /*descr=*/"A shaped type with value semantics and rank.",
            /*cppType=*/"::mlir::ShapedType">;
        def Ptr_PtrLikeType :
          AnyTypeOf<[Ptr_ShapedValueType<[Ptr_PtrType], [HasRankPred]>, Ptr_PtrType]>;
        def Ptr_IntLikeType :AnyTypeOf<[
          Ptr_ShapedValueType<[AnySignlessIntegerOrIndex], [HasRankPred]>,
          AnySignlessIntegerOrIndex
        ]>;
        def Ptr_Any1DType :
          Ptr_ShapedValueType<[AnyType], [HasAnyRankOfPred<[1]>]>;
        def Ptr_Mask1DType :
          Ptr_ShapedValueType<[I1], [HasAnyRankOfPred<[1]>]>;
        def Ptr_Ptr1DType :
          Ptr_ShapedValueType<[Ptr_PtrType], [HasAnyRankOfPred<[1]>]>;

        def Ptr_GatherOp : Pointer_Op<"gather", [
            AllTypesMatch<["result", "passthrough"]>,
            AllShapesMatch<["result", "ptrs"]>, AllTypeIDsMatch<["result", "ptrs"]>
          ]> {
          let arguments = (ins Ptr_Ptr1DType:$ptrs,
                               Ptr_Mask1DType:$mask,
                               Ptr_Any1DType:$passthrough,
                               AlignmentProp:$alignment);
          let results = (outs Ptr_Any1DType:$result);
        }
        def Ptr_LoadOp : Pointer_Op<"load"> {
          let arguments = (ins Ptr_PtrType:$ptr,
                               AlignmentProp:$alignment,
                               UnitProp:$volatile_,
                               UnitProp:$nontemporal,
                               UnitProp:$invariant,
                               UnitProp:$invariantGroup,
                               DefaultValuedProp<
                                 AtomicOrderingProp,
                                 "AtomicOrdering::not_atomic">:$ordering,
                               OptionalAttr<StrAttr>:$syncscope);
          let results = (outs AnyType:$value);
        }
        def Ptr_PtrDiffOp : Pointer_Op<"ptr_diff"> {
          let arguments = (ins
            Ptr_PtrLikeType:$lhs, Ptr_PtrLikeType:$rhs,
            DefaultValuedProp<EnumProp<Ptr_PtrDiffFlags>, "PtrDiffFlags::none">:$flags
          );
          let results = (outs Ptr_IntLikeType:$result);
        }
    }
}

use ptr::*;

const P: &str = "!ptr.ptr<#ptr.generic_space>";

fn module(args: &str, body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n\"test.region\"() ({{\n^bb0({args}):\n{body}\n}}) : () -> ()\n}}) : () -> ()\n"
    )
}

fn ctx() -> Context {
    let mut ctx = Context::new();
    PtrDialect::register(&mut ctx);
    ctx
}

/// The printed ops of the dialect, or the first verifier message.
fn run(args: &str, body: &str) -> Result<Vec<String>, String> {
    let mut ctx = ctx();
    let m = parse_module(&mut ctx, &module(args, body), "in.mlir").expect("parses");
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions::default())
        .lines()
        .filter(|l| l.contains("\"ptr."))
        .map(|l| l.trim().to_owned())
        .collect())
}

#[test]
fn i32_enum_info_as_a_property() {
    let args = format!("%p: {P}");
    assert_eq!(
        run(
            &args,
            &format!(
                "%0 = \"ptr.load\"(%p) : ({P}) -> i32\n%1 = \"ptr.load\"(%p) <{{ordering = 2 : i64, alignment = [8 : i64]}}> : ({P}) -> i32"
            )
        ),
        Ok(vec![
            format!(
                "%0 = \"ptr.load\"(%arg0) <{{alignment = [], invariant = false, invariantGroup = false, nontemporal = false, ordering = 0 : i32, volatile_ = false}}> : ({P}) -> i32"
            ),
            format!(
                "%1 = \"ptr.load\"(%arg0) <{{alignment = [8], invariant = false, invariantGroup = false, nontemporal = false, ordering = 2 : i32, volatile_ = false}}> : ({P}) -> i32"
            ),
        ])
    );
    assert_eq!(
        run(
            &args,
            &format!("%0 = \"ptr.load\"(%p) <{{ordering = 9 : i32}}> : ({P}) -> i32")
        ),
        Err("'ptr.load' op property 'ordering' failed to satisfy constraint: Atomic ordering for LLVM's memory model".to_string())
    );
    assert_eq!(AtomicOrdering::from_value(5), Some(AtomicOrdering::AcqRel));
}

#[test]
fn i8_bit_enum_as_a_property() {
    let args = format!("%p: {P}, %q: {P}");
    let ty = format!("({P}, {P}) -> i64");
    assert_eq!(
        run(
            &args,
            &format!(
                "%0 = \"ptr.ptr_diff\"(%p, %q) : {ty}\n%1 = \"ptr.ptr_diff\"(%p, %q) <{{flags = 3 : i64}}> : {ty}\n%2 = \"ptr.ptr_diff\"(%p, %q) <{{flags = 2 : i8}}> : {ty}"
            )
        ),
        Ok(vec![
            format!("%0 = \"ptr.ptr_diff\"(%arg0, %arg1) <{{flags = 0 : i8}}> : {ty}"),
            format!("%1 = \"ptr.ptr_diff\"(%arg0, %arg1) <{{flags = 3 : i8}}> : {ty}"),
            format!("%2 = \"ptr.ptr_diff\"(%arg0, %arg1) <{{flags = 2 : i8}}> : {ty}"),
        ])
    );
    // 255 : i32 becomes -1 : i8, which has bits of no case.
    assert_eq!(
        run(
            &args,
            &format!("%0 = \"ptr.ptr_diff\"(%p, %q) <{{flags = 255 : i32}}> : {ty}")
        ),
        Err("'ptr.ptr_diff' op property 'flags' failed to satisfy constraint: Pointer difference flags".to_string())
    );
    assert_eq!(
        (PtrDiffFlags::NUW | PtrDiffFlags::NSW).stringify(),
        "nuw|nsw"
    );
    assert_eq!(PtrDiffFlags::VALID_BITS, 3u8);
}

#[test]
fn shaped_container_type_classes_and_type_ids() {
    let v = |ptrs: &str, res: &str| {
        run(
            &format!("%p: {ptrs}, %m: vector<4xi1>, %pt: vector<4xf32>"),
            &format!(
                "%0 = \"ptr.gather\"(%p, %m, %pt) : ({ptrs}, vector<4xi1>, vector<4xf32>) -> {res}"
            ),
        )
        .map(|_| ())
    };
    assert_eq!(v(&format!("vector<4x{P}>"), "vector<4xf32>"), Ok(()));
    assert_eq!(
        v(&format!("tensor<4x{P}>"), "vector<4xf32>"),
        Err(
            "'ptr.gather' op failed to verify that all of {result, ptrs} have same type IDs"
                .to_string()
        )
    );
    assert_eq!(
        v(&format!("vector<4x2x{P}>"), "vector<4xf32>"),
        Err(format!(
            "'ptr.gather' op operand #0 must be A shaped type with value semantics and rank. of pointer type values, but got 'vector<4x2x{P}>'"
        ))
    );
    assert_eq!(
        v(&format!("vector<4x{P}>"), "i32"),
        Err("'ptr.gather' op result #0 must be A shaped type with value semantics and rank. of any type values, but got 'i32'".to_string())
    );
}
