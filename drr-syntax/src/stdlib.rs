//! The catalog of the standard library as the macros see it: which names
//! are library constraints (`::drr::ods::lib`) and DRR helpers
//! (`::drr::pattern_base`), what template arguments each parameterized
//! library class takes, and how an instance is written in Rust.
//!
//! Both front ends use it: the ODS lowering (`ods!` argument and result
//! constraints) and the pattern generator (leaf constraints, constraint
//! lists, NativeCodeCall matchers). Each front end reads its own syntax
//! into the neutral arguments of [`instance`] — a resolved constraint type,
//! a list, an integer, a string — checking them against [`Param`]s, so the
//! same `TensorRankOf<[F32], [1, 2]>` means the same Rust type
//! (`TensorRankOf<Types<F32, End>, Ints<1, Ints<2, End>>>`) in both.
//!
//! # Name resolution
//!
//! A proc macro sees only its own input, so a library name cannot lose to
//! a user item of the same name defined elsewhere: the macro cannot know it
//! exists. The rule is therefore:
//!
//! 1. a name defined in the same macro block (`def HasOneUse :
//!    Constraint<…>;` in the `ods!` or `patterns!` block that uses it)
//!    means that definition (see [`with_local_names`]);
//! 2. otherwise a single identifier naming a library item means the
//!    library item (`I32`, `TensorOf<…>`, `HasNoUseOf`);
//! 3. a path (`self::HasOneUse`, `dialect::I32Attr`) is always taken as
//!    written, resolved by rustc where the macro is invoked: that is how a
//!    same-named item of another block or crate is used.

use std::cell::RefCell;
use std::collections::HashSet;

use proc_macro2::{Literal, Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};

/// Whether a library constraint constrains types or attributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A type constraint.
    Type,
    /// An attribute constraint.
    Attr,
}

/// The kind of one template parameter of a library class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    /// A type constraint (`Complex<F32>`).
    Type,
    /// An attribute constraint (`TypedArrayAttrBase<I32Attr, "…">`).
    Attr,
    /// A list of type constraints (`[I32, F32]`).
    Types,
    /// A list of attribute constraints (`[IntMinValue<0>]`).
    Attrs,
    /// An integer (`I<32>`).
    Int,
    /// A list of integers (`[1, 2]`).
    Ints,
    /// A string (`"summary"`).
    Str,
}

impl Param {
    /// How the parameter is described in messages.
    pub fn describe(self) -> &'static str {
        match self {
            Param::Type => "a type constraint",
            Param::Attr => "an attribute constraint",
            Param::Types => "a list of type constraints (`[I32, F32]`)",
            Param::Attrs => "a list of attribute constraints (`[IntMinValue<0>]`)",
            Param::Int => "an integer",
            Param::Ints => "a list of integers (`[1, 2]`)",
            Param::Str => "a string",
        }
    }
}

/// A parameterized class of the library.
#[derive(Debug)]
pub struct Class {
    /// The ODS (and Rust) name.
    pub name: &'static str,
    /// What an instance constrains.
    pub kind: Kind,
    /// The template parameters, in order.
    pub params: &'static [Param],
    /// How many leading parameters are required (the rest have ODS
    /// defaults, which the Rust type's default parameters mirror).
    pub required: usize,
}

use Param::{Attr as A, Attrs as As, Int as N, Ints as Ns, Str as S, Type as T, Types as Ts};

macro_rules! classes {
    ($($kind:ident $name:ident [$($p:expr),*] $req:literal;)*) => {
        /// Every parameterized class of the library.
        pub const CLASSES: &[Class] = &[$(
            Class { name: stringify!($name), kind: Kind::$kind, params: &[$($p),*], required: $req },
        )*];
    };
}

