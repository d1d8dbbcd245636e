//! The `cppType` field of the library's type constraints, as MLIR 22's
//! `CommonTypeConstraints.td` and `BuiltinTypes.td` set it: C++ text that
//! `ods!` never compiles, but that classes pass on (ClangIR's
//! `CIR_ConfinedType<Type type, …>` is a `Type<…, summary, type.cppType>`)
//! and Rust predicates may compare (`tests/ods_cpp_type_field.rs`).
//!
//! [`RECORDS`] lists the library records with the field (the predicate
//! records such as `HasRankPred` have none, nor do attribute constraints,
//! nor the library's names that MLIR 22 no longer defines); [`CLASSES`]
//! says how a class instance's value is found. Both were read from
//! `mlir-tblgen-22 --print-records`.

/// How the `cppType` of an instance of a library class is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CppType {
    /// The same text for every instance (`TensorOf<…>`: `::mlir::TensorType`).
    Text(&'static str),
    /// The template argument at the index, a string, or the text when it
    /// is not given (`AnyTypeOf<types, summary, cppType = "::mlir::Type">`).
    Arg(usize, &'static str),
    /// The template argument at the first index, or when not given the
    /// `cppType` of the constraint at the second (`ConfinedType<type, preds,
    /// summary, cppType = type.cppType>`).
    ArgOr(usize, usize),
    /// The `cppType` of the constraint at the index (`TypeAlias<t, …>`).
    Of(usize),
}

/// How `name.cppType` is found for the library class `name`, if it has the
/// field.
pub(super) fn class(name: &str) -> Option<CppType> {
    CLASSES.iter().find(|(n, _)| *n == name).map(|(_, c)| *c)
}

/// The `cppType` of the library record `name`, if it has the field.
pub(super) fn record(name: &str) -> Option<&'static str> {
    RECORDS.iter().find(|(n, _)| *n == name).map(|(_, c)| *c)
}

