//! `X.summary` of the library's constraints: the text mlir-tblgen gives
//! the `summary` field of MLIR 22's `CommonTypeConstraints.td` /
//! `CommonAttrConstraints.td` records, so that real `.td` files reading it
//! (`"tensor of " # I32.summary # " values"`,
//! `AnyTypeOf<[I32, F32]>.summary`) evaluate as they do under TableGen.
//!
//! Two sources, both checked against the runtime's `SUMMARY` constants
//! (`tests/tablegen_summaries.rs` fails when one differs, for every name of
//! [`LIB_SUMMARIES`] and every class `generic` knows):
//!
//! - [`LIB_SUMMARIES`]: the library constraints without template
//!   arguments, as `mlir-tblgen-22 --print-records` prints them;
//! - `generic`: the parameterized classes, computed from their evaluated
//!   arguments with the formula of their `.td` definition (`AnyTypeOf`
//!   joins its members' summaries with `" or "`, `TensorOf<[…]>` is
//!   `"tensor of " # … # " values"`, …).
//!
//! A library name whose summary is not known here (a predicate such as
//! `IsTensorTypePred`, a class not listed in `generic`) is an error
//! saying so.

use proc_macro2::Span;

use super::eval::{EResult, Fail};
use super::value::Value;

/// The summary of each library constraint without template arguments.
pub const LIB_SUMMARIES: &[(&str, &str)] = &[
    // mlir-tblgen-22 --print-records of OpBase.td, Properties.td,
    // BuiltinAttributeInterfaces.td and ArithOps.td.
    ("AnyType", "any type"),
    ("NoneType", "none type"),
    ("I1", "1-bit signless integer"),
    ("I8", "8-bit signless integer"),
    ("I16", "16-bit signless integer"),
    ("I32", "32-bit signless integer"),
    ("I64", "64-bit signless integer"),
    ("I128", "128-bit signless integer"),
    ("SI1", "1-bit signed integer"),
    ("SI8", "8-bit signed integer"),
    ("SI16", "16-bit signed integer"),
    ("SI32", "32-bit signed integer"),
    ("SI64", "64-bit signed integer"),
    ("UI1", "1-bit unsigned integer"),
    ("UI8", "8-bit unsigned integer"),
    ("UI16", "16-bit unsigned integer"),
    ("UI32", "32-bit unsigned integer"),
    ("UI64", "64-bit unsigned integer"),
    ("AnyI1", "1-bit integer"),
    ("AnyI8", "8-bit integer"),
    ("AnyI16", "16-bit integer"),
    ("AnyI32", "32-bit integer"),
    ("AnyI64", "64-bit integer"),
    ("AnyInteger", "integer"),
    ("AnySignlessInteger", "signless integer"),
    ("AnySignedInteger", "signed integer"),
    ("AnyUnsignedInteger", "unsigned integer"),
    ("Index", "index"),
    ("AnySignlessIntegerOrIndex", "signless integer or index"),
    ("AnyFloat", "floating-point"),
    ("F16", "16-bit float"),
    ("F32", "32-bit float"),
    ("F64", "64-bit float"),
    ("F80", "80-bit float"),
    ("F128", "128-bit float"),
    ("BF16", "bfloat16 type"),
    ("TF32", "tf32 type"),
    ("F8E4M3FN", "f8E4M3FN type"),
    ("F8E5M2", "f8E5M2 type"),
    ("F8E4M3", "f8E4M3 type"),
    ("F8E4M3FNUZ", "f8E4M3FNUZ type"),
    ("F8E4M3B11FNUZ", "f8E4M3B11FNUZ type"),
    ("F8E5M2FNUZ", "f8E5M2FNUZ type"),
    ("F8E3M4", "f8E3M4 type"),
    ("F4E2M1FN", "f4E2M1FN type"),
    ("F6E2M3FN", "f6E2M3FN type"),
    ("F6E3M2FN", "f6E3M2FN type"),
    ("F8E8M0FNU", "f8E8M0FNU type"),
    ("AnyComplex", "complex-type"),
    ("FunctionType", "function type"),
    ("GraphType", "graph type"),
    ("AnyTuple", "tuple"),
    ("AnyShaped", "shaped of any type values"),
    ("AnyTensor", "tensor of any type values"),
    ("AnyRankedTensor", "ranked tensor of any type values"),
    ("AnyUnrankedTensor", "unranked tensor of any type values"),
    (
        "AnyNon0RankedTensor",
        "non-0-ranked.tensor of any type values",
    ),
    (
        "AnyNon0RankedOrUnrankedTensor",
        "non-0-ranked or unranked tensor",
    ),
    (
        "AnyStaticShapeTensor",
        "statically shaped tensor of any type values",
    ),
    ("I1Tensor", "tensor of 1-bit signless integer values"),
    ("I8Tensor", "tensor of 8-bit signless integer values"),
    ("I16Tensor", "tensor of 16-bit signless integer values"),
    ("I32Tensor", "tensor of 32-bit signless integer values"),
    ("I64Tensor", "tensor of 64-bit signless integer values"),
    ("IndexTensor", "tensor of index values"),
    ("BF16Tensor", "tensor of bfloat16 type values"),
    ("F16Tensor", "tensor of 16-bit float values"),
    ("F32Tensor", "tensor of 32-bit float values"),
    ("F64Tensor", "tensor of 64-bit float values"),
    ("AnyMemRef", "memref of any type values"),
    ("AnyStridedMemRef", "strided memref of any type values"),
    ("AnyUnrankedMemRef", "unranked.memref of any type values"),
    (
        "AnyNon0RankedMemRef",
        "non-0-ranked.memref of any type values",
    ),
    (
        "AnyRankedOrUnrankedMemRef",
        "ranked or unranked memref of any type values",
    ),
    (
        "AnyNon0RankedOrUnrankedMemRef",
        "unranked.memref of any type values or non-0-ranked.memref of any type values",
    ),
    (
        "AnyStaticShapeMemRef",
        "statically shaped memref of any type values",
    ),
    ("I1MemRef", "memref of 1-bit signless integer values"),
    ("I8MemRef", "memref of 8-bit signless integer values"),
    ("I16MemRef", "memref of 16-bit signless integer values"),
    ("I32MemRef", "memref of 32-bit signless integer values"),
    ("I64MemRef", "memref of 64-bit signless integer values"),
    ("BF16MemRef", "memref of bfloat16 type values"),
    ("F16MemRef", "memref of 16-bit float values"),
    ("F32MemRef", "memref of 32-bit float values"),
    ("F64MemRef", "memref of 64-bit float values"),
    ("AnyVectorOfNonZeroRank", "vector of any type values"),
    (
        "AnyFixedVectorOfNonZeroRank",
        "fixed-length vector of any type values",
    ),
    ("AnyVectorOfAnyRank", "vector of any type values"),
    (
        "AnyFixedVectorOfAnyRank",
        "fixed-length vector of any type values",
    ),
    (
        "AnyScalableVectorOfAnyRank",
        "scalable vector of any type values",
    ),
    ("BoolLike", "bool-like"),
    ("SignlessIntegerLike", "signless-integer"),
    ("SignlessIntegerOrIndexLike", "signless-integer-like"),
    ("FloatLike", "floating-point-like"),
    (
        "SignlessIntegerOrFloatLike",
        "signless-integer-like or floating-point-like",
    ),
    (
        "SignlessIntegerOrIndexOrFloatLike",
        "signless-integer-or-index-like or floating-point-like",
    ),
    (
        "SignlessFixedWidthIntegerLike",
        "signless-fixed-width-integer-like",
    ),
    ("AnyAttr", "any attribute"),
    ("LocationAttr", "location attribute"),
    ("BoolAttr", "bool attribute"),
    ("IndexAttr", "index attribute"),
    ("APIntAttr", "arbitrary integer attribute"),
    ("AnyI1Attr", "1-bit integer attribute"),
    ("AnyI8Attr", "8-bit integer attribute"),
    ("AnyI16Attr", "16-bit integer attribute"),
    ("AnyI32Attr", "32-bit integer attribute"),
    ("AnyI64Attr", "64-bit integer attribute"),
    ("I1Attr", "1-bit signless integer attribute"),
    ("I8Attr", "8-bit signless integer attribute"),
    ("I16Attr", "16-bit signless integer attribute"),
    ("I32Attr", "32-bit signless integer attribute"),
    ("I64Attr", "64-bit signless integer attribute"),
    ("SI1Attr", "1-bit signed integer attribute"),
    ("SI8Attr", "8-bit signed integer attribute"),
    ("SI16Attr", "16-bit signed integer attribute"),
    ("SI32Attr", "32-bit signed integer attribute"),
    ("SI64Attr", "64-bit signed integer attribute"),
    ("UI1Attr", "1-bit unsigned integer attribute"),
    ("UI8Attr", "8-bit unsigned integer attribute"),
    ("UI16Attr", "16-bit unsigned integer attribute"),
    ("UI32Attr", "32-bit unsigned integer attribute"),
    ("UI64Attr", "64-bit unsigned integer attribute"),
    ("F32Attr", "32-bit float attribute"),
    ("F64Attr", "64-bit float attribute"),
    ("StrAttr", "string attribute"),
    ("SymbolNameAttr", "string attribute"),
    ("TypeAttr", "any type attribute"),
    ("UnitAttr", "unit attribute"),
    ("DictionaryAttr", "dictionary of named attribute values"),
    ("ElementsAttr", "constant vector/tensor attribute"),
    ("ElementsAttrInterface", "ElementsAttr instance"),
    ("TypedAttrInterface", "TypedAttr instance"),
    ("AnyIntElementsAttr", "integer elements attribute"),
    ("IndexElementsAttr", "index elements attribute"),
    ("StringElementsAttr", "string elements attribute"),
    ("AnyI32ElementsAttr", "32-bit integer elements attribute"),
    ("AnyI64ElementsAttr", "64-bit integer elements attribute"),
    (
        "I32ElementsAttr",
        "32-bit signless integer elements attribute",
    ),
    (
        "I64ElementsAttr",
        "64-bit signless integer elements attribute",
    ),
    ("F64ElementsAttr", "64-bit float elements attribute"),
    ("DenseBoolArrayAttr", "i1 dense array attribute"),
    ("DenseI8ArrayAttr", "i8 dense array attribute"),
    ("DenseI16ArrayAttr", "i16 dense array attribute"),
    ("DenseI32ArrayAttr", "i32 dense array attribute"),
    ("DenseI64ArrayAttr", "i64 dense array attribute"),
    ("DenseF32ArrayAttr", "f32 dense array attribute"),
    ("DenseF64ArrayAttr", "f64 dense array attribute"),
    ("AffineMapAttr", "AffineMap attribute"),
    ("IntegerSetAttr", "IntegerSet attribute"),
    ("ArrayAttr", "array attribute"),
    ("LocationArrayAttr", "location array attribute"),
    ("AffineMapArrayAttr", "AffineMap array attribute"),
    ("BoolArrayAttr", "1-bit boolean array attribute"),
    ("I32ArrayAttr", "32-bit integer array attribute"),
    ("I64ArrayAttr", "64-bit integer array attribute"),
    ("I64SmallVectorArrayAttr", "64-bit integer array attribute"),
    ("F32ArrayAttr", "32-bit float array attribute"),
    ("F64ArrayAttr", "64-bit float array attribute"),
    ("StrArrayAttr", "string array attribute"),
    ("TypeArrayAttr", "type array attribute"),
    (
        "IndexListArrayAttr",
        "Array of 64-bit integer array attributes",
    ),
    ("DictArrayAttr", "Array of dictionary attributes"),
    ("SymbolRefAttr", "symbol reference attribute"),
    ("FlatSymbolRefAttr", "flat symbol reference attribute"),
    ("SymbolRefArrayAttr", "symbol ref array attribute"),
    ("FlatSymbolRefArrayAttr", "flat symbol ref array attribute"),
    ("IntNonNegative", "whose value is non-negative"),
    ("IntPositive", "whose value is positive"),
    ("IntPowerOf2", "whose value is a power of two > 0"),
    (
        "IntPositivePowerOf2",
        "whose value is positive and whose value is a power of two > 0",
    ),
    ("IsNullAttr", "empty attribute (for optional attributes)"),
    ("I32Prop", "int32_t"),
    ("I64Prop", "int64_t"),
    ("BoolProp", "boolean"),
    ("UnitProp", "unit property"),
    ("StringProp", "string"),
    // Names MLIR 22 no longer defines (or defines as interfaces), as
    // the MLIR versions that had them computed them.
    ("AnyFloatTensor", "tensor of floating-point values"),
    ("AnyIntegerTensor", "tensor of integer values"),
    ("AnyVector", "vector of any type values"),
    ("BoolLikeOfAnyRank", "bool-like"),
    ("SignlessIntegerLikeOfAnyRank", "signless-integer-like"),
    ("AnyIntegerAttr", "integer attribute"),
    ("F16Attr", "16-bit float attribute"),
    ("AnyFloatAttr", "floating-point attribute"),
    ("DenseElementsAttr", "constant vector/tensor attribute"),
    ("DenseIntElementsAttr", "integer elements attribute"),
    ("DenseFPElementsAttr", "floating-point elements attribute"),
    ("AnyFloatElementsAttr", "floating-point elements attribute"),
    ("F32ElementsAttr", "32-bit float elements attribute"),
    // `BuiltinTypes.td` and `BuiltinAttributes.td` (`Builtin_IntegerAttr`).
    (
        "Builtin_Integer",
        "Integer type with arbitrary precision up to a fixed limit",
    ),
    (
        "Builtin_Index",
        "Integer-like type with unknown platform-dependent bit width",
    ),
    ("Builtin_None", "A unit type"),
    (
        "Builtin_Function",
        "Map from a list of inputs to a list of results",
    ),
    (
        "Builtin_RankedTensor",
        "Multi-dimensional array with a fixed number of dimensions",
    ),
    (
        "Builtin_UnrankedTensor",
        "Multi-dimensional array with unknown dimensions",
    ),
    ("Builtin_Vector", "Multi-dimensional SIMD vector type"),
    ("Builtin_MemRef", "Shaped reference to a region of memory"),
    (
        "Builtin_UnrankedMemRef",
        "Shaped reference, with unknown rank, to a region of memory",
    ),
    ("Builtin_Tuple", "Fixed-sized collection of other types"),
    (
        "Builtin_Complex",
        "Complex number with a parameterized element type",
    ),
    ("Builtin_BFloat16", "bfloat16 floating-point type"),
    ("Builtin_Float16", "16-bit floating-point type"),
    ("Builtin_Float32", "32-bit floating-point type"),
    ("Builtin_Float64", "64-bit floating-point type"),
    ("Builtin_Float80", "80-bit floating-point type"),
    ("Builtin_Float128", "128-bit floating-point type"),
    ("Builtin_FloatTF32", "TF32 floating-point type"),
    (
        "Builtin_Float8E5M2",
        "8-bit floating point with 2 bit mantissa",
    ),
    (
        "Builtin_Float8E4M3",
        "8-bit floating point with 3 bit mantissa",
    ),
    (
        "Builtin_Float8E4M3FN",
        "8-bit floating point with 3 bit mantissa",
    ),
    (
        "Builtin_Float8E5M2FNUZ",
        "8-bit floating point with 2 bit mantissa",
    ),
    (
        "Builtin_Float8E4M3FNUZ",
        "8-bit floating point with 3 bit mantissa",
    ),
    (
        "Builtin_Float8E4M3B11FNUZ",
        "8-bit floating point with 3 bit mantissa",
    ),
    (
        "Builtin_Float8E3M4",
        "8-bit floating point with 3 bits exponent and 4 bit mantissa",
    ),
    (
        "Builtin_Float8E8M0FNU",
        "8-bit floating point with 8-bit exponent, no mantissa or sign",
    ),
    (
        "Builtin_Float6E3M2FN",
        "6-bit floating point with 3-bit exponent and 2-bit mantissa",
    ),
    (
        "Builtin_Float6E2M3FN",
        "6-bit floating point with 2-bit exponent and 3-bit mantissa",
    ),
    (
        "Builtin_Float4E2M1FN",
        "4-bit floating point with 2-bit exponent and 1-bit mantissa",
    ),
    (
        "Builtin_AffineMapAttr",
        "An Attribute containing an AffineMap object",
    ),
    (
        "Builtin_IntegerSetAttr",
        "An Attribute containing an IntegerSet object",
    ),
    (
        "Builtin_ArrayAttr",
        "A collection of other Attribute values",
    ),
    (
        "Builtin_DenseArray",
        "A dense array of integer or floating point elements.",
    ),
    (
        "Builtin_DenseIntOrFPElementsAttr",
        "An Attribute containing a dense multi-dimensional array of integer or floating-point values",
    ),
    (
        "Builtin_DenseStringElementsAttr",
        "An Attribute containing a dense multi-dimensional array of strings",
    ),
    (
        "Builtin_DenseResourceElementsAttr",
        "An Attribute containing a dense multi-dimensional array backed by a resource",
    ),
    (
        "Builtin_SparseElementsAttr",
        "An opaque representation of a multi-dimensional array",
    ),
    (
        "Builtin_DictionaryAttr",
        "An dictionary of named Attribute values",
    ),
    (
        "Builtin_FloatAttr",
        "An Attribute containing a floating-point value",
    ),
    (
        "Builtin_IntegerAttr",
        "An Attribute containing a integer value",
    ),
    ("Builtin_StringAttr", "An Attribute containing a string"),
    (
        "Builtin_SymbolRefAttr",
        "An Attribute containing a symbolic reference to an Operation",
    ),
    ("Builtin_TypeAttr", "An Attribute containing a Type"),
    ("Builtin_UnitAttr", "An Attribute value of `unit` type"),
];

