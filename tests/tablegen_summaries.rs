//! `X.summary` of every library constraint, evaluated by the record
//! language at expansion time, is the runtime's `SUMMARY` of the same
//! constraint: `def Check : TypeConstraint<X.predicate, X.summary>` per name
//! of the expansion-time table (`drr_syntax::tablegen::summary::
//! LIB_SUMMARIES`), compared with `drr::ods::lib::X::SUMMARY`; and the same
//! for instances of every parameterized class whose summary the record
//! language computes. A name added to the table without a check here fails
//! `every_table_name_is_checked`.

use drr::ods::{AttrConstraint, TypeConstraint};

macro_rules! check_names {
    (types: $($t:ident)* ; attrs: $($a:ident)*) => {
        $(
            #[allow(non_snake_case)]
            mod $t {
                drr::ods! { def Check : TypeConstraint<$t.predicate, $t.summary>; }
            }
        )*
        $(
            #[allow(non_snake_case)]
            mod $a {
                drr::ods! { def Check : AttrConstraint<$a.predicate, $a.summary>; }
            }
        )*
        /// (name, expansion-time summary, runtime summary).
        const NAMES: &[(&str, &str, &str)] = &[
            $((
                stringify!($t),
                <$t::Check as TypeConstraint>::SUMMARY,
                <drr::ods::lib::$t as TypeConstraint>::SUMMARY,
            ),)*
            $((
                stringify!($a),
                <$a::Check as AttrConstraint>::SUMMARY,
                <drr::ods::lib::$a as AttrConstraint>::SUMMARY,
            ),)*
        ];
    };
}

check_names! {
types:
    AnyType NoneType I1 I8 I16 I32 I64 I128 SI1 SI8 SI16 SI32 SI64 UI1 UI8 UI16 UI32 UI64 AnyI1
    AnyI8 AnyI16 AnyI32 AnyI64 AnyInteger AnySignlessInteger AnySignedInteger
    AnyUnsignedInteger Index AnySignlessIntegerOrIndex AnyFloat F16 F32 F64 F80 F128 BF16 TF32
    F8E4M3FN F8E5M2 F8E4M3 F8E4M3FNUZ F8E4M3B11FNUZ F8E5M2FNUZ F8E3M4 F4E2M1FN F6E2M3FN
    F6E3M2FN F8E8M0FNU AnyComplex FunctionType GraphType AnyTuple AnyShaped AnyTensor
    AnyRankedTensor AnyUnrankedTensor AnyNon0RankedTensor AnyNon0RankedOrUnrankedTensor
    AnyStaticShapeTensor I1Tensor I8Tensor I16Tensor I32Tensor I64Tensor IndexTensor BF16Tensor
    F16Tensor F32Tensor F64Tensor AnyFloatTensor AnyIntegerTensor AnyMemRef AnyStridedMemRef AnyUnrankedMemRef
    AnyNon0RankedMemRef AnyRankedOrUnrankedMemRef AnyNon0RankedOrUnrankedMemRef
    AnyStaticShapeMemRef I1MemRef I8MemRef I16MemRef I32MemRef I64MemRef BF16MemRef F16MemRef
    F32MemRef F64MemRef AnyVectorOfNonZeroRank AnyFixedVectorOfNonZeroRank AnyVectorOfAnyRank
    AnyFixedVectorOfAnyRank AnyScalableVectorOfAnyRank AnyVector BoolLike BoolLikeOfAnyRank
    SignlessIntegerLike SignlessIntegerLikeOfAnyRank SignlessIntegerOrIndexLike FloatLike
    SignlessIntegerOrFloatLike SignlessIntegerOrIndexOrFloatLike SignlessFixedWidthIntegerLike
    Builtin_Integer Builtin_Index Builtin_None Builtin_Function Builtin_RankedTensor
    Builtin_UnrankedTensor Builtin_Vector Builtin_MemRef Builtin_UnrankedMemRef Builtin_Tuple
    Builtin_Complex Builtin_BFloat16 Builtin_Float16 Builtin_Float32 Builtin_Float64
    Builtin_Float80 Builtin_Float128 Builtin_FloatTF32 Builtin_Float8E5M2 Builtin_Float8E4M3
    Builtin_Float8E4M3FN Builtin_Float8E5M2FNUZ Builtin_Float8E4M3FNUZ Builtin_Float8E4M3B11FNUZ
    Builtin_Float8E3M4 Builtin_Float8E8M0FNU Builtin_Float6E3M2FN Builtin_Float6E2M3FN
    Builtin_Float4E2M1FN
;
attrs:
    AnyAttr LocationAttr BoolAttr IndexAttr APIntAttr AnyIntegerAttr AnyI1Attr AnyI8Attr
    AnyI16Attr AnyI32Attr AnyI64Attr I1Attr I8Attr I16Attr I32Attr I64Attr SI1Attr SI8Attr
    SI16Attr SI32Attr SI64Attr UI1Attr UI8Attr UI16Attr UI32Attr UI64Attr F16Attr F32Attr
    F64Attr AnyFloatAttr StrAttr SymbolNameAttr TypeAttr UnitAttr DictionaryAttr ElementsAttr
    ElementsAttrInterface TypedAttrInterface DenseElementsAttr DenseIntElementsAttr
    DenseFPElementsAttr AnyIntElementsAttr IndexElementsAttr AnyFloatElementsAttr
    StringElementsAttr AnyI32ElementsAttr AnyI64ElementsAttr I32ElementsAttr I64ElementsAttr
    F32ElementsAttr F64ElementsAttr DenseBoolArrayAttr DenseI8ArrayAttr DenseI16ArrayAttr
    DenseI32ArrayAttr DenseI64ArrayAttr DenseF32ArrayAttr DenseF64ArrayAttr AffineMapAttr
    IntegerSetAttr ArrayAttr LocationArrayAttr AffineMapArrayAttr BoolArrayAttr I32ArrayAttr
    I64ArrayAttr I64SmallVectorArrayAttr F32ArrayAttr F64ArrayAttr StrArrayAttr TypeArrayAttr
    IndexListArrayAttr DictArrayAttr SymbolRefAttr FlatSymbolRefAttr SymbolRefArrayAttr
    FlatSymbolRefArrayAttr IntNonNegative IntPositive IntPowerOf2 IntPositivePowerOf2
    IsNullAttr I32Prop I64Prop BoolProp UnitProp StringProp
    Builtin_AffineMapAttr Builtin_IntegerSetAttr Builtin_ArrayAttr Builtin_DenseArray
    Builtin_DenseIntOrFPElementsAttr Builtin_DenseStringElementsAttr
    Builtin_DenseResourceElementsAttr Builtin_SparseElementsAttr Builtin_DictionaryAttr
    Builtin_FloatAttr Builtin_IntegerAttr Builtin_StringAttr Builtin_SymbolRefAttr
    Builtin_TypeAttr Builtin_UnitAttr
}