/// The library records with a `cppType` field and its value.
pub(super) const RECORDS: &[(&str, &str)] = &[
    ("AnyType", "::mlir::Type"),
    ("NoneType", "::mlir::NoneType"),
    ("I1", "::mlir::IntegerType"),
    ("I8", "::mlir::IntegerType"),
    ("I16", "::mlir::IntegerType"),
    ("I32", "::mlir::IntegerType"),
    ("I64", "::mlir::IntegerType"),
    ("I128", "::mlir::IntegerType"),
    ("SI1", "::mlir::IntegerType"),
    ("SI8", "::mlir::IntegerType"),
    ("SI16", "::mlir::IntegerType"),
    ("SI32", "::mlir::IntegerType"),
    ("SI64", "::mlir::IntegerType"),
    ("UI1", "::mlir::IntegerType"),
    ("UI8", "::mlir::IntegerType"),
    ("UI16", "::mlir::IntegerType"),
    ("UI32", "::mlir::IntegerType"),
    ("UI64", "::mlir::IntegerType"),
    ("AnyI1", "::mlir::Type"),
    ("AnyI8", "::mlir::Type"),
    ("AnyI16", "::mlir::Type"),
    ("AnyI32", "::mlir::Type"),
    ("AnyI64", "::mlir::Type"),
    ("AnyInteger", "::mlir::IntegerType"),
    ("AnySignlessInteger", "::mlir::IntegerType"),
    ("AnySignedInteger", "::mlir::Type"),
    ("AnyUnsignedInteger", "::mlir::Type"),
    ("Index", "::mlir::IndexType"),
    ("AnySignlessIntegerOrIndex", "::mlir::Type"),
    ("AnyFloat", "::mlir::FloatType"),
    ("F16", "::mlir::FloatType"),
    ("F32", "::mlir::FloatType"),
    ("F64", "::mlir::FloatType"),
    ("F80", "::mlir::FloatType"),
    ("F128", "::mlir::FloatType"),
    ("BF16", "::mlir::Type"),
    ("TF32", "::mlir::Type"),
    ("F8E4M3FN", "::mlir::Type"),
    ("F8E5M2", "::mlir::Type"),
    ("F8E4M3", "::mlir::Type"),
    ("F8E4M3FNUZ", "::mlir::Type"),
    ("F8E4M3B11FNUZ", "::mlir::Type"),
    ("F8E5M2FNUZ", "::mlir::Type"),
    ("F8E3M4", "::mlir::Type"),
    ("F4E2M1FN", "::mlir::Type"),
    ("F6E2M3FN", "::mlir::Type"),
    ("F6E3M2FN", "::mlir::Type"),
    ("F8E8M0FNU", "::mlir::Type"),
    ("AnyComplex", "::mlir::ComplexType"),
    ("FunctionType", "::mlir::FunctionType"),
    ("GraphType", "::mlir::GraphType"),
    ("AnyTuple", "::mlir::TupleType"),
    ("AnyShaped", "::mlir::ShapedType"),
    ("AnyTensor", "::mlir::TensorType"),
    ("AnyRankedTensor", "::mlir::RankedTensorType"),
    ("AnyUnrankedTensor", "::mlir::UnrankedTensorType"),
    ("AnyNon0RankedTensor", "::mlir::TensorType"),
    ("AnyNon0RankedOrUnrankedTensor", "::mlir::TensorType"),
    ("AnyStaticShapeTensor", "::mlir::RankedTensorType"),
    ("I1Tensor", "::mlir::TensorType"),
    ("I8Tensor", "::mlir::TensorType"),
    ("I16Tensor", "::mlir::TensorType"),
    ("I32Tensor", "::mlir::TensorType"),
    ("I64Tensor", "::mlir::TensorType"),
    ("IndexTensor", "::mlir::TensorType"),
    ("BF16Tensor", "::mlir::TensorType"),
    ("F16Tensor", "::mlir::TensorType"),
    ("F32Tensor", "::mlir::TensorType"),
    ("F64Tensor", "::mlir::TensorType"),
    ("AnyMemRef", "::mlir::MemRefType"),
    ("AnyStridedMemRef", "::mlir::MemRefType"),
    ("AnyUnrankedMemRef", "::mlir::UnrankedMemRefType"),
    ("AnyNon0RankedMemRef", "::mlir::MemRefType"),
    ("AnyRankedOrUnrankedMemRef", "::mlir::BaseMemRefType"),
    ("AnyNon0RankedOrUnrankedMemRef", "::mlir::Type"),
    ("AnyStaticShapeMemRef", "::mlir::MemRefType"),
    ("I1MemRef", "::mlir::MemRefType"),
    ("I8MemRef", "::mlir::MemRefType"),
    ("I16MemRef", "::mlir::MemRefType"),
    ("I32MemRef", "::mlir::MemRefType"),
    ("I64MemRef", "::mlir::MemRefType"),
    ("BF16MemRef", "::mlir::MemRefType"),
    ("F16MemRef", "::mlir::MemRefType"),
    ("F32MemRef", "::mlir::MemRefType"),
    ("F64MemRef", "::mlir::MemRefType"),
    ("AnyVectorOfNonZeroRank", "::mlir::VectorType"),
    ("AnyFixedVectorOfNonZeroRank", "::mlir::VectorType"),
    ("AnyVectorOfAnyRank", "::mlir::VectorType"),
    ("AnyFixedVectorOfAnyRank", "::mlir::VectorType"),
    ("AnyScalableVectorOfAnyRank", "::mlir::VectorType"),
    ("BoolLike", "::mlir::Type"),
    ("SignlessIntegerLike", "::mlir::Type"),
    ("SignlessIntegerOrIndexLike", "::mlir::Type"),
    ("FloatLike", "::mlir::Type"),
    ("SignlessIntegerOrFloatLike", "::mlir::Type"),
    ("SignlessIntegerOrIndexOrFloatLike", "::mlir::Type"),
    ("Builtin_Integer", "::mlir::IntegerType"),
    ("Builtin_Index", "::mlir::IndexType"),
    ("Builtin_None", "::mlir::NoneType"),
    ("Builtin_Function", "::mlir::FunctionType"),
    ("Builtin_RankedTensor", "::mlir::RankedTensorType"),
    ("Builtin_UnrankedTensor", "::mlir::UnrankedTensorType"),
    ("Builtin_Vector", "::mlir::VectorType"),
    ("Builtin_MemRef", "::mlir::MemRefType"),
    ("Builtin_UnrankedMemRef", "::mlir::UnrankedMemRefType"),
    ("Builtin_Tuple", "::mlir::TupleType"),
    ("Builtin_Complex", "::mlir::ComplexType"),
    ("Builtin_BFloat16", "::mlir::BFloat16Type"),
    ("Builtin_Float16", "::mlir::Float16Type"),
    ("Builtin_Float32", "::mlir::Float32Type"),
    ("Builtin_Float64", "::mlir::Float64Type"),
    ("Builtin_Float80", "::mlir::Float80Type"),
    ("Builtin_Float128", "::mlir::Float128Type"),
    ("Builtin_FloatTF32", "::mlir::FloatTF32Type"),
    ("Builtin_Float8E5M2", "::mlir::Float8E5M2Type"),
    ("Builtin_Float8E4M3", "::mlir::Float8E4M3Type"),
    ("Builtin_Float8E4M3FN", "::mlir::Float8E4M3FNType"),
    ("Builtin_Float8E5M2FNUZ", "::mlir::Float8E5M2FNUZType"),
    ("Builtin_Float8E4M3FNUZ", "::mlir::Float8E4M3FNUZType"),
    ("Builtin_Float8E4M3B11FNUZ", "::mlir::Float8E4M3B11FNUZType"),
    ("Builtin_Float8E3M4", "::mlir::Float8E3M4Type"),
    ("Builtin_Float8E8M0FNU", "::mlir::Float8E8M0FNUType"),
    ("Builtin_Float6E3M2FN", "::mlir::Float6E3M2FNType"),
    ("Builtin_Float6E2M3FN", "::mlir::Float6E2M3FNType"),
    ("Builtin_Float4E2M1FN", "::mlir::Float4E2M1FNType"),
];
/// The library classes with a `cppType` field and how it is found.
pub(super) const CLASSES: &[(&str, CppType)] = &[
    ("I", CppType::Text("::mlir::IntegerType")),
    ("SI", CppType::Text("::mlir::IntegerType")),
    ("UI", CppType::Text("::mlir::IntegerType")),
    ("AnyI", CppType::Text("::mlir::Type")),
    ("F", CppType::Text("::mlir::FloatType")),
    ("AnyIntOfWidths", CppType::Text("::mlir::IntegerType")),
    ("SignlessIntOfWidths", CppType::Text("::mlir::Type")),
    ("SignedIntOfWidths", CppType::Text("::mlir::Type")),
    ("UnsignedIntOfWidths", CppType::Text("::mlir::Type")),
    ("FloatOfWidths", CppType::Text("::mlir::Type")),
    ("AnyTypeOf", CppType::Arg(2, "::mlir::Type")),
    ("AllOfType", CppType::Arg(2, "::mlir::Type")),
    ("ConfinedType", CppType::ArgOr(3, 0)),
    ("TypeAlias", CppType::Of(0)),
    ("Complex", CppType::Text("::mlir::ComplexType")),
    ("OpaqueType", CppType::Text("::mlir::OpaqueType")),
    ("MemRefOf", CppType::Text("::mlir::MemRefType")),
    ("StridedMemRefOf", CppType::Text("::mlir::MemRefType")),
    ("AnyStridedMemRefOfRank", CppType::Text("::mlir::Type")),
    (
        "UnrankedMemRefOf",
        CppType::Text("::mlir::UnrankedMemRefType"),
    ),
    ("VectorOfNonZeroRankOf", CppType::Text("::mlir::VectorType")),
    ("VectorOfAnyRankOf", CppType::Text("::mlir::VectorType")),
    (
        "FixedVectorOfNonZeroRankOf",
        CppType::Text("::mlir::VectorType"),
    ),
    ("FixedVectorOfAnyRank", CppType::Text("::mlir::VectorType")),
    (
        "ScalableVectorOfAnyRank",
        CppType::Text("::mlir::VectorType"),
    ),
    (
        "VectorWithTrailingDimScalableOf",
        CppType::Text("::mlir::VectorType"),
    ),
    ("ValueSemanticsContainerOf", CppType::Text("::mlir::Type")),
    ("TensorOrMemRef", CppType::Text("::mlir::ShapedType")),
    ("Non0RankedTensorOf", CppType::Text("::mlir::TensorType")),
    (
        "StaticShapeTensorOf",
        CppType::Text("::mlir::RankedTensorType"),
    ),
    ("Non0RankedMemRefOf", CppType::Text("::mlir::MemRefType")),
    ("StaticShapeMemRefOf", CppType::Text("::mlir::MemRefType")),
    ("TensorOf", CppType::Text("::mlir::TensorType")),
    ("ShapedContainerType", CppType::Arg(3, "::mlir::Type")),
    ("RankedTensorOf", CppType::Text("::mlir::RankedTensorType")),
    (
        "UnrankedTensorOf",
        CppType::Text("::mlir::UnrankedTensorType"),
    ),
    (
        "RankedOrUnrankedMemRefOf",
        CppType::Text("::mlir::BaseMemRefType"),
    ),
    ("TensorRankOf", CppType::Text("::mlir::RankedTensorType")),
    ("MemRefRankOf", CppType::Text("::mlir::MemRefType")),
    ("StridedMemRefRankOf", CppType::Text("::mlir::MemRefType")),
    ("VectorOfRank", CppType::Text("::mlir::VectorType")),
    ("FixedVectorOfRank", CppType::Text("::mlir::VectorType")),
    ("ScalableVectorOfRank", CppType::Text("::mlir::VectorType")),
    ("VectorOfLength", CppType::Text("::mlir::VectorType")),
    ("FixedVectorOfLength", CppType::Text("::mlir::VectorType")),
    (
        "ScalableVectorOfLength",
        CppType::Text("::mlir::VectorType"),
    ),
    ("VectorOfMinLength", CppType::Text("::mlir::VectorType")),
    ("VectorOfMaxLength", CppType::Text("::mlir::VectorType")),
    (
        "ShapedTypeWithNthDimOfSize",
        CppType::Text("::mlir::ShapedType"),
    ),
    ("VectorOfRankAndType", CppType::Text("::mlir::VectorType")),
    (
        "FixedVectorOfRankAndType",
        CppType::Text("::mlir::VectorType"),
    ),
    ("VectorOfLengthAndType", CppType::Text("::mlir::VectorType")),
    (
        "FixedVectorOfLengthAndType",
        CppType::Text("::mlir::VectorType"),
    ),
    (
        "ScalableVectorOfLengthAndType",
        CppType::Text("::mlir::VectorType"),
    ),
    (
        "ScalableVectorOfRankAndLengthAndType",
        CppType::Text("::mlir::VectorType"),
    ),
    (
        "VectorWithTrailingDimScalableOfSizeAndType",
        CppType::Text("::mlir::VectorType"),
    ),
    (
        "VectorOfMinMaxLengthAndType",
        CppType::Text("::mlir::VectorType"),
    ),
    ("TupleOf", CppType::Text("::mlir::Type")),
    ("NestedTupleOf", CppType::Text("::mlir::Type")),
    (
        "TypeOrValueSemanticsContainer",
        CppType::Text("::mlir::Type"),
    ),
];