classes! {
    Type I [N] 1;
    Type SI [N] 1;
    Type UI [N] 1;
    Type AnyI [N] 1;
    Type F [N] 1;
    Type AnyIntOfWidths [Ns] 1;
    Type SignlessIntOfWidths [Ns] 1;
    Type SignedIntOfWidths [Ns] 1;
    Type UnsignedIntOfWidths [Ns] 1;
    Type FloatOfWidths [Ns] 1;
    Type AnyTypeOf [Ts, S, S] 1;
    Type AllOfType [Ts, S, S] 1;
    Type ConfinedType [T, Ts, S, S] 2;
    Type TypeAlias [T, S] 1;
    Type Complex [T] 1;
    Type OpaqueType [S, S, S] 3;
    Type MemRefOf [Ts] 1;
    Type StridedMemRefOf [Ts] 1;
    Type AnyStridedMemRefOfRank [N] 1;
    Type UnrankedMemRefOf [Ts] 1;
    Type VectorOfNonZeroRankOf [Ts] 1;
    Type VectorOfAnyRankOf [Ts] 1;
    Type FixedVectorOfNonZeroRankOf [Ts] 1;
    Type FixedVectorOfAnyRank [Ts] 1;
    Type ScalableVectorOfAnyRank [Ts] 1;
    Type VectorWithTrailingDimScalableOf [Ts] 1;
    Type ValueSemanticsContainerOf [Ts] 1;
    Type TensorOrMemRef [Ts] 1;
    Type VectorOf [Ts] 1;
    Type Non0RankedTensorOf [Ts] 1;
    Type StaticShapeTensorOf [Ts] 1;
    Type Non0RankedMemRefOf [Ts] 1;
    Type StaticShapeMemRefOf [Ts] 1;
    Type TensorOf [Ts, Ts, S] 1;
    Type ShapedContainerType [Ts, T, S, S] 3;
    Type RankedTensorOf [Ts, Ts, S] 1;
    Type UnrankedTensorOf [Ts, Ts, S] 1;
    Type RankedOrUnrankedMemRefOf [Ts, Ts, S] 1;
    Type TensorRankOf [Ts, Ns] 2;
    Type MemRefRankOf [Ts, Ns] 2;
    Type StridedMemRefRankOf [Ts, Ns] 2;
    Type VectorOfRank [Ns] 1;
    Type FixedVectorOfRank [Ns] 1;
    Type ScalableVectorOfRank [Ns] 1;
    Type VectorOfLength [Ns] 1;
    Type FixedVectorOfLength [Ns] 1;
    Type ScalableVectorOfLength [Ns] 1;
    Type VectorOfMinLength [N] 1;
    Type VectorOfMaxLength [N] 1;
    Type ShapedTypeWithNthDimOfSize [N, Ns] 2;
    Type VectorOfRankAndType [Ns, Ts] 2;
    Type FixedVectorOfRankAndType [Ns, Ts] 2;
    Type VectorOfLengthAndType [Ns, Ts] 2;
    Type FixedVectorOfLengthAndType [Ns, Ts] 2;
    Type ScalableVectorOfLengthAndType [Ns, Ts] 2;
    Type ScalableVectorOfRankAndLengthAndType [Ns, Ns, Ts] 3;
    Type VectorWithTrailingDimScalableOfSizeAndType [Ns, Ts] 2;
    Type VectorOfMinMaxLengthAndType [N, N, Ts] 3;
    Type TupleOf [Ts] 1;
    Type NestedTupleOf [Ts] 1;
    Type TypeOrValueSemanticsContainer [T, S] 2;
    Type TypeOrContainer [T, S] 2;
    Type TypeOrContainerOfAnyRank [T, S] 2;
    Type HasAnyRankOfPred [Ns] 1;
    Type HasRankGreaterOrEqualPred [N] 1;
    Type IsVectorOfRankPred [Ns] 1;
    Type IsVectorOfLengthPred [Ns] 1;
    Type IsNthDimSizeIsOneOfPred [N, Ns] 2;
    Type IsVectorOfShape [Ns] 1;
    Attr TypedStrAttr [T] 1;
    Attr TypeAttrOf [T] 1;
    Attr TypeAttrBase [S, S, T] 2;
    Attr IntElementsAttrOf [N] 1;
    Attr SignlessIntElementsAttr [N] 1;
    Attr FloatElementsAttr [N] 1;
    Attr RankedSignlessIntElementsAttr [N, Ns] 2;
    Attr RankedFloatElementsAttr [N, Ns] 2;
    Attr RankedI32ElementsAttr [Ns] 1;
    Attr RankedI64ElementsAttr [Ns] 1;
    Attr RankedF32ElementsAttr [Ns] 1;
    Attr RankedF64ElementsAttr [Ns] 1;
    Attr TypedArrayAttrBase [A, S] 2;
    Attr SignlessIntegerAttrBase [T, S] 2;
    Attr FloatAttrBase [T, S] 2;
    Attr AnyIntegerAttrBase [T, S] 2;
    Attr TypedSignlessIntegerAttrBase [T, S, S] 3;
    Attr SignedIntegerAttrBase [T, S] 2;
    Attr TypedSignedIntegerAttrBase [T, S, S] 3;
    Attr UnsignedIntegerAttrBase [T, S] 2;
    Attr TypedUnsignedIntegerAttrBase [T, S, S] 3;
    Attr AnyAttrOf [As, S] 1;
    Attr AllAttrOf [As] 1;
    Attr ConfinedAttr [A, As] 2;
    Attr IntValidAlignment [A] 1;
    Attr IntNEQValue [N] 1;
    Attr IntMinValue [N] 1;
    Attr IntMaxValue [N] 1;
    Attr IntIsOneOf [Ns] 1;
    Attr ArrayMaxCount [N] 1;
    Attr ArrayMinCount [N] 1;
    Attr ArrayCount [N] 1;
    Attr DenseArrayCount [N] 1;
    Attr DenseArrayMaxCt [N] 1;
    Attr DenseArrayMinCt [N] 1;
    Attr DenseArrayStrictlyPositive [A] 1;
    Attr DenseArrayNonNegative [A] 1;
    Attr DenseArraySorted [A] 1;
    Attr DenseArrayStrictlySorted [A] 1;
    Attr IntArrayNthElemEq [N, N] 2;
    Attr IntArrayNthElemMinValue [N, N] 2;
    Attr IntArrayNthElemMaxValue [N, N] 2;
    Attr IntArrayNthElemInRange [N, N, N] 3;
}