/// The summary of the library constraint `name` (without template
/// arguments), if known.
pub fn lib_summary(name: &str) -> Option<&'static str> {
    LIB_SUMMARIES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, s)| *s)
}

/// Library constraints whose MLIR record has no `description` field
/// (those deriving from `TypeConstraint` / `AttrConstraint` directly, not
/// from `Type` / `Attr`, and interfaces); every other one of
/// [`LIB_SUMMARIES`] has `description = ""`.
const NO_DESCRIPTION: &[&str] = &[
    "ElementsAttrInterface",
    "TypedAttrInterface",
    "IntNonNegative",
    "IntPositive",
    "IntPowerOf2",
    "IntPositivePowerOf2",
    "IsNullAttr",
    "SignlessFixedWidthIntegerLike",
    "SignlessIntegerOrFloatLike",
    "SignlessIntegerOrIndexOrFloatLike",
    "UnitProp",
];

/// Parameterized classes of `generic` that derive from `AttrConstraint`
/// directly: no `description` field.
const GENERIC_NO_DESCRIPTION: &[&str] = &[
    "AllAttrOf",
    "IntNEQValue",
    "IntMinValue",
    "IntMaxValue",
    "ArrayMaxCount",
    "ArrayMinCount",
    "ArrayCount",
    "DenseArrayCount",
    "DenseArrayMaxCt",
    "DenseArrayMinCt",
    "DenseArraySorted",
    "DenseArrayStrictlySorted",
    "DenseArrayStrictlyPositive",
    "DenseArrayNonNegative",
    "IntIsOneOf",
    "IntArrayNthElemEq",
    "IntArrayNthElemMinValue",
    "IntArrayNthElemMaxValue",
    "IntArrayNthElemInRange",
];