#[test]
fn every_table_name_is_checked() {
    let mut checked: Vec<&str> = NAMES.iter().map(|(n, _, _)| *n).collect();
    let mut table: Vec<&str> = drr_syntax::tablegen::summary::LIB_SUMMARIES
        .iter()
        .map(|(n, _)| *n)
        .collect();
    checked.sort_unstable();
    table.sort_unstable();
    assert_eq!(checked, table);
}

#[test]
fn expansion_time_summaries_are_the_runtime_summaries() {
    let differ: Vec<_> = NAMES.iter().filter(|(_, a, b)| a != b).collect();
    assert!(differ.is_empty(), "{differ:#?}");
}

// Parameterized classes: `X<args>.summary` against the `SUMMARY` of the
// Rust instance an op argument declared `X<args>` has.
drr::ods! {
    def S_Dialect : Dialect { let name = "s"; }
    def T0 : TypeConstraint<I<7>.predicate, I<7>.summary>;
    def T1 : TypeConstraint<SI<16>.predicate, SI<16>.summary>;
    def T2 : TypeConstraint<UI<8>.predicate, UI<8>.summary>;
    def T3 : TypeConstraint<AnyI<24>.predicate, AnyI<24>.summary>;
    def T4 : TypeConstraint<F<16>.predicate, F<16>.summary>;
    def T5 : TypeConstraint<AnyIntOfWidths<[8, 16]>.predicate, AnyIntOfWidths<[8, 16]>.summary>;
    def T6 : TypeConstraint<SignlessIntOfWidths<[32, 64]>.predicate, SignlessIntOfWidths<[32, 64]>.summary>;
    def T7 : TypeConstraint<SignedIntOfWidths<[8]>.predicate, SignedIntOfWidths<[8]>.summary>;
    def T8 : TypeConstraint<UnsignedIntOfWidths<[1, 8]>.predicate, UnsignedIntOfWidths<[1, 8]>.summary>;
    def T9 : TypeConstraint<FloatOfWidths<[32, 64]>.predicate, FloatOfWidths<[32, 64]>.summary>;
    def T10 : TypeConstraint<AnyTypeOf<[I32, F32, Index]>.predicate, AnyTypeOf<[I32, F32, Index]>.summary>;
    def T11 : TypeConstraint<AnyTypeOf<[I32, F32], "int or float">.predicate, AnyTypeOf<[I32, F32], "int or float">.summary>;
    def T12 : TypeConstraint<AllOfType<[AnyInteger, I32]>.predicate, AllOfType<[AnyInteger, I32]>.summary>;
    def T13 : TypeConstraint<ConfinedType<AnyInteger, [HasRankPred]>.predicate, ConfinedType<AnyInteger, [HasRankPred]>.summary>;
    def T14 : TypeConstraint<ConfinedType<AnyInteger, [HasRankPred], "confined">.predicate, ConfinedType<AnyInteger, [HasRankPred], "confined">.summary>;
    def T15 : TypeConstraint<TypeAlias<I64>.predicate, TypeAlias<I64>.summary>;
    def T16 : TypeConstraint<TypeAlias<I64, "long">.predicate, TypeAlias<I64, "long">.summary>;
    def T17 : TypeConstraint<Complex<F32>.predicate, Complex<F32>.summary>;
    def T18 : TypeConstraint<Complex<AnyTypeOf<[F32, F64]>>.predicate, Complex<AnyTypeOf<[F32, F64]>>.summary>;
    def T19 : TypeConstraint<OpaqueType<"d", "n", "opaque thing">.predicate, OpaqueType<"d", "n", "opaque thing">.summary>;
    def T20 : TypeConstraint<ValueSemanticsContainerOf<[I8, I16]>.predicate, ValueSemanticsContainerOf<[I8, I16]>.summary>;
    def T21 : TypeConstraint<VectorOfNonZeroRankOf<[I32]>.predicate, VectorOfNonZeroRankOf<[I32]>.summary>;
    def T22 : TypeConstraint<VectorOfAnyRankOf<[I32, F32]>.predicate, VectorOfAnyRankOf<[I32, F32]>.summary>;
    def T23 : TypeConstraint<FixedVectorOfNonZeroRankOf<[F16]>.predicate, FixedVectorOfNonZeroRankOf<[F16]>.summary>;
    def T24 : TypeConstraint<FixedVectorOfAnyRank<[F16]>.predicate, FixedVectorOfAnyRank<[F16]>.summary>;
    def T25 : TypeConstraint<ScalableVectorOfAnyRank<[I1]>.predicate, ScalableVectorOfAnyRank<[I1]>.summary>;
    def T26 : TypeConstraint<VectorWithTrailingDimScalableOf<[I1]>.predicate, VectorWithTrailingDimScalableOf<[I1]>.summary>;
    def T27 : TypeConstraint<TensorOrMemRef<[F32]>.predicate, TensorOrMemRef<[F32]>.summary>;
    def T28 : TypeConstraint<TensorOf<[I32, F32]>.predicate, TensorOf<[I32, F32]>.summary>;
    def T29 : TypeConstraint<TensorOf<[I32], [HasRankPred], "shaped">.predicate, TensorOf<[I32], [HasRankPred], "shaped">.summary>;
    def T30 : TypeConstraint<RankedTensorOf<[Index]>.predicate, RankedTensorOf<[Index]>.summary>;
    def T31 : TypeConstraint<UnrankedTensorOf<[Index]>.predicate, UnrankedTensorOf<[Index]>.summary>;
    def T32 : TypeConstraint<Non0RankedTensorOf<[F64]>.predicate, Non0RankedTensorOf<[F64]>.summary>;
    def T33 : TypeConstraint<StaticShapeTensorOf<[BF16]>.predicate, StaticShapeTensorOf<[BF16]>.summary>;
    def T34 : TypeConstraint<TensorRankOf<[F32, I32], [1, 2]>.predicate, TensorRankOf<[F32, I32], [1, 2]>.summary>;
    def T35 : TypeConstraint<MemRefOf<[I8]>.predicate, MemRefOf<[I8]>.summary>;
    def T36 : TypeConstraint<UnrankedMemRefOf<[I8]>.predicate, UnrankedMemRefOf<[I8]>.summary>;
    def T37 : TypeConstraint<Non0RankedMemRefOf<[I8]>.predicate, Non0RankedMemRefOf<[I8]>.summary>;
    def T38 : TypeConstraint<StaticShapeMemRefOf<[I8, I16]>.predicate, StaticShapeMemRefOf<[I8, I16]>.summary>;
    def T39 : TypeConstraint<MemRefRankOf<[F32], [2]>.predicate, MemRefRankOf<[F32], [2]>.summary>;
    def T40 : TypeConstraint<RankedOrUnrankedMemRefOf<[F32]>.predicate, RankedOrUnrankedMemRefOf<[F32]>.summary>;
    def T41 : TypeConstraint<TupleOf<[I32, F32]>.predicate, TupleOf<[I32, F32]>.summary>;
    def T42 : TypeConstraint<NestedTupleOf<[I32]>.predicate, NestedTupleOf<[I32]>.summary>;
    def T43 : TypeConstraint<TypeOrValueSemanticsContainer<I1, "bool-ish">.predicate, TypeOrValueSemanticsContainer<I1, "bool-ish">.summary>;
    def T44 : TypeConstraint<VectorOfRank<[1, 2]>.predicate, VectorOfRank<[1, 2]>.summary>;
    def T45 : TypeConstraint<FixedVectorOfRank<[3]>.predicate, FixedVectorOfRank<[3]>.summary>;
    def T46 : TypeConstraint<VectorOfLength<[4, 8]>.predicate, VectorOfLength<[4, 8]>.summary>;
    def T47 : TypeConstraint<VectorOfMinLength<2>.predicate, VectorOfMinLength<2>.summary>;
    def T48 : TypeConstraint<VectorOfMaxLength<16>.predicate, VectorOfMaxLength<16>.summary>;
    def T49 : TypeConstraint<ShapedTypeWithNthDimOfSize<1, [2, 4]>.predicate, ShapedTypeWithNthDimOfSize<1, [2, 4]>.summary>;
    def T50 : TypeConstraint<VectorOfRankAndType<[1], [F32]>.predicate, VectorOfRankAndType<[1], [F32]>.summary>;
    def T51 : TypeConstraint<FixedVectorOfRankAndType<[1, 2], [F32, F64]>.predicate, FixedVectorOfRankAndType<[1, 2], [F32, F64]>.summary>;
    def T52 : TypeConstraint<VectorOfLengthAndType<[4], [I8]>.predicate, VectorOfLengthAndType<[4], [I8]>.summary>;
    def T53 : TypeConstraint<FixedVectorOfLengthAndType<[4], [I8]>.predicate, FixedVectorOfLengthAndType<[4], [I8]>.summary>;
    def T54 : TypeConstraint<ScalableVectorOfLengthAndType<[4], [I8]>.predicate, ScalableVectorOfLengthAndType<[4], [I8]>.summary>;
    def T55 : TypeConstraint<ScalableVectorOfRankAndLengthAndType<[1], [4], [I8]>.predicate, ScalableVectorOfRankAndLengthAndType<[1], [4], [I8]>.summary>;
    def T56 : TypeConstraint<VectorWithTrailingDimScalableOfSizeAndType<[4, 8], [F32]>.predicate, VectorWithTrailingDimScalableOfSizeAndType<[4, 8], [F32]>.summary>;
    def T57 : TypeConstraint<VectorOfMinMaxLengthAndType<2, 8, [I32]>.predicate, VectorOfMinMaxLengthAndType<2, 8, [I32]>.summary>;
    def T58 : TypeConstraint<TensorOf<[AnyTypeOf<[I32, Complex<F64>]>]>.predicate, TensorOf<[AnyTypeOf<[I32, Complex<F64>]>]>.summary>;
    def A0 : AttrConstraint<TypedStrAttr<I32>.predicate, TypedStrAttr<I32>.summary>;
    def A1 : AttrConstraint<TypeAttrOf<I32>.predicate, TypeAttrOf<I32>.summary>;
    def A2 : AttrConstraint<TypeAttrBase<"IntegerType", "integer type">.predicate, TypeAttrBase<"IntegerType", "integer type">.summary>;
    def A3 : AttrConstraint<TypedArrayAttrBase<I32Attr, "my array">.predicate, TypedArrayAttrBase<I32Attr, "my array">.summary>;
    def A4 : AttrConstraint<AnyAttrOf<[I32Attr, StrAttr]>.predicate, AnyAttrOf<[I32Attr, StrAttr]>.summary>;
    def A5 : AttrConstraint<AnyAttrOf<[I32Attr, StrAttr], "either">.predicate, AnyAttrOf<[I32Attr, StrAttr], "either">.summary>;
    def A6 : AttrConstraint<AllAttrOf<[I32Attr, IntMinValue<0>]>.predicate, AllAttrOf<[I32Attr, IntMinValue<0>]>.summary>;
    def A7 : AttrConstraint<ConfinedAttr<I64Attr, [IntMinValue<1>, IntMaxValue<9>]>.predicate, ConfinedAttr<I64Attr, [IntMinValue<1>, IntMaxValue<9>]>.summary>;
    def A8 : AttrConstraint<IntValidAlignment<I64Attr>.predicate, IntValidAlignment<I64Attr>.summary>;
    def A9 : AttrConstraint<IntNEQValue<3>.predicate, IntNEQValue<3>.summary>;
    def A10 : AttrConstraint<ArrayMaxCount<3>.predicate, ArrayMaxCount<3>.summary>;
    def A11 : AttrConstraint<ArrayMinCount<1>.predicate, ArrayMinCount<1>.summary>;
    def A12 : AttrConstraint<ArrayCount<2>.predicate, ArrayCount<2>.summary>;
    def A13 : AttrConstraint<DenseArrayCount<2>.predicate, DenseArrayCount<2>.summary>;
    def A14 : AttrConstraint<DenseArrayMaxCt<5>.predicate, DenseArrayMaxCt<5>.summary>;
    def A15 : AttrConstraint<DenseArrayMinCt<5>.predicate, DenseArrayMinCt<5>.summary>;
    def A16 : AttrConstraint<DenseArraySorted<DenseI32ArrayAttr>.predicate, DenseArraySorted<DenseI32ArrayAttr>.summary>;
    def TypesOp : Op<S_Dialect, "types"> {
        let arguments = (ins
            I<7>:$a0,
            SI<16>:$a1,
            UI<8>:$a2,
            AnyI<24>:$a3,
            F<16>:$a4,
            AnyIntOfWidths<[8, 16]>:$a5,
            SignlessIntOfWidths<[32, 64]>:$a6,
            SignedIntOfWidths<[8]>:$a7,
            UnsignedIntOfWidths<[1, 8]>:$a8,
            FloatOfWidths<[32, 64]>:$a9,
            AnyTypeOf<[I32, F32, Index]>:$a10,
            AnyTypeOf<[I32, F32], "int or float">:$a11,
            AllOfType<[AnyInteger, I32]>:$a12,
            ConfinedType<AnyInteger, [HasRankPred]>:$a13,
            ConfinedType<AnyInteger, [HasRankPred], "confined">:$a14,
            TypeAlias<I64>:$a15,
            TypeAlias<I64, "long">:$a16,
            Complex<F32>:$a17,
            Complex<AnyTypeOf<[F32, F64]>>:$a18,
            OpaqueType<"d", "n", "opaque thing">:$a19,
            ValueSemanticsContainerOf<[I8, I16]>:$a20,
            VectorOfNonZeroRankOf<[I32]>:$a21,
            VectorOfAnyRankOf<[I32, F32]>:$a22,
            FixedVectorOfNonZeroRankOf<[F16]>:$a23,
            FixedVectorOfAnyRank<[F16]>:$a24,
            ScalableVectorOfAnyRank<[I1]>:$a25,
            VectorWithTrailingDimScalableOf<[I1]>:$a26,
            TensorOrMemRef<[F32]>:$a27,
            TensorOf<[I32, F32]>:$a28,
            TensorOf<[I32], [HasRankPred], "shaped">:$a29,
            RankedTensorOf<[Index]>:$a30,
            UnrankedTensorOf<[Index]>:$a31,
            Non0RankedTensorOf<[F64]>:$a32,
            StaticShapeTensorOf<[BF16]>:$a33,
            TensorRankOf<[F32, I32], [1, 2]>:$a34,
            MemRefOf<[I8]>:$a35,
            UnrankedMemRefOf<[I8]>:$a36,
            Non0RankedMemRefOf<[I8]>:$a37,
            StaticShapeMemRefOf<[I8, I16]>:$a38,
            MemRefRankOf<[F32], [2]>:$a39,
            RankedOrUnrankedMemRefOf<[F32]>:$a40,
            TupleOf<[I32, F32]>:$a41,
            NestedTupleOf<[I32]>:$a42,
            TypeOrValueSemanticsContainer<I1, "bool-ish">:$a43,
            VectorOfRank<[1, 2]>:$a44,
            FixedVectorOfRank<[3]>:$a45,
            VectorOfLength<[4, 8]>:$a46,
            VectorOfMinLength<2>:$a47,
            VectorOfMaxLength<16>:$a48,
            ShapedTypeWithNthDimOfSize<1, [2, 4]>:$a49,
            VectorOfRankAndType<[1], [F32]>:$a50,
            FixedVectorOfRankAndType<[1, 2], [F32, F64]>:$a51,
            VectorOfLengthAndType<[4], [I8]>:$a52,
            FixedVectorOfLengthAndType<[4], [I8]>:$a53,
            ScalableVectorOfLengthAndType<[4], [I8]>:$a54,
            ScalableVectorOfRankAndLengthAndType<[1], [4], [I8]>:$a55,
            VectorWithTrailingDimScalableOfSizeAndType<[4, 8], [F32]>:$a56,
            VectorOfMinMaxLengthAndType<2, 8, [I32]>:$a57,
            TensorOf<[AnyTypeOf<[I32, Complex<F64>]>]>:$a58
        );
    }
    def AttrsOp : Op<S_Dialect, "attrs"> {
        let arguments = (ins
            TypedStrAttr<I32>:$a0,
            TypeAttrOf<I32>:$a1,
            TypeAttrBase<"IntegerType", "integer type">:$a2,
            TypedArrayAttrBase<I32Attr, "my array">:$a3,
            AnyAttrOf<[I32Attr, StrAttr]>:$a4,
            AnyAttrOf<[I32Attr, StrAttr], "either">:$a5,
            AllAttrOf<[I32Attr, IntMinValue<0>]>:$a6,
            ConfinedAttr<I64Attr, [IntMinValue<1>, IntMaxValue<9>]>:$a7,
            IntValidAlignment<I64Attr>:$a8,
            IntNEQValue<3>:$a9,
            ArrayMaxCount<3>:$a10,
            ArrayMinCount<1>:$a11,
            ArrayCount<2>:$a12,
            DenseArrayCount<2>:$a13,
            DenseArrayMaxCt<5>:$a14,
            DenseArrayMinCt<5>:$a15,
            DenseArraySorted<DenseI32ArrayAttr>:$a16
        );
    }
}