/// The library's type constraints without template arguments.
pub const LIB_TYPES: &[&str] = &[
    "AnyType",
    "NoneType",
    "I1",
    "I8",
    "I16",
    "I32",
    "I64",
    "I128",
    "SI1",
    "SI8",
    "SI16",
    "SI32",
    "SI64",
    "UI1",
    "UI8",
    "UI16",
    "UI32",
    "UI64",
    "AnyI1",
    "AnyI8",
    "AnyI16",
    "AnyI32",
    "AnyI64",
    "AnyInteger",
    "AnySignlessInteger",
    "AnySignedInteger",
    "AnyUnsignedInteger",
    "Index",
    "AnySignlessIntegerOrIndex",
    "AnyFloat",
    "F16",
    "F32",
    "F64",
    "F80",
    "F128",
    "BF16",
    "TF32",
    "F8E4M3FN",
    "F8E5M2",
    "F8E4M3",
    "F8E4M3FNUZ",
    "F8E4M3B11FNUZ",
    "F8E5M2FNUZ",
    "F8E3M4",
    "F4E2M1FN",
    "F6E2M3FN",
    "F6E3M2FN",
    "F8E8M0FNU",
    "AnyComplex",
    "FunctionType",
    "GraphType",
    "AnyTuple",
    "AnyShaped",
    "AnyTensor",
    "AnyRankedTensor",
    "AnyUnrankedTensor",
    "AnyNon0RankedTensor",
    "AnyNon0RankedOrUnrankedTensor",
    "AnyStaticShapeTensor",
    "I1Tensor",
    "I8Tensor",
    "I16Tensor",
    "I32Tensor",
    "I64Tensor",
    "IndexTensor",
    "BF16Tensor",
    "F16Tensor",
    "F32Tensor",
    "F64Tensor",
    "AnyFloatTensor",
    "AnyIntegerTensor",
    "AnyMemRef",
    "AnyStridedMemRef",
    "AnyUnrankedMemRef",
    "AnyNon0RankedMemRef",
    "AnyRankedOrUnrankedMemRef",
    "AnyNon0RankedOrUnrankedMemRef",
    "AnyStaticShapeMemRef",
    "I1MemRef",
    "I8MemRef",
    "I16MemRef",
    "I32MemRef",
    "I64MemRef",
    "BF16MemRef",
    "F16MemRef",
    "F32MemRef",
    "F64MemRef",
    "AnyVectorOfNonZeroRank",
    "AnyFixedVectorOfNonZeroRank",
    "AnyVectorOfAnyRank",
    "AnyFixedVectorOfAnyRank",
    "AnyScalableVectorOfAnyRank",
    "AnyVector",
    "BoolLike",
    "BoolLikeOfAnyRank",
    "SignlessIntegerLike",
    "SignlessIntegerLikeOfAnyRank",
    "SignlessIntegerOrIndexLike",
    "FloatLike",
    "SignlessIntegerOrFloatLike",
    "SignlessIntegerOrIndexOrFloatLike",
    "SignlessFixedWidthIntegerLike",
    "HasStaticShapePred",
    "HasRankPred",
    "IsTensorTypePred",
    "IsRankedTensorTypePred",
    "IsUnrankedTensorTypePred",
    "IsMemRefTypePred",
    "IsUnrankedMemRefTypePred",
    "IsBaseMemRefTypePred",
    "IsTensorOrMemRefTypePred",
    "IsShapedTypePred",
    "HasValueSemanticsPred",
    "IsVectorOfNonZeroRankTypePred",
    "IsVectorOfAnyRankTypePred",
    "IsFixedVectorOfNonZeroRankTypePred",
    "IsFixedVectorOfAnyRankTypePred",
    "IsVectorTypeWithAnyDimScalablePred",
    "IsVectorTypeWithOnlyTrailingDimScalablePred",
    "IsVectorTypeWithAllDimsScalablePred",
    "IsTupleTypePred",
    // `BuiltinTypes.td`'s `TypeDef`s.
    "Builtin_Integer",
    "Builtin_Index",
    "Builtin_None",
    "Builtin_Function",
    "Builtin_RankedTensor",
    "Builtin_UnrankedTensor",
    "Builtin_Vector",
    "Builtin_MemRef",
    "Builtin_UnrankedMemRef",
    "Builtin_Tuple",
    "Builtin_Complex",
    "Builtin_BFloat16",
    "Builtin_Float16",
    "Builtin_Float32",
    "Builtin_Float64",
    "Builtin_Float80",
    "Builtin_Float128",
    "Builtin_FloatTF32",
    "Builtin_Float8E5M2",
    "Builtin_Float8E4M3",
    "Builtin_Float8E4M3FN",
    "Builtin_Float8E5M2FNUZ",
    "Builtin_Float8E4M3FNUZ",
    "Builtin_Float8E4M3B11FNUZ",
    "Builtin_Float8E3M4",
    "Builtin_Float8E8M0FNU",
    "Builtin_Float6E3M2FN",
    "Builtin_Float6E2M3FN",
    "Builtin_Float4E2M1FN",
];