/// `X.description` of a library constraint (`args` for a class instance):
/// `""` where MLIR's record has the field (every `Type` and `Attr`; ODS
/// library constraints carry no description text), `None` where it has
/// none or the name is not known here.
pub fn lib_description(name: &str, args: Option<&[Value]>) -> Option<&'static str> {
    let has = match args {
        None => lib_summary(name).is_some() && !NO_DESCRIPTION.contains(&name),
        Some(_) => is_generic(name) && !GENERIC_NO_DESCRIPTION.contains(&name),
    };
    has.then_some("")
}

/// True for the classes whose summary `generic` computes.
fn is_generic(name: &str) -> bool {
    struct NoSummaries;
    impl Summaries for NoSummaries {
        fn summary_of(&self, _: &Value) -> EResult<String> {
            Ok(String::new())
        }
    }
    // The computation with no arguments fails on the first one it reads
    // for a known class, and answers `None` for another.
    generic(name, &[], &NoSummaries, Span::call_site()).is_some()
}

/// What `generic` needs of an argument: its value and, for constraints,
/// their summaries.
pub(super) trait Summaries {
    /// The summary of the constraint `v` (a record of the block or a
    /// library constraint).
    fn summary_of(&self, v: &Value) -> EResult<String>;
}

/// The summary of the library class instance `class<args>` (arguments
/// evaluated), computed as the class's `.td` definition computes it;
/// `None` if `class` is not one this module knows. An argument of the
/// wrong sort is an error at `span`.
pub(super) fn generic(
    class: &str,
    args: &[Value],
    s: &dyn Summaries,
    span: Span,
) -> Option<EResult<String>> {
    compute(&Args {
        class,
        args,
        s,
        span,
    })
    .transpose()
}

