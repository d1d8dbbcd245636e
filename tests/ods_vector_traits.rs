//! Traits and predicates of MLIR 22's `VectorOps.td` that `ods!` reads
//! as written: `OptionalTypesMatchWith` (holds when the optional operand
//! is absent), `ShapedTypeMatchesElementCountAndTypes`, `OpBase.td`'s
//! positional predicates (`TCopVTEtIsSameAs<0, 1>`,
//! `TCresVTEtIsSameAsOpBase<0, 0>`), `MemoryEffects<[…]>` and a
//! `TypedArrayAttrBase<EnumAttr, "summary">` record. The ops are
//! `vector.reduction`, `vector.from_elements` and `vector.contract` (their
//! other arguments and traits left out; the C++ transformer
//! `"::llvm::cast<Type>($_self)"` written in Rust); every message was
//! recorded from mlir-opt-22.

use drr::text::parse_module;

mod vector {
    drr::ods! {
        def Vector_Dialect : Dialect {
          let name = "vector";
          let cppNamespace = "::mlir::vector";
        }
        class Vector_Op<string mnemonic, list<Trait> traits = []>
            : Op<Vector_Dialect, mnemonic, traits>;

        def COMBINING_KIND_ADD : I32BitEnumAttrCaseBit<"ADD", 0, "add">;
        def COMBINING_KIND_MUL : I32BitEnumAttrCaseBit<"MUL", 1, "mul">;
        def CombiningKind : I32BitEnumAttr<
            "CombiningKind",
            "Kind of combining function for contractions and reductions",
            [COMBINING_KIND_ADD, COMBINING_KIND_MUL]> {
          let cppNamespace = "::mlir::vector";
          let genSpecializedAttr = 0;
        }
        def Vector_CombiningKindAttr : EnumAttr<Vector_Dialect, CombiningKind, "kind"> {
          let assemblyFormat = "`<` $value `>`";
        }
        def Vector_IteratorType : I32EnumAttr<"IteratorType", "Iterator type", [
          I32EnumAttrCase<"parallel", 0>,
          I32EnumAttrCase<"reduction", 1>
        ]> {
          let genSpecializedAttr = 0;
          let cppNamespace = "::mlir::vector";
        }
        def Vector_IteratorTypeEnum
            : EnumAttr<Vector_Dialect, Vector_IteratorType, "iterator_type"> {
            let assemblyFormat = "`<` $value `>`";
        }
        def Vector_IteratorTypeArrayAttr
            : TypedArrayAttrBase<Vector_IteratorTypeEnum,
                                 "Iterator type should be an enum.">;

        def Vector_ReductionOp :
          Vector_Op<"reduction", [Pure,
             PredOpTrait<"source operand and result have same element type",
                         TCresVTEtIsSameAsOpBase<0, 0>>,
             OptionalTypesMatchWith<"dest and acc have the same type",
                                    "dest", "acc",
                                    |_: &mut ::drr::ods::TypeCx<'_>, t: ::drr::Type| Some(t)>
            ]>,
            Arguments<(ins Vector_CombiningKindAttr:$kind,
                       AnyVectorOfAnyRank:$vector,
                       Optional<AnyType>:$acc)>,
            Results<(outs AnyType:$dest)>;

        def Vector_FromElementsOp : Vector_Op<"from_elements", [
            Pure,
            ShapedTypeMatchesElementCountAndTypes<"dest", "elements">]> {
          let arguments = (ins Variadic<AnyType>:$elements);
          let results = (outs AnyFixedVectorOfAnyRank:$dest);
        }

        def Vector_ContractionOp :
          Vector_Op<"contract", [
              Pure,
              PredOpTrait<"lhs and rhs have same element type", TCopVTEtIsSameAs<0, 1>>,
              PredOpTrait<"third operand acc and result have same element type",
                          TCresVTEtIsSameAsOpBase<0, 2>>,
              MemoryEffects<[MemRead]>
            ]>,
            Arguments<(ins AnyVectorOfNonZeroRank:$lhs, AnyVectorOfNonZeroRank:$rhs, AnyType:$acc,
                       ArrayAttr:$indexing_maps,
                       Vector_IteratorTypeArrayAttr:$iterator_types)>,
            Results<(outs AnyType)>;
    }
}

fn verify(args: &str, body: &str) -> Result<(), String> {
    let mut ctx = drr::Context::new();
    vector::VectorDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n\"test.region\"() ({{\n^bb0({args}):\n{body}\n}}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

#[test]
fn optional_types_match_with_holds_without_the_optional_operand() {
    let args = "%v: vector<4xf32>, %a: f32, %b: i32";
    let ok = r#"%0 = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
%1 = "vector.reduction"(%v, %a) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> f32"#;
    assert_eq!(verify(args, ok), Ok(()));
    assert_eq!(
        verify(
            args,
            r#"%0 = "vector.reduction"(%v, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, i32) -> f32"#
        ),
        Err("'vector.reduction' op failed to verify that dest and acc have the same type".into())
    );
    assert_eq!(
        verify(
            args,
            r#"%0 = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (vector<4xf32>) -> i32"#
        ),
        Err("'vector.reduction' op failed to verify that source operand and result have same element type".into())
    );
}

#[test]
fn shaped_type_matches_element_count_and_types() {
    let args = "%x: f32, %y: f32, %b: i32";
    assert_eq!(
        verify(
            args,
            r#"%0 = "vector.from_elements"(%x, %y) : (f32, f32) -> vector<2xf32>"#
        ),
        Ok(())
    );
    let msg = "'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types";
    assert_eq!(
        verify(
            args,
            r#"%0 = "vector.from_elements"(%x, %y, %x) : (f32, f32, f32) -> vector<2xf32>"#
        ),
        Err(msg.into())
    );
    assert_eq!(
        verify(
            args,
            r#"%0 = "vector.from_elements"(%x, %b) : (f32, i32) -> vector<2xf32>"#
        ),
        Err(msg.into())
    );
}

#[test]
fn positional_predicates_and_typed_array_records() {
    let args = "%l: vector<4xf32>, %r: vector<4xf32>, %acc: f32, %ri: vector<4xi32>";
    let contract = |rhs: &str, rhs_ty: &str, iterators: &str| {
        format!(
            r#"%0 = "vector.contract"(%l, {rhs}, %acc) <{{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [{iterators}], kind = #vector.kind<add>}}> : (vector<4xf32>, {rhs_ty}, f32) -> f32"#
        )
    };
    assert_eq!(
        verify(
            args,
            &contract("%r", "vector<4xf32>", "#vector.iterator_type<reduction>")
        ),
        Ok(())
    );
    assert_eq!(
        verify(
            args,
            &contract("%ri", "vector<4xi32>", "#vector.iterator_type<reduction>")
        ),
        Err("'vector.contract' op failed to verify that lhs and rhs have same element type".into())
    );
    assert_eq!(
        verify(args, &contract("%r", "vector<4xf32>", "#vector.iterator_type<reduction>, 5")),
        Err("'vector.contract' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.".into())
    );
}