/// The library's attribute constraints without template arguments.
pub const LIB_ATTRS: &[&str] = &[
    "AnyAttr",
    "LocationAttr",
    "BoolAttr",
    "IndexAttr",
    "APIntAttr",
    "AnyIntegerAttr",
    "AnyI1Attr",
    "AnyI8Attr",
    "AnyI16Attr",
    "AnyI32Attr",
    "AnyI64Attr",
    "I1Attr",
    "I8Attr",
    "I16Attr",
    "I32Attr",
    "I64Attr",
    "SI1Attr",
    "SI8Attr",
    "SI16Attr",
    "SI32Attr",
    "SI64Attr",
    "UI1Attr",
    "UI8Attr",
    "UI16Attr",
    "UI32Attr",
    "UI64Attr",
    "F16Attr",
    "F32Attr",
    "F64Attr",
    "AnyFloatAttr",
    "StrAttr",
    "SymbolNameAttr",
    "TypeAttr",
    "UnitAttr",
    "DictionaryAttr",
    "ElementsAttr",
    "ElementsAttrInterface",
    "TypedAttrInterface",
    "DenseElementsAttr",
    "DenseIntElementsAttr",
    "DenseFPElementsAttr",
    "AnyIntElementsAttr",
    "IndexElementsAttr",
    "AnyFloatElementsAttr",
    "StringElementsAttr",
    "AnyI32ElementsAttr",
    "AnyI64ElementsAttr",
    "I32ElementsAttr",
    "I64ElementsAttr",
    "F32ElementsAttr",
    "F64ElementsAttr",
    "DenseBoolArrayAttr",
    "DenseI8ArrayAttr",
    "DenseI16ArrayAttr",
    "DenseI32ArrayAttr",
    "DenseI64ArrayAttr",
    "DenseF32ArrayAttr",
    "DenseF64ArrayAttr",
    "AffineMapAttr",
    "IntegerSetAttr",
    "ArrayAttr",
    "LocationArrayAttr",
    "AffineMapArrayAttr",
    "BoolArrayAttr",
    "I32ArrayAttr",
    "I64ArrayAttr",
    "I64SmallVectorArrayAttr",
    "F32ArrayAttr",
    "F64ArrayAttr",
    "StrArrayAttr",
    "TypeArrayAttr",
    "IndexListArrayAttr",
    "DictArrayAttr",
    "SymbolRefAttr",
    "FlatSymbolRefAttr",
    "SymbolRefArrayAttr",
    "FlatSymbolRefArrayAttr",
    "IntNonNegative",
    "IntPositive",
    "IntPowerOf2",
    "IntPositivePowerOf2",
    "IsNullAttr",
    // ODS properties (`::drr::ods::property`): attribute constraints on
    // their attribute forms.
    "I32Prop",
    "I64Prop",
    "BoolProp",
    "UnitProp",
    "StringProp",
    // `BuiltinAttributes.td`'s `AttrDef`s.
    "Builtin_AffineMapAttr",
    "Builtin_IntegerSetAttr",
    "Builtin_ArrayAttr",
    "Builtin_DenseArray",
    "Builtin_DenseIntOrFPElementsAttr",
    "Builtin_DenseStringElementsAttr",
    "Builtin_DenseResourceElementsAttr",
    "Builtin_SparseElementsAttr",
    "Builtin_DictionaryAttr",
    "Builtin_FloatAttr",
    "Builtin_IntegerAttr",
    "Builtin_StringAttr",
    "Builtin_SymbolRefAttr",
    "Builtin_TypeAttr",
    "Builtin_UnitAttr",
];