/// The summary MLIR 22 gives a record of property class `class` with
/// evaluated template arguments `args` (`Properties.td`, `EnumAttr.td`):
/// `IntProp<st, desc>` its description or else its storage type,
/// `DefaultValuedProp<p, …>` `p`'s, `ConfinedProp<p, pred, s>` `s` or else
/// `p`'s, `ArrayProp<p, s>` / `IntArrayProp<p, s>` `s` or else
/// `"array of " # p.summary`, `OptionalProp<p>` `"optional " # p.summary`,
/// `EnumProp<e>` (and its named and attribute-form variants) the enum's,
/// `Property<st, desc>` `desc`; `None` for another class.
pub(super) fn property(
    class: &str,
    args: &[Value],
    s: &dyn Summaries,
    span: Span,
) -> Option<EResult<String>> {
    let a = Args {
        class,
        args,
        s,
        span,
    };
    Some(match class {
        "Property" => a.str(1, ""),
        "IntProp" | "IntProperty" => a.or_default(1, || a.str(0, "")),
        "DefaultValuedProp" | "DefaultValuedProperty" => a.summary(0),
        "ConfinedProp" | "ConfinedProperty" => a.or_default(2, || a.summary(0)),
        // The element defaults to `Property<>`, whose summary is empty.
        "ArrayProp" | "ArrayProperty" | "IntArrayProp" | "IntArrayProperty" => {
            a.or_default(1, || {
                let elem = if args.is_empty() {
                    String::new()
                } else {
                    a.summary(0)?
                };
                Ok(format!("array of {elem}"))
            })
        }
        "OptionalProp" | "OptionalProperty" => a.summary(0).map(|p| format!("optional {p}")),
        "EnumProp" | "NamedEnumProp" | "EnumPropWithAttrForm" | "NamedEnumPropWithAttrForm" => {
            a.summary(0)
        }
        _ => return None,
    })
}