macro_rules! type_summary {
    ($i:literal) => {
        <<TypesOp as drr::ods::OperandArg<$i>>::Constraint as TypeConstraint>::SUMMARY
    };
}
macro_rules! attr_summary {
    ($i:literal) => {
        <<AttrsOp as drr::ods::AttrArg<$i>>::Constraint as AttrConstraint>::SUMMARY
    };
}

#[test]
fn class_instance_summaries_are_the_runtime_summaries() {
    let pairs: &[(&str, &str, &str)] = &[
        (r#"I<7>"#, T0::SUMMARY, type_summary!(0)),
        (r#"SI<16>"#, T1::SUMMARY, type_summary!(1)),
        (r#"UI<8>"#, T2::SUMMARY, type_summary!(2)),
        (r#"AnyI<24>"#, T3::SUMMARY, type_summary!(3)),
        (r#"F<16>"#, T4::SUMMARY, type_summary!(4)),
        (r#"AnyIntOfWidths<[8, 16]>"#, T5::SUMMARY, type_summary!(5)),
        (
            r#"SignlessIntOfWidths<[32, 64]>"#,
            T6::SUMMARY,
            type_summary!(6),
        ),
        (r#"SignedIntOfWidths<[8]>"#, T7::SUMMARY, type_summary!(7)),
        (
            r#"UnsignedIntOfWidths<[1, 8]>"#,
            T8::SUMMARY,
            type_summary!(8),
        ),
        (r#"FloatOfWidths<[32, 64]>"#, T9::SUMMARY, type_summary!(9)),
        (
            r#"AnyTypeOf<[I32, F32, Index]>"#,
            T10::SUMMARY,
            type_summary!(10),
        ),
        (
            r#"AnyTypeOf<[I32, F32], "int or float">"#,
            T11::SUMMARY,
            type_summary!(11),
        ),
        (
            r#"AllOfType<[AnyInteger, I32]>"#,
            T12::SUMMARY,
            type_summary!(12),
        ),
        (
            r#"ConfinedType<AnyInteger, [HasRankPred]>"#,
            T13::SUMMARY,
            type_summary!(13),
        ),
        (
            r#"ConfinedType<AnyInteger, [HasRankPred], "confined">"#,
            T14::SUMMARY,
            type_summary!(14),
        ),
        (r#"TypeAlias<I64>"#, T15::SUMMARY, type_summary!(15)),
        (r#"TypeAlias<I64, "long">"#, T16::SUMMARY, type_summary!(16)),
        (r#"Complex<F32>"#, T17::SUMMARY, type_summary!(17)),
        (
            r#"Complex<AnyTypeOf<[F32, F64]>>"#,
            T18::SUMMARY,
            type_summary!(18),
        ),
        (
            r#"OpaqueType<"d", "n", "opaque thing">"#,
            T19::SUMMARY,
            type_summary!(19),
        ),
        (
            r#"ValueSemanticsContainerOf<[I8, I16]>"#,
            T20::SUMMARY,
            type_summary!(20),
        ),
        (
            r#"VectorOfNonZeroRankOf<[I32]>"#,
            T21::SUMMARY,
            type_summary!(21),
        ),
        (
            r#"VectorOfAnyRankOf<[I32, F32]>"#,
            T22::SUMMARY,
            type_summary!(22),
        ),
        (
            r#"FixedVectorOfNonZeroRankOf<[F16]>"#,
            T23::SUMMARY,
            type_summary!(23),
        ),
        (
            r#"FixedVectorOfAnyRank<[F16]>"#,
            T24::SUMMARY,
            type_summary!(24),
        ),
        (
            r#"ScalableVectorOfAnyRank<[I1]>"#,
            T25::SUMMARY,
            type_summary!(25),
        ),
        (
            r#"VectorWithTrailingDimScalableOf<[I1]>"#,
            T26::SUMMARY,
            type_summary!(26),
        ),
        (r#"TensorOrMemRef<[F32]>"#, T27::SUMMARY, type_summary!(27)),
        (r#"TensorOf<[I32, F32]>"#, T28::SUMMARY, type_summary!(28)),
        (
            r#"TensorOf<[I32], [HasRankPred], "shaped">"#,
            T29::SUMMARY,
            type_summary!(29),
        ),
        (
            r#"RankedTensorOf<[Index]>"#,
            T30::SUMMARY,
            type_summary!(30),
        ),
        (
            r#"UnrankedTensorOf<[Index]>"#,
            T31::SUMMARY,
            type_summary!(31),
        ),
        (
            r#"Non0RankedTensorOf<[F64]>"#,
            T32::SUMMARY,
            type_summary!(32),
        ),
        (
            r#"StaticShapeTensorOf<[BF16]>"#,
            T33::SUMMARY,
            type_summary!(33),
        ),
        (
            r#"TensorRankOf<[F32, I32], [1, 2]>"#,
            T34::SUMMARY,
            type_summary!(34),
        ),
        (r#"MemRefOf<[I8]>"#, T35::SUMMARY, type_summary!(35)),
        (r#"UnrankedMemRefOf<[I8]>"#, T36::SUMMARY, type_summary!(36)),
        (
            r#"Non0RankedMemRefOf<[I8]>"#,
            T37::SUMMARY,
            type_summary!(37),
        ),
        (
            r#"StaticShapeMemRefOf<[I8, I16]>"#,
            T38::SUMMARY,
            type_summary!(38),
        ),
        (
            r#"MemRefRankOf<[F32], [2]>"#,
            T39::SUMMARY,
            type_summary!(39),
        ),
        (
            r#"RankedOrUnrankedMemRefOf<[F32]>"#,
            T40::SUMMARY,
            type_summary!(40),
        ),
        (r#"TupleOf<[I32, F32]>"#, T41::SUMMARY, type_summary!(41)),
        (r#"NestedTupleOf<[I32]>"#, T42::SUMMARY, type_summary!(42)),
        (
            r#"TypeOrValueSemanticsContainer<I1, "bool-ish">"#,
            T43::SUMMARY,
            type_summary!(43),
        ),
        (r#"VectorOfRank<[1, 2]>"#, T44::SUMMARY, type_summary!(44)),
        (r#"FixedVectorOfRank<[3]>"#, T45::SUMMARY, type_summary!(45)),
        (r#"VectorOfLength<[4, 8]>"#, T46::SUMMARY, type_summary!(46)),
        (r#"VectorOfMinLength<2>"#, T47::SUMMARY, type_summary!(47)),
        (r#"VectorOfMaxLength<16>"#, T48::SUMMARY, type_summary!(48)),
        (
            r#"ShapedTypeWithNthDimOfSize<1, [2, 4]>"#,
            T49::SUMMARY,
            type_summary!(49),
        ),
        (
            r#"VectorOfRankAndType<[1], [F32]>"#,
            T50::SUMMARY,
            type_summary!(50),
        ),
        (
            r#"FixedVectorOfRankAndType<[1, 2], [F32, F64]>"#,
            T51::SUMMARY,
            type_summary!(51),
        ),
        (
            r#"VectorOfLengthAndType<[4], [I8]>"#,
            T52::SUMMARY,
            type_summary!(52),
        ),
        (
            r#"FixedVectorOfLengthAndType<[4], [I8]>"#,
            T53::SUMMARY,
            type_summary!(53),
        ),
        (
            r#"ScalableVectorOfLengthAndType<[4], [I8]>"#,
            T54::SUMMARY,
            type_summary!(54),
        ),
        (
            r#"ScalableVectorOfRankAndLengthAndType<[1], [4], [I8]>"#,
            T55::SUMMARY,
            type_summary!(55),
        ),
        (
            r#"VectorWithTrailingDimScalableOfSizeAndType<[4, 8], [F32]>"#,
            T56::SUMMARY,
            type_summary!(56),
        ),
        (
            r#"VectorOfMinMaxLengthAndType<2, 8, [I32]>"#,
            T57::SUMMARY,
            type_summary!(57),
        ),
        (
            r#"TensorOf<[AnyTypeOf<[I32, Complex<F64>]>]>"#,
            T58::SUMMARY,
            type_summary!(58),
        ),
        (r#"TypedStrAttr<I32>"#, A0::SUMMARY, attr_summary!(0)),
        (r#"TypeAttrOf<I32>"#, A1::SUMMARY, attr_summary!(1)),
        (
            r#"TypeAttrBase<"IntegerType", "integer type">"#,
            A2::SUMMARY,
            attr_summary!(2),
        ),
        (
            r#"TypedArrayAttrBase<I32Attr, "my array">"#,
            A3::SUMMARY,
            attr_summary!(3),
        ),
        (
            r#"AnyAttrOf<[I32Attr, StrAttr]>"#,
            A4::SUMMARY,
            attr_summary!(4),
        ),
        (
            r#"AnyAttrOf<[I32Attr, StrAttr], "either">"#,
            A5::SUMMARY,
            attr_summary!(5),
        ),
        (
            r#"AllAttrOf<[I32Attr, IntMinValue<0>]>"#,
            A6::SUMMARY,
            attr_summary!(6),
        ),
        (
            r#"ConfinedAttr<I64Attr, [IntMinValue<1>, IntMaxValue<9>]>"#,
            A7::SUMMARY,
            attr_summary!(7),
        ),
        (
            r#"IntValidAlignment<I64Attr>"#,
            A8::SUMMARY,
            attr_summary!(8),
        ),
        (r#"IntNEQValue<3>"#, A9::SUMMARY, attr_summary!(9)),
        (r#"ArrayMaxCount<3>"#, A10::SUMMARY, attr_summary!(10)),
        (r#"ArrayMinCount<1>"#, A11::SUMMARY, attr_summary!(11)),
        (r#"ArrayCount<2>"#, A12::SUMMARY, attr_summary!(12)),
        (r#"DenseArrayCount<2>"#, A13::SUMMARY, attr_summary!(13)),
        (r#"DenseArrayMaxCt<5>"#, A14::SUMMARY, attr_summary!(14)),
        (r#"DenseArrayMinCt<5>"#, A15::SUMMARY, attr_summary!(15)),
        (
            r#"DenseArraySorted<DenseI32ArrayAttr>"#,
            A16::SUMMARY,
            attr_summary!(16),
        ),
    ];
    let differ: Vec<_> = pairs.iter().filter(|(_, a, b)| a != b).collect();
    assert!(differ.is_empty(), "{differ:#?}");
}

/// `Type<X.predicate, X.summary>` checks what `X` checks (the predicate
/// of a library constraint used alone, as `TypeAlias` writes it).
#[test]
fn library_predicates_alone_check_their_types() {
    use drr::Context;
    let mut ctx = Context::new();
    let i32t = ctx.int_type(32);
    let f32t = drr::text::parse_type(&mut ctx, "f32").unwrap();
    assert!(<I32::Check as TypeConstraint>::matches(&ctx, i32t));
    assert!(!<I32::Check as TypeConstraint>::matches(&ctx, f32t));
    assert!(<AnyFloat::Check as TypeConstraint>::matches(&ctx, f32t));
    assert!(!<AnyFloat::Check as TypeConstraint>::matches(&ctx, i32t));
}

/// TensorFlow Lite's `TFL_TensorOf`: a class deriving from `TensorOf<op
/// types>` that sets `let summary = TensorOf<runtime types>.summary;` — the
/// op accepts any tensor and says "tensor of <runtime types> values" when
/// it rejects one, as mlir-tblgen's verifier does.
mod tfl {
    drr::ods! {
        def Tfl_Dialect : Dialect {
          let name = "tfl";
        }
        class TFL_RuntimeType<TypeConstraint t> {
          Pred tflRuntimeTypePredicate = t.predicate;
          string tflRuntimeTypeDescription = t.summary;
        }
        class TFL_TensorOf<list<Type> allowedRuntimeTypes,
                           list<Type> allowedOpTypes = [AnyType]> :
          TensorOf<allowedOpTypes>, TFL_RuntimeType<TensorOf<allowedRuntimeTypes>> {
          let summary = TensorOf<allowedRuntimeTypes>.summary;
        }
        def TFL_I32Tensor : TFL_TensorOf<[I32]>;
        def Tfl_UseOp : Op<Tfl_Dialect, "use", []> {
          let arguments = (ins TFL_I32Tensor:$x);
        }
    }
}

fn verify_tfl(ty: &str) -> Result<(), String> {
    let mut ctx = drr::Context::new();
    tfl::TflDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n\"test.region\"() ({{\n^bb0(%a: {ty}):\n\"tfl.use\"(%a) : ({ty}) -> ()\n}}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = drr::text::parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

#[test]
fn let_summary_on_a_library_class_record() {
    assert_eq!(
        tfl::TFL_I32Tensor::SUMMARY,
        "tensor of 32-bit signless integer values"
    );
    assert_eq!(verify_tfl("tensor<2xf32>"), Ok(()));
    assert_eq!(
        verify_tfl("i32"),
        Err("'tfl.use' op operand #0 must be tensor of 32-bit signless integer values, but got 'i32'".into())
    );
}

// More attribute classes (ODS `CommonAttrConstraints.td`), as above.
drr::ods! {
    def S2_Dialect : Dialect { let name = "s2"; }
    def B0 : AttrConstraint<IntIsOneOf<[1, 2]>.predicate, IntIsOneOf<[1, 2]>.summary>;
    def B1 : AttrConstraint<DenseArrayStrictlyPositive<DenseI32ArrayAttr>.predicate, DenseArrayStrictlyPositive<DenseI32ArrayAttr>.summary>;
    def B2 : AttrConstraint<DenseArrayNonNegative<DenseI64ArrayAttr>.predicate, DenseArrayNonNegative<DenseI64ArrayAttr>.summary>;
    def B3 : AttrConstraint<DenseArrayStrictlySorted<DenseI32ArrayAttr>.predicate, DenseArrayStrictlySorted<DenseI32ArrayAttr>.summary>;
    def B4 : AttrConstraint<IntArrayNthElemEq<1, 2>.predicate, IntArrayNthElemEq<1, 2>.summary>;
    def B5 : AttrConstraint<IntArrayNthElemMinValue<0, 3>.predicate, IntArrayNthElemMinValue<0, 3>.summary>;
    def B6 : AttrConstraint<IntArrayNthElemMaxValue<2, 9>.predicate, IntArrayNthElemMaxValue<2, 9>.summary>;
    def B7 : AttrConstraint<IntArrayNthElemInRange<1, 0, 9>.predicate, IntArrayNthElemInRange<1, 0, 9>.summary>;
    def B8 : AttrConstraint<IntElementsAttrOf<16>.predicate, IntElementsAttrOf<16>.summary>;
    def B9 : AttrConstraint<SignlessIntElementsAttr<32>.predicate, SignlessIntElementsAttr<32>.summary>;
    def B10 : AttrConstraint<FloatElementsAttr<64>.predicate, FloatElementsAttr<64>.summary>;
    def B11 : AttrConstraint<RankedSignlessIntElementsAttr<32, [2, 3]>.predicate, RankedSignlessIntElementsAttr<32, [2, 3]>.summary>;
    def B12 : AttrConstraint<RankedFloatElementsAttr<32, [4]>.predicate, RankedFloatElementsAttr<32, [4]>.summary>;
    def B13 : AttrConstraint<RankedI32ElementsAttr<[2]>.predicate, RankedI32ElementsAttr<[2]>.summary>;
    def B14 : AttrConstraint<RankedI64ElementsAttr<[2, 2]>.predicate, RankedI64ElementsAttr<[2, 2]>.summary>;
    def B15 : AttrConstraint<RankedF32ElementsAttr<[3]>.predicate, RankedF32ElementsAttr<[3]>.summary>;
    def B16 : AttrConstraint<RankedF64ElementsAttr<[1]>.predicate, RankedF64ElementsAttr<[1]>.summary>;
    def MoreAttrsOp : Op<S2_Dialect, "attrs"> {
        let arguments = (ins
            IntIsOneOf<[1, 2]>:$a0,
            DenseArrayStrictlyPositive<DenseI32ArrayAttr>:$a1,
            DenseArrayNonNegative<DenseI64ArrayAttr>:$a2,
            DenseArrayStrictlySorted<DenseI32ArrayAttr>:$a3,
            IntArrayNthElemEq<1, 2>:$a4,
            IntArrayNthElemMinValue<0, 3>:$a5,
            IntArrayNthElemMaxValue<2, 9>:$a6,
            IntArrayNthElemInRange<1, 0, 9>:$a7,
            IntElementsAttrOf<16>:$a8,
            SignlessIntElementsAttr<32>:$a9,
            FloatElementsAttr<64>:$a10,
            RankedSignlessIntElementsAttr<32, [2, 3]>:$a11,
            RankedFloatElementsAttr<32, [4]>:$a12,
            RankedI32ElementsAttr<[2]>:$a13,
            RankedI64ElementsAttr<[2, 2]>:$a14,
            RankedF32ElementsAttr<[3]>:$a15,
            RankedF64ElementsAttr<[1]>:$a16
        );
    }
}

macro_rules! more_attr_summary {
    ($i:literal) => {
        <<MoreAttrsOp as drr::ods::AttrArg<$i>>::Constraint as AttrConstraint>::SUMMARY
    };
}

#[test]
fn more_attribute_class_summaries_are_the_runtime_summaries() {
    let pairs: &[(&str, &str, &str)] = &[
        (r#"IntIsOneOf<[1, 2]>"#, B0::SUMMARY, more_attr_summary!(0)),
        (
            r#"DenseArrayStrictlyPositive<DenseI32ArrayAttr>"#,
            B1::SUMMARY,
            more_attr_summary!(1),
        ),
        (
            r#"DenseArrayNonNegative<DenseI64ArrayAttr>"#,
            B2::SUMMARY,
            more_attr_summary!(2),
        ),
        (
            r#"DenseArrayStrictlySorted<DenseI32ArrayAttr>"#,
            B3::SUMMARY,
            more_attr_summary!(3),
        ),
        (
            r#"IntArrayNthElemEq<1, 2>"#,
            B4::SUMMARY,
            more_attr_summary!(4),
        ),
        (
            r#"IntArrayNthElemMinValue<0, 3>"#,
            B5::SUMMARY,
            more_attr_summary!(5),
        ),
        (
            r#"IntArrayNthElemMaxValue<2, 9>"#,
            B6::SUMMARY,
            more_attr_summary!(6),
        ),
        (
            r#"IntArrayNthElemInRange<1, 0, 9>"#,
            B7::SUMMARY,
            more_attr_summary!(7),
        ),
        (
            r#"IntElementsAttrOf<16>"#,
            B8::SUMMARY,
            more_attr_summary!(8),
        ),
        (
            r#"SignlessIntElementsAttr<32>"#,
            B9::SUMMARY,
            more_attr_summary!(9),
        ),
        (
            r#"FloatElementsAttr<64>"#,
            B10::SUMMARY,
            more_attr_summary!(10),
        ),
        (
            r#"RankedSignlessIntElementsAttr<32, [2, 3]>"#,
            B11::SUMMARY,
            more_attr_summary!(11),
        ),
        (
            r#"RankedFloatElementsAttr<32, [4]>"#,
            B12::SUMMARY,
            more_attr_summary!(12),
        ),
        (
            r#"RankedI32ElementsAttr<[2]>"#,
            B13::SUMMARY,
            more_attr_summary!(13),
        ),
        (
            r#"RankedI64ElementsAttr<[2, 2]>"#,
            B14::SUMMARY,
            more_attr_summary!(14),
        ),
        (
            r#"RankedF32ElementsAttr<[3]>"#,
            B15::SUMMARY,
            more_attr_summary!(15),
        ),
        (
            r#"RankedF64ElementsAttr<[1]>"#,
            B16::SUMMARY,
            more_attr_summary!(16),
        ),
    ];
    let differ: Vec<_> = pairs.iter().filter(|(_, a, b)| a != b).collect();
    assert!(differ.is_empty(), "{differ:#?}");
}