/// The library's named constant attributes (`ConstantAttrValue`s).
pub const LIB_CONSTANTS: &[&str] = &["ConstBoolAttrFalse", "ConstBoolAttrTrue", "ConstUnitAttr"];

/// DRR's helper records (MLIR's `PatternBase.td`, and those real DRR
/// files use everywhere), defined in `::drr::pattern_base`: constraints
/// for the constraints list and NativeCodeCall matchers.
pub const HELPERS: &[&str] = &["HasNoUseOf", "HasOneUse", "ConstantLikeMatcher"];

thread_local! {
    static LOCAL_NAMES: RefCell<Vec<HashSet<String>>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` with `names` — the records defined in the macro block being
/// expanded — shadowing library names of the same spelling (rule 1 of the
/// module docs). Nests: an inner scope adds to the outer one.
pub fn with_local_names<R>(names: impl IntoIterator<Item = String>, f: impl FnOnce() -> R) -> R {
    LOCAL_NAMES.with(|l| l.borrow_mut().push(names.into_iter().collect()));
    // Popped even if `f` unwinds, so a later expansion on this thread
    // starts clean.
    struct Pop;
    impl Drop for Pop {
        fn drop(&mut self) {
            LOCAL_NAMES.with(|l| {
                l.borrow_mut().pop();
            });
        }
    }
    let _pop = Pop;
    f()
}

/// True if `name` is defined by the macro block being expanded.
pub fn is_local(name: &str) -> bool {
    LOCAL_NAMES.with(|l| l.borrow().iter().any(|s| s.contains(name)))
}

/// The kind of the library constraint `name` (without template
/// arguments), unless a local definition shadows it.
pub fn lib_constraint(name: &str) -> Option<Kind> {
    if is_local(name) {
        None
    } else if LIB_TYPES.contains(&name) {
        Some(Kind::Type)
    } else if LIB_ATTRS.contains(&name) {
        Some(Kind::Attr)
    } else {
        None
    }
}

/// True if `name` is one of ODS's property records of the library
/// (`Properties.td`'s `I32Prop`, `I64Prop`, `BoolProp`, `UnitProp`,
/// `StringProp`), unless a local definition shadows it.
pub fn is_lib_property(name: &str) -> bool {
    !is_local(name)
        && matches!(
            name,
            "I32Prop" | "I64Prop" | "BoolProp" | "UnitProp" | "StringProp"
        )
}

/// The library class `name`, unless a local definition shadows it.
pub fn lib_class(name: &str) -> Option<&'static Class> {
    if is_local(name) {
        return None;
    }
    CLASSES.iter().find(|c| c.name == name)
}

/// The library class `name` as written: with template arguments
/// (`Name<…>`, `instance`), even where a record of the block has the name,
/// as TableGen keeps classes and records in separate namespaces (TensorFlow
/// Lite's `def FloatElementsAttr : ElementsAttrBase<…>` next to its uses
/// of `FloatElementsAttr<32>`; a class of the block would shadow it, but
/// the front end has instantiated those already); bare, [`lib_class`].
pub fn lib_class_as_written(name: &str, instance: bool) -> Option<&'static Class> {
    if instance {
        CLASSES.iter().find(|c| c.name == name)
    } else {
        lib_class(name)
    }
}

/// True if `name` is a library item of any sort (constraint, class,
/// constant, helper) not shadowed by a local definition.
pub fn is_lib_name(name: &str) -> bool {
    !is_local(name)
        && (LIB_TYPES.contains(&name)
            || LIB_ATTRS.contains(&name)
            || LIB_CONSTANTS.contains(&name)
            || HELPERS.contains(&name)
            || CLASSES.iter().any(|c| c.name == name))
}

/// True for the names of ODS's library records (`Index`, `I32`,
/// `I32Attr`, …): records, not classes, so nothing derives from them.
pub fn is_lib_record(name: &str) -> bool {
    LIB_TYPES.contains(&name) || LIB_ATTRS.contains(&name) || LIB_CONSTANTS.contains(&name)
}

/// The Rust path of the library item `name` (see [`is_lib_name`]), spanned
/// at `span`.
pub fn lib_item_path(name: &str, span: Span) -> TokenStream {
    let id = proc_macro2::Ident::new(name, span);
    if HELPERS.contains(&name) {
        quote_spanned!(span=> ::drr::pattern_base::#id)
    } else {
        quote_spanned!(span=> ::drr::ods::lib::#id)
    }
}

/// One template argument of a library class, read by a front end.
#[derive(Clone, Debug)]
pub enum Arg {
    /// A constraint, already resolved to its Rust type.
    Constraint(TokenStream),
    /// A list of constraints, each resolved to its Rust type.
    Constraints(Vec<TokenStream>),
    /// An integer.
    Int(i64, Span),
    /// A list of integers.
    Ints(Vec<(i64, Span)>),
    /// A string.
    Str(String, Span),
}

/// The Rust type of the instance `class<args…>` (`args` read by the front
/// end in the order of `class.params`, at most that many, at least
/// `class.required`), spanned at `span`.
pub fn instance(class: &Class, args: Vec<Arg>, span: Span) -> TokenStream {
    let path = lib_item_path(class.name, span);
    let args: Vec<TokenStream> = args
        .into_iter()
        .zip(class.params)
        .map(|(a, p)| arg_tokens(a, *p, span))
        .collect();
    quote_spanned!(span=> #path<#(#args),*>)
}

fn arg_tokens(a: Arg, p: Param, span: Span) -> TokenStream {
    match a {
        Arg::Constraint(t) => t,
        Arg::Constraints(items) => constraint_list(p == Param::Attrs, items, span),
        Arg::Int(v, at) => int_arg(v, at),
        Arg::Ints(vs) => int_list(&vs, span),
        Arg::Str(s, at) => str_arg(&s, at),
    }
}

/// `Types<A, Types<B, End>>` (or `Attrs<…>`): a list of constraints of any
/// length. Built from the end, without recursion.
pub fn constraint_list(attrs: bool, items: Vec<TokenStream>, span: Span) -> TokenStream {
    let cell = if attrs {
        format_ident!("Attrs", span = span)
    } else {
        format_ident!("Types", span = span)
    };
    let mut out = quote_spanned!(span=> ::drr::ods::lib::End);
    for item in items.into_iter().rev() {
        out = quote_spanned!(span=> ::drr::ods::lib::#cell<#item, #out>);
    }
    out
}

/// An integer as a const generic argument (`5`, `{ -5 }`).
pub fn int_arg(v: i64, span: Span) -> TokenStream {
    let mut lit = Literal::i64_unsuffixed(v.unsigned_abs() as i64);
    if v == i64::MIN {
        // No positive i64: written as the expression `i64::MIN`.
        return quote_spanned!(span=> { ::core::primitive::i64::MIN });
    }
    lit.set_span(span);
    if v < 0 {
        quote_spanned!(span=> { -#lit })
    } else {
        quote!(#lit)
    }
}

/// `Ints<1, Ints<2, End>>`.
pub fn int_list(vs: &[(i64, Span)], span: Span) -> TokenStream {
    let mut out = quote_spanned!(span=> ::drr::ods::lib::End);
    for &(v, at) in vs.iter().rev() {
        let v = int_arg(v, at);
        out = quote_spanned!(span=> ::drr::ods::lib::Ints<#v, #out>);
    }
    out
}

/// A string as `Chunk<…, End>` (16 bytes per chunk, first byte lowest; see
/// `drr::ods::lists::Chunk`).
pub fn str_arg(s: &str, span: Span) -> TokenStream {
    let mut out = quote_spanned!(span=> ::drr::ods::lib::End);
    for chunk in s.as_bytes().chunks(16).rev() {
        let c = chunk
            .iter()
            .enumerate()
            .fold(0u128, |acc, (i, &b)| acc | (u128::from(b) << (8 * i)));
        let mut lit = Literal::u128_unsuffixed(c);
        lit.set_span(span);
        out = quote_spanned!(span=> ::drr::ods::lib::Chunk<#lit, #out>);
    }
    out
}

/// The message for a wrong number of template arguments of `class`.
pub fn arity_message(class: &Class, given: usize) -> String {
    let n = class.params.len();
    let expected = if class.required == n {
        format!("{n}")
    } else {
        format!("{} to {n}", class.required)
    };
    let list: Vec<String> = class
        .params
        .iter()
        .map(|p| p.describe().to_owned())
        .collect();
    // A bare `F` is most often a record of that name in another block,
    // which the library's class shadows there.
    let hint = if given == 0 {
        format!(
            " (this is the library's `{0}<…>`; a record named `{0}` of another block or crate is written with a path: `self::{0}`, `my_dialect::{0}`)",
            class.name
        )
    } else {
        String::new()
    };
    format!(
        "`{}` takes {expected} template argument{} ({}), {given} given{hint}",
        class.name,
        if n == 1 { "" } else { "s" },
        list.join(", ")
    )
}

/// The names of the library's parameterized classes (`TensorOf`, `I`, …).
pub fn class_names() -> impl Iterator<Item = &'static str> {
    CLASSES.iter().map(|c| c.name)
}

/// The builtin C++ type classes `TypeAttrBase` may name (qualified or
/// not): those the runtime's `TypeAttrBase` tests a type against (kept in
/// step with `drr::ods::attrs_lib`).
const TYPE_ATTR_CPP_CLASSES: &[&str] = &[
    "Type",
    "MemRefType",
    "BaseMemRefType",
    "UnrankedMemRefType",
    "TensorType",
    "RankedTensorType",
    "UnrankedTensorType",
    "VectorType",
    "ShapedType",
    "FunctionType",
    "IntegerType",
    "IndexType",
    "FloatType",
    "ComplexType",
    "TupleType",
    "NoneType",
];

/// The error for string argument `index` (0-based) of library class
/// `class` whose value the runtime cannot use, if any: `TypeAttrBase`'s C++
/// type class must be a builtin one (a dialect's class, which the C++
/// `isa<…>` would test, has no Rust counterpart drr could find). Checked by
/// the front ends so the error is at the string, not rustc's const
/// evaluation failure in the library.
pub fn str_arg_error(class: &Class, index: usize, value: &str) -> Option<String> {
    if class.name != "TypeAttrBase" || index != 0 {
        return None;
    }
    let bare = value.rsplit("::").next().unwrap_or(value);
    if TYPE_ATTR_CPP_CLASSES.contains(&bare) {
        return None;
    }
    Some(format!(
        "`TypeAttrBase`: `{value}` is not a builtin C++ type class drr knows ({}); for a type of a dialect, name `::mlir::Type` and give the type's constraint as the third argument: `TypeAttrBase<\"::mlir::Type\", \"summary\", C>` (`C` its `TypeDef` record or a `Type<…>` constraint)",
        TYPE_ATTR_CPP_CLASSES.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn catalog_names_are_unique_and_classes_are_well_formed() {
        let mut seen = HashSet::new();
        for n in LIB_TYPES
            .iter()
            .chain(LIB_ATTRS)
            .chain(LIB_CONSTANTS)
            .chain(HELPERS)
            .chain(CLASSES.iter().map(|c| &c.name))
        {
            assert!(seen.insert(*n), "{n} listed twice");
        }
        for c in CLASSES {
            assert!(
                c.required >= 1 && c.required <= c.params.len(),
                "{}",
                c.name
            );
        }
    }

    #[test]
    fn instances_and_shadowing() {
        let span = Span::call_site();
        let c = lib_class("TensorRankOf").unwrap();
        let t = instance(
            c,
            vec![
                Arg::Constraints(vec![quote!(F32)]),
                Arg::Ints(vec![(1, span), (-2, span)]),
            ],
            span,
        );
        assert_eq!(
            t.to_string().replace(' ', ""),
            "::drr::ods::lib::TensorRankOf<::drr::ods::lib::Types<F32,::drr::ods::lib::End>,::drr::ods::lib::Ints<1,::drr::ods::lib::Ints<{-2},::drr::ods::lib::End>>>"
        );
        assert_eq!(
            str_arg("", span).to_string().replace(' ', ""),
            "::drr::ods::lib::End"
        );
        assert!(
            str_arg("0123456789abcdefX", span)
                .to_string()
                .contains("88")
        );
        assert_eq!(lib_constraint("I32"), Some(Kind::Type));
        assert!(is_lib_name("HasOneUse"));
        with_local_names(["HasOneUse".to_owned(), "I32".to_owned()], || {
            assert!(!is_lib_name("HasOneUse"));
            assert_eq!(lib_constraint("I32"), None);
            assert!(lib_class("TensorOf").is_some());
        });
        assert!(is_lib_name("HasOneUse"));
        assert_eq!(
            arity_message(lib_class("AnyTypeOf").unwrap(), 4),
            "`AnyTypeOf` takes 1 to 3 template arguments (a list of type constraints (`[I32, F32]`), a string, a string), 4 given"
        );
    }

    #[test]
    fn type_attr_base_classes() {
        let class = super::lib_class("TypeAttrBase").expect("a library class");
        assert_eq!(super::str_arg_error(class, 0, "::mlir::MemRefType"), None);
        assert_eq!(super::str_arg_error(class, 0, "TensorType"), None);
        // The summary is any text.
        assert_eq!(super::str_arg_error(class, 1, "whatever"), None);
        let e = super::str_arg_error(class, 0, "::mlir::t::FooType").expect("an error");
        assert!(
            e.starts_with("`TypeAttrBase`: `::mlir::t::FooType` is not a builtin C++ type class")
        );
        assert!(e.contains("`TypeAttrBase<\"::mlir::Type\", \"summary\", C>`"));
        let other = super::lib_class("TypedStrAttr").expect("a library class");
        assert_eq!(super::str_arg_error(other, 0, "::mlir::t::FooType"), None);
    }
}