fn compute(a: &Args<'_>) -> EResult<Option<String>> {
    Ok(Some(match a.class {
        "I" => format!("{}-bit signless integer", a.int(0)?),
        "SI" => format!("{}-bit signed integer", a.int(0)?),
        "UI" => format!("{}-bit unsigned integer", a.int(0)?),
        "AnyI" => format!("{}-bit integer", a.int(0)?),
        "F" => format!("{}-bit float", a.int(0)?),
        "AnyIntOfWidths" => format!("{}-bit integer", a.ints(0, "/")?),
        "SignlessIntOfWidths" => format!("{}-bit signless integer", a.ints(0, "/")?),
        "SignedIntOfWidths" => format!("{}-bit signed integer", a.ints(0, "/")?),
        "UnsignedIntOfWidths" => format!("{}-bit unsigned integer", a.ints(0, "/")?),
        "FloatOfWidths" => format!("{}-bit float", a.ints(0, "/")?),
        "AnyTypeOf" | "AnyAttrOf" => a.or_default(1, || a.joined(0, " or "))?,
        "AllOfType" => a.or_default(1, || a.joined(0, " and "))?,
        "AllAttrOf" => a.joined(0, " and ")?,
        "ConfinedType" => a.str(2, "")?,
        "TypeAlias" => a.or_default(1, || a.summary(0))?,
        "Complex" => format!("complex type with {} elements", a.summary(0)?),
        "OpaqueType" => a.str(2, "")?,
        "ShapedContainerType" => a.container(&a.str(2, "")?)?,
        "ValueSemanticsContainerOf" => a.container("container with value semantics")?,
        "VectorOfNonZeroRankOf" | "VectorOfAnyRankOf" | "VectorOf" => a.container("vector")?,
        "FixedVectorOfNonZeroRankOf" | "FixedVectorOfAnyRank" => {
            a.container("fixed-length vector")?
        }
        "ScalableVectorOfAnyRank" => a.container("scalable vector")?,
        "VectorWithTrailingDimScalableOf" => a.container("trailing scalable vector")?,
        "TensorOrMemRef" => a.container("Tensor or MemRef")?,
        "TensorOf" => a.container(&a.str(2, "tensor")?)?,
        "RankedTensorOf" => a.container(&a.str(2, "ranked tensor")?)?,
        "UnrankedTensorOf" => a.container(&a.str(2, "unranked tensor")?)?,
        "Non0RankedTensorOf" => a.container("non-0-ranked.tensor")?,
        "StaticShapeTensorOf" => a.container("statically shaped tensor")?,
        "TensorRankOf" => a.container(&format!("{} tensor", a.ranks(1)?))?,
        "MemRefOf" => a.container("memref")?,
        "StridedMemRefOf" => a.container("strided memref")?,
        "AnyStridedMemRefOfRank" => {
            format!("strided memref of any type values of rank {}", a.int(0)?)
        }
        "UnrankedMemRefOf" => a.container("unranked.memref")?,
        "Non0RankedMemRefOf" => format!("non-0-ranked.{}", a.container("memref")?),
        "StaticShapeMemRefOf" => format!("statically shaped {}", a.container("memref")?),
        "MemRefRankOf" | "StridedMemRefRankOf" => {
            format!("{} {}", a.ranks(1)?, a.container("memref")?)
        }
        "RankedOrUnrankedMemRefOf" => a.container(&a.str(2, "ranked or unranked memref")?)?,
        "TupleOf" => format!(
            "tuple with any combination of {} values",
            a.joined(0, " or ")?
        ),
        "NestedTupleOf" => format!(
            "nested tuple with any combination of {} values",
            a.joined(0, " or ")?
        ),
        "TypeOrValueSemanticsContainer" | "TypeOrContainer" | "TypeOrContainerOfAnyRank" => {
            a.str(1, "")?
        }
        "VectorOfRank" | "FixedVectorOfRank" | "ScalableVectorOfRank" => {
            format!(" of ranks {}", a.ints(0, "/")?)
        }
        "VectorOfLength" | "FixedVectorOfLength" | "ScalableVectorOfLength" => {
            format!(" of length {}", a.ints(0, "/")?)
        }
        "VectorOfMinLength" => format!(" of at least length {}", a.int(0)?),
        "VectorOfMaxLength" => format!(" of at most length {}", a.int(0)?),
        "ShapedTypeWithNthDimOfSize" => format!(
            " with dim {} having a size of {{{}}}",
            a.int(0)?,
            a.ints(1, ", ")?
        ),
        "VectorOfRankAndType" => {
            format!(
                "{} of ranks {}",
                a.container_of(1, "vector")?,
                a.ints(0, "/")?
            )
        }
        "FixedVectorOfRankAndType" => format!(
            "{} of ranks {}",
            a.container_of(1, "fixed-length vector")?,
            a.ints(0, "/")?
        ),
        "VectorOfLengthAndType" => {
            format!(
                "{} of length {}",
                a.container_of(1, "vector")?,
                a.ints(0, "/")?
            )
        }
        "FixedVectorOfLengthAndType" => format!(
            "{} of length {}",
            a.container_of(1, "fixed-length vector")?,
            a.ints(0, "/")?
        ),
        "ScalableVectorOfLengthAndType" => format!(
            "{} of length {}",
            a.container_of(1, "scalable vector")?,
            a.ints(0, "/")?
        ),
        "ScalableVectorOfRankAndLengthAndType" => format!(
            " of ranks {}{} of length {}",
            a.ints(0, "/")?,
            a.container_of(2, "scalable vector")?,
            a.ints(1, "/")?
        ),
        "VectorWithTrailingDimScalableOfSizeAndType" => format!(
            "{} with dim -1 having a size of {{{}}}",
            a.container_of(1, "trailing scalable vector")?,
            a.ints(0, ", ")?
        ),
        "VectorOfMinMaxLengthAndType" => format!(
            "{} of at least length {} of at most length {}",
            a.container_of(2, "vector")?,
            a.int(0)?,
            a.int(1)?
        ),
        // ODS's argument wrappers (`OpBase.td`): `Variadic`'s summary
        // is "variadic of " # its type's; `Optional` keeps its type's.
        "Variadic" => format!("variadic of {}", a.summary(0)?),
        "Optional" => a.summary(0)?,
        "TypedStrAttr" => format!("string attribute of {}", a.summary(0)?),
        "TypeAttrOf" => format!("type attribute of {}", a.summary(0)?),
        "TypeAttrBase" => a.str(1, "")?,
        "TypedArrayAttrBase" => a.str(1, "")?,
        "SignlessIntegerAttrBase"
        | "SignedIntegerAttrBase"
        | "UnsignedIntegerAttrBase"
        | "FloatAttrBase"
        | "AnyIntegerAttrBase" => a.str(1, "")?,
        "TypedSignlessIntegerAttrBase"
        | "TypedSignedIntegerAttrBase"
        | "TypedUnsignedIntegerAttrBase" => a.str(2, "")?,
        "DenseArrayAttrBase" => format!("{} dense array attribute", a.str(2, "")?),
        "ConfinedAttr" => {
            let mut out = a.summary(0)?;
            for c in a.list(1)? {
                out.push(' ');
                out.push_str(&a.s.summary_of(c)?);
            }
            out
        }
        "IntValidAlignment" => format!(
            "{} whose value is positive and whose value is a power of two > 0",
            a.summary(0)?
        ),
        "IntNEQValue" => format!("whose value is not {}", a.int(0)?),
        "IntMinValue" => format!("whose minimum value is {}", a.int(0)?),
        "IntMaxValue" => format!("whose maximum value is {}", a.int(0)?),
        "ArrayMaxCount" | "DenseArrayMaxCt" => format!("with at most {} elements", a.int(0)?),
        "ArrayMinCount" | "DenseArrayMinCt" => format!("with at least {} elements", a.int(0)?),
        "ArrayCount" | "DenseArrayCount" => format!("with exactly {} elements", a.int(0)?),
        "DenseArraySorted" => "should be in non-decreasing order".to_owned(),
        "DenseArrayStrictlySorted" => "should be in increasing order".to_owned(),
        "DenseArrayStrictlyPositive" => "whose value is positive".to_owned(),
        "DenseArrayNonNegative" => "whose value is non-negative".to_owned(),
        "IntIsOneOf" => format!("whose value is one of {{{}}}", a.ints(0, ", ")?),
        "IntArrayNthElemEq" => format!("whose {}-th element must be {}", a.int(0)?, a.int(1)?),
        "IntArrayNthElemMinValue" => {
            format!(
                "whose {}-th element must be at least {}",
                a.int(0)?,
                a.int(1)?
            )
        }
        "IntArrayNthElemMaxValue" => {
            format!(
                "whose {}-th element must be at most {}",
                a.int(0)?,
                a.int(1)?
            )
        }
        "IntArrayNthElemInRange" => format!(
            "whose {}-th element must be at least {} and at most {}",
            a.int(0)?,
            a.int(1)?,
            a.int(2)?
        ),
        "IntElementsAttrOf" => format!("{}-bit integer elements attribute", a.int(0)?),
        "SignlessIntElementsAttr" => {
            format!("{}-bit signless integer elements attribute", a.int(0)?)
        }
        "FloatElementsAttr" => format!("{}-bit float elements attribute", a.int(0)?),
        "RankedSignlessIntElementsAttr" => format!(
            "{}-bit signless int elements attribute of shape [{}]",
            a.int(0)?,
            a.ints(1, ", ")?
        ),
        "RankedFloatElementsAttr" => format!(
            "{}-bit float elements attribute of shape [{}]",
            a.int(0)?,
            a.ints(1, ", ")?
        ),
        "RankedI32ElementsAttr" => {
            format!(
                "32-bit signless int elements attribute of shape [{}]",
                a.ints(0, ", ")?
            )
        }
        "RankedI64ElementsAttr" => {
            format!(
                "64-bit signless int elements attribute of shape [{}]",
                a.ints(0, ", ")?
            )
        }
        "RankedF32ElementsAttr" => {
            format!(
                "32-bit float elements attribute of shape [{}]",
                a.ints(0, ", ")?
            )
        }
        "RankedF64ElementsAttr" => {
            format!(
                "64-bit float elements attribute of shape [{}]",
                a.ints(0, ", ")?
            )
        }
        _ => return Ok(None),
    }))
}

/// The arguments of one instance, read by position.
struct Args<'a> {
    class: &'a str,
    args: &'a [Value],
    s: &'a dyn Summaries,
    span: Span,
}

impl Args<'_> {
    fn bad(&self, i: usize, what: &str) -> Fail {
        Fail::Err(syn::Error::new(
            self.args.get(i).map_or(self.span, Value::span),
            format!(
                "argument {} of `{}` should be {what} to compute its summary",
                i + 1,
                self.class
            ),
        ))
    }

    fn int(&self, i: usize) -> EResult<i128> {
        match self.args.get(i) {
            Some(Value::Int(v, _)) => Ok(*v),
            _ => Err(self.bad(i, "an integer")),
        }
    }

    fn list(&self, i: usize) -> EResult<&[Value]> {
        match self.args.get(i) {
            Some(Value::List(l, _)) => Ok(l),
            _ => Err(self.bad(i, "a list")),
        }
    }

    /// `!interleave(list, sep)` of a list of integers.
    fn ints(&self, i: usize, sep: &str) -> EResult<String> {
        let items = self
            .list(i)?
            .iter()
            .map(|v| match v {
                Value::Int(n, _) => Ok(n.to_string()),
                _ => Err(self.bad(i, "a list of integers")),
            })
            .collect::<EResult<Vec<_>>>()?;
        Ok(items.join(sep))
    }

    /// `!interleave(!foreach(rank, ranks, rank # "D"), "/")`.
    fn ranks(&self, i: usize) -> EResult<String> {
        let items = self
            .list(i)?
            .iter()
            .map(|v| match v {
                Value::Int(n, _) => Ok(format!("{n}D")),
                _ => Err(self.bad(i, "a list of integers")),
            })
            .collect::<EResult<Vec<_>>>()?;
        Ok(items.join("/"))
    }

    /// A string argument, `default` when absent.
    fn str(&self, i: usize, default: &str) -> EResult<String> {
        match self.args.get(i) {
            None => Ok(default.to_owned()),
            Some(Value::Str(s, _)) => Ok(s.to_string()),
            Some(_) => Err(self.bad(i, "a string")),
        }
    }

    /// A string argument whose default `""` means the computed summary.
    fn or_default(&self, i: usize, computed: impl FnOnce() -> EResult<String>) -> EResult<String> {
        let s = self.str(i, "")?;
        if s.is_empty() { computed() } else { Ok(s) }
    }

    fn summary(&self, i: usize) -> EResult<String> {
        match self.args.get(i) {
            Some(v) => self.s.summary_of(v),
            None => Err(self.bad(i, "a constraint")),
        }
    }

    /// The members' summaries of a list of constraints, joined by `sep`.
    fn joined(&self, i: usize, sep: &str) -> EResult<String> {
        let items = self
            .list(i)?
            .iter()
            .map(|v| self.s.summary_of(v))
            .collect::<EResult<Vec<_>>>()?;
        Ok(items.join(sep))
    }

    /// `ShapedContainerType`'s `descr # " of " # AnyTypeOf<types>.summary #
    /// " values"`, the types being argument `i`.
    fn container_of(&self, i: usize, descr: &str) -> EResult<String> {
        Ok(format!("{descr} of {} values", self.joined(i, " or ")?))
    }

    /// [`container_of`](Self::container_of) the first argument.
    fn container(&self, descr: &str) -> EResult<String> {
        self.container_of(0, descr)
    }
}
