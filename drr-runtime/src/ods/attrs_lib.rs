//! The standard attribute constraints (MLIR's `CommonAttrConstraints.td`,
//! plus the builtin attribute interfaces DRR files use): unit structs and
//! parameterized classes implementing [`AttrConstraint`] with MLIR's
//! summaries and storage types, and [`ConstantAttrBuilder`] where ODS has
//! a `constBuilderCall` whose value has an obvious Rust type. The
//! combinators and value constraints (`ConfinedAttr`, `IntMinValue`, …)
//! are in [`attr_constraints_lib`](super::attr_constraints_lib).

use std::marker::PhantomData;

use super::const_text::{ConstText, as_static};
use super::constraint::{AttrConstraint, ConstantAttrBuilder, ConstantAttrValue, TypeConstraint};
use super::lists::{AttrConstraintList, IntList, TextArg};
use super::storage;
use crate::{AttrData, Attribute, Context, FloatKind, Signedness, Type, TypeData};

macro_rules! attr_constraint {
    ($(#[$doc:meta])* $name:ident, $summary:expr, $storage:ty, |$ctx:ident, $data:ident| $pred:expr) => {
        $crate::ods::attrs_lib::attr_constraint!(@def $(#[$doc])* $name, $summary, $storage, |$ctx, $data| $pred, {});
    };
    // `storage: matches`: the C++ storage class is the constraint's own
    // class (an interface), so converting `<{…}>` takes only attributes
    // the predicate accepts (`dyn_cast<TypedAttr>`).
    ($(#[$doc:meta])* $name:ident, $summary:expr, $storage:ty, storage: matches, |$ctx:ident, $data:ident| $pred:expr) => {
        $crate::ods::attrs_lib::attr_constraint!(@def $(#[$doc])* $name, $summary, $storage, |$ctx, $data| $pred, {
            fn storage_matches(ctx: &Context, attr: Attribute) -> bool {
                Self::matches(ctx, attr)
            }
        });
    };
    // `storage: path`: the C++ storage class is narrower than the
    // constraint's kind (`DenseIntElementsAttr`): `path(ctx, attr)` says
    // whether converting `<{…}>` accepts `attr`.
    ($(#[$doc:meta])* $name:ident, $summary:expr, $storage:ty, storage: $check:path, |$ctx:ident, $data:ident| $pred:expr) => {
        $crate::ods::attrs_lib::attr_constraint!(@def $(#[$doc])* $name, $summary, $storage, |$ctx, $data| $pred, {
            fn storage_matches(ctx: &Context, attr: Attribute) -> bool {
                $check(ctx, attr)
            }
        });
    };
    (@def $(#[$doc:meta])* $name:ident, $summary:expr, $storage:ty, |$ctx:ident, $data:ident| $pred:expr, { $($extra:tt)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;
        impl AttrConstraint for $name {
            const SUMMARY: &'static str = $summary;
            type Storage = $storage;
            // Inlined across crates (the generated verifiers and matchers):
            // a small predicate on the attribute's record.
            #[inline]
            fn matches($ctx: &Context, attr: Attribute) -> bool {
                let $data = $ctx.attr_data(attr);
                $pred
            }
            $($extra)*
        }
    };
}
pub(crate) use attr_constraint;

#[inline]
fn is_int_type(ctx: &Context, ty: Type, width: u32, sign: Signedness) -> bool {
    ctx.is_integer_type(ty, width, sign)
}

/// The type of an integer attribute (`isa<IntegerAttr>`: an integer or
/// `index` value, of any width: the runtime keeps values that do not fit an
/// `i128` as [`AttrData::BigInteger`]).
fn int_attr_type(d: &AttrData) -> Option<Type> {
    match d {
        AttrData::Integer { ty, .. } | AttrData::BigInteger { ty, .. } => Some(*ty),
        _ => None,
    }
}

macro_rules! int_attrs {
    ($($name:ident = $width:literal, $sign:ident, $value:ty, $summary:literal;)*) => {$(
        attr_constraint!(
            #[doc = concat!("`", stringify!($name), "`: ", $summary, ".")]
            $name, $summary, storage::IntegerAttr,
            |ctx, d| matches!(d, AttrData::Integer { ty, .. } if is_int_type(ctx, *ty, $width, Signedness::$sign))
        );
        impl ConstantAttrBuilder for $name {
            type Value = $value;
            fn build_constant(ctx: &mut Context, value: $value) -> Attribute {
                let ty = ctx.integer_type($width, Signedness::$sign);
                ctx.integer_attr(ty, value as i128)
            }
        }
    )*};
}

int_attrs! {
    I1Attr = 1, Signless, bool, "1-bit signless integer attribute";
    I8Attr = 8, Signless, i8, "8-bit signless integer attribute";
    I16Attr = 16, Signless, i16, "16-bit signless integer attribute";
    I32Attr = 32, Signless, i32, "32-bit signless integer attribute";
    I64Attr = 64, Signless, i64, "64-bit signless integer attribute";
    SI1Attr = 1, Signed, bool, "1-bit signed integer attribute";
    SI8Attr = 8, Signed, i8, "8-bit signed integer attribute";
    SI16Attr = 16, Signed, i16, "16-bit signed integer attribute";
    SI32Attr = 32, Signed, i32, "32-bit signed integer attribute";
    SI64Attr = 64, Signed, i64, "64-bit signed integer attribute";
    UI1Attr = 1, Unsigned, bool, "1-bit unsigned integer attribute";
    UI8Attr = 8, Unsigned, u8, "8-bit unsigned integer attribute";
    UI16Attr = 16, Unsigned, u16, "16-bit unsigned integer attribute";
    UI32Attr = 32, Unsigned, u32, "32-bit unsigned integer attribute";
    UI64Attr = 64, Unsigned, u64, "64-bit unsigned integer attribute";
}

/// The integer attribute base classes of `CommonAttrConstraints.td`,
/// `SignlessIntegerAttrBase<I<N>, "summary">` and its `Signed…` /
/// `Unsigned…` and `Typed…` forms (`TypedSignlessIntegerAttrBase<I<N>,
/// "retType", "summary">`, the C++ return type ignored), as mlir-aie
/// derives `AIEI32Attr` from them: an `IntegerAttr` whose type is `T`
/// (ODS checks `isSignlessInteger(N)`, `isSignedInteger(N)`,
/// `isUnsignedInteger(N)`, which is `I<N>`, `SI<N>`, `UI<N>`), with the
/// given summary; constants of those marked `built` are built as
/// `getIntegerAttr(T, $0)`. `AnyIntegerAttrBase` is the same without
/// signedness and without a builder.
macro_rules! int_attr_bases {
    ($($(#[$doc:meta])* $name:ident <T, $([$r:ident],)? S> $($built:ident)?;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name<T, $($r,)? S>(PhantomData<(T, $($r,)? S)>);
        impl<T: TypeConstraint, $($r,)? S: TextArg> AttrConstraint for $name<T, $($r,)? S> {
            const SUMMARY: &'static str = as_static(&S::TEXT);
            type Storage = storage::IntegerAttr;
            fn matches(ctx: &Context, attr: Attribute) -> bool {
                int_attr_type(ctx.attr_data(attr)).is_some_and(|t| T::matches(ctx, t))
            }
        }
        int_attr_bases!(@builder [$($built)?] $name $(, $r)?);
    )*};
    // `built`: constants are `getIntegerAttr(T, $0)`.
    (@builder [built] $name:ident $(, $r:ident)?) => {
        impl<T: super::types_lib::BuildableType, $($r,)? S: TextArg> ConstantAttrBuilder for $name<T, $($r,)? S> {
            type Value = i64;
            fn build_constant(ctx: &mut Context, value: i64) -> Attribute {
                let ty = T::build_type(ctx);
                ctx.integer_attr(ty, value as i128)
            }
        }
    };
    (@builder [] $name:ident $(, $r:ident)?) => {};
}
int_attr_bases! {
    /// `SignlessIntegerAttrBase<I<N>, "summary">`.
    SignlessIntegerAttrBase<T, S> built;
    /// `TypedSignlessIntegerAttrBase<I<N>, "retType", "summary">`.
    TypedSignlessIntegerAttrBase<T, [R], S> built;
    /// `SignedIntegerAttrBase<SI<N>, "summary">`.
    SignedIntegerAttrBase<T, S> built;
    /// `TypedSignedIntegerAttrBase<SI<N>, "retType", "summary">`.
    TypedSignedIntegerAttrBase<T, [R], S> built;
    /// `UnsignedIntegerAttrBase<UI<N>, "summary">`.
    UnsignedIntegerAttrBase<T, S> built;
    /// `TypedUnsignedIntegerAttrBase<UI<N>, "retType", "summary">`.
    TypedUnsignedIntegerAttrBase<T, [R], S> built;
    /// `AnyIntegerAttrBase<AnyI<N>, "summary">` (the class of
    /// `AnyI32Attr`): any signedness (ODS checks `isInteger(N)`), and no
    /// constant builder (ODS's `constBuilderCall` is `?`).
    AnyIntegerAttrBase<T, S>;
}

macro_rules! any_int_attrs {
    ($($name:ident = $width:literal, $summary:literal;)*) => {$(
        attr_constraint!(
            #[doc = concat!("`", stringify!($name), "`: ", $summary, " (any signedness).")]
            $name, $summary, storage::IntegerAttr,
            |ctx, d| int_attr_type(d).is_some_and(|t| matches!(ctx.type_data(t), TypeData::Integer { width: $width, .. }))
        );
    )*};
}
any_int_attrs! {
    AnyI1Attr = 1, "1-bit integer attribute";
    AnyI8Attr = 8, "8-bit integer attribute";
    AnyI16Attr = 16, "16-bit integer attribute";
    AnyI32Attr = 32, "32-bit integer attribute";
    AnyI64Attr = 64, "64-bit integer attribute";
}

attr_constraint!(
    /// `AnyAttr`: any attribute.
    AnyAttr, "any attribute", Attribute, |ctx, d| { let _ = d; true }
);
impl ConstantAttrBuilder for AnyAttr {
    type Value = Attribute;
    fn build_constant(_: &mut Context, value: Attribute) -> Attribute {
        value
    }
}
attr_constraint!(
    /// `APIntAttr`: an integer attribute of any integer or `index` type.
    APIntAttr, "arbitrary integer attribute", storage::IntegerAttr,
    |ctx, d| matches!(d, AttrData::Integer { .. } | AttrData::BigInteger { .. })
);
attr_constraint!(
    /// `AnyIntegerAttr` (not an MLIR def; kept for earlier users of this
    /// library): an integer attribute of an integer type.
    AnyIntegerAttr, "integer attribute", storage::IntegerAttr,
    |ctx, d| int_attr_type(d).is_some_and(|t| matches!(ctx.type_data(t), TypeData::Integer { .. }))
);
attr_constraint!(
    /// `IndexAttr`: an integer attribute of type `index`.
    IndexAttr, "index attribute", storage::IntegerAttr,
    |ctx, d| int_attr_type(d).is_some_and(|t| matches!(ctx.type_data(t), TypeData::Index))
);
impl ConstantAttrBuilder for IndexAttr {
    type Value = i64;
    fn build_constant(ctx: &mut Context, value: i64) -> Attribute {
        let ty = ctx.index_type();
        ctx.integer_attr(ty, value as i128)
    }
}
attr_constraint!(
    /// `BoolAttr`: `true` or `false` (an `i1` integer attribute).
    BoolAttr, "bool attribute", storage::BoolAttr,
    |ctx, d| matches!(d, AttrData::Integer { ty, .. } if is_int_type(ctx, *ty, 1, Signedness::Signless))
);
impl ConstantAttrBuilder for BoolAttr {
    type Value = bool;
    fn build_constant(ctx: &mut Context, value: bool) -> Attribute {
        ctx.bool_attr(value)
    }
}
attr_constraint!(
    /// `LocationAttr`: a location used as an attribute.
    LocationAttr, "location attribute", Attribute, |ctx, d| matches!(d, AttrData::Location(_))
);

macro_rules! float_attrs {
    ($($name:ident = $kind:ident, $value:ty, $summary:literal;)*) => {$(
        attr_constraint!(
            #[doc = concat!("`", stringify!($name), "`: ", $summary, ".")]
            $name, $summary, storage::FloatAttr,
            |ctx, d| matches!(d, AttrData::Float { ty, .. } if matches!(ctx.type_data(*ty), TypeData::Float(FloatKind::$kind)))
        );
        impl ConstantAttrBuilder for $name {
            type Value = $value;
            fn build_constant(ctx: &mut Context, value: $value) -> Attribute {
                let ty = ctx.float_type(FloatKind::$kind);
                ctx.float_attr(ty, value as f64)
            }
        }
    )*};
}
float_attrs! {
    F16Attr = F16, f32, "16-bit float attribute";
    F32Attr = F32, f32, "32-bit float attribute";
    F64Attr = F64, f64, "64-bit float attribute";
}
/// `FloatAttrBase<F<N>, "summary">` of `CommonAttrConstraints.td` (the
/// class of `F32Attr`, from which IREE VM derives its
/// `VM_ConstantFloatValueAttr`): a `FloatAttr` whose type is `T` (ODS
/// checks `isF<N>()`), with the given summary; constants are built as
/// `getFloatAttr(T, $0)`.
#[derive(Clone, Copy, Debug, Default)]
pub struct FloatAttrBase<T, S>(PhantomData<(T, S)>);
impl<T: TypeConstraint, S: TextArg> AttrConstraint for FloatAttrBase<T, S> {
    const SUMMARY: &'static str = as_static(&S::TEXT);
    type Storage = storage::FloatAttr;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Float { ty, .. } if T::matches(ctx, *ty))
    }
}
impl<T: super::types_lib::BuildableType, S: TextArg> ConstantAttrBuilder for FloatAttrBase<T, S> {
    type Value = f64;
    fn build_constant(ctx: &mut Context, value: f64) -> Attribute {
        let ty = T::build_type(ctx);
        ctx.float_attr(ty, value)
    }
}

attr_constraint!(
    /// `AnyFloatAttr` (not an MLIR def; kept for earlier users of this
    /// library): a float attribute of any float type.
    AnyFloatAttr, "floating-point attribute", storage::FloatAttr,
    |ctx, d| matches!(d, AttrData::Float { .. })
);

macro_rules! string_attrs {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        attr_constraint!(
            $(#[$doc])* $name, "string attribute", storage::StringAttr,
            |ctx, d| matches!(d, AttrData::String { .. })
        );
        impl ConstantAttrBuilder for $name {
            type Value = &'static str;
            fn build_constant(ctx: &mut Context, value: &'static str) -> Attribute {
                ctx.string_attr(value)
            }
        }
    )*};
}
string_attrs! {
    /// `StrAttr`: a string attribute.
    StrAttr;
    /// `SymbolNameAttr`: a string attribute naming a symbol.
    SymbolNameAttr;
}

/// `TypedStrAttr<T>`: a string attribute whose type satisfies `T` (an
/// untyped string has type `none`, as MLIR's `StringAttr::getType`).
#[derive(Clone, Copy, Debug, Default)]
pub struct TypedStrAttr<T>(PhantomData<T>);
impl<T: TypeConstraint> TypedStrAttr<T> {
    const TEXT: ConstText = ConstText::of("string attribute of ").push(T::SUMMARY);
}
impl<T: TypeConstraint> AttrConstraint for TypedStrAttr<T> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = storage::StringAttr;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        match ctx.attr_data(attr) {
            AttrData::String { ty: Some(t), .. } => T::matches(ctx, *t),
            AttrData::String { ty: None, .. } => untyped_string_matches::<T>(),
            _ => false,
        }
    }
}

/// True if `T` accepts `none`, the type of an untyped string (MLIR's
/// `StringAttr::getType`). Asked of a context of this thread's own: the
/// matched one may never have interned `none`, and constraints depend on
/// a type's structure only.
fn untyped_string_matches<T: TypeConstraint>() -> bool {
    thread_local! {
        static NONE: (Context, Type) = {
            let mut ctx = Context::new();
            let none = ctx.none_type();
            (ctx, none)
        };
    }
    NONE.with(|(ctx, none)| T::matches(ctx, *none))
}

attr_constraint!(
    /// `TypeAttr`: a type used as an attribute.
    TypeAttr, "any type attribute", storage::TypeAttr, |ctx, d| matches!(d, AttrData::Type(_))
);
impl ConstantAttrBuilder for TypeAttr {
    type Value = Type;
    fn build_constant(ctx: &mut Context, value: Type) -> Attribute {
        ctx.type_attr(value)
    }
}

/// `TypeAttrOf<T>`: a type attribute holding a type that satisfies `T`
/// (`type attribute of 32-bit float`).
#[derive(Clone, Copy, Debug, Default)]
pub struct TypeAttrOf<T>(PhantomData<T>);
impl<T: TypeConstraint> TypeAttrOf<T> {
    const TEXT: ConstText = ConstText::of("type attribute of ").push(T::SUMMARY);
}
impl<T: TypeConstraint> AttrConstraint for TypeAttrOf<T> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = storage::TypeAttr;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Type(t) if T::matches(ctx, *t))
    }
}
impl<T: TypeConstraint> ConstantAttrBuilder for TypeAttrOf<T> {
    type Value = Type;
    fn build_constant(ctx: &mut Context, value: Type) -> Attribute {
        ctx.type_attr(value)
    }
}

/// The builtin type classes `TypeAttrBase` names (`"::mlir::MemRefType"`),
/// and whether `data` is of the class.
const CPP_TYPE_CLASSES: &[&str] = &[
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

/// `name` without its `::mlir::` qualification.
const fn cpp_class_name(name: &str) -> &str {
    let b = name.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i + 1 < b.len() {
        if b[i] == b':' && b[i + 1] == b':' {
            start = i + 2;
        }
        i += 1;
    }
    let (_, rest) = b.split_at(start);
    match std::str::from_utf8(rest) {
        Ok(s) => s,
        Err(_) => name,
    }
}

const fn known_cpp_type_class(name: &str) -> bool {
    let n = cpp_class_name(name);
    let mut i = 0;
    while i < CPP_TYPE_CLASSES.len() {
        if super::op::const_str_eq(CPP_TYPE_CLASSES[i], n) {
            return true;
        }
        i += 1;
    }
    false
}

fn is_cpp_type_class(data: &TypeData, class: &str) -> bool {
    use TypeData as D;
    match cpp_class_name(class) {
        "Type" => true,
        "MemRefType" => matches!(data, D::MemRef { .. }),
        "UnrankedMemRefType" => matches!(data, D::UnrankedMemRef { .. }),
        "BaseMemRefType" => matches!(data, D::MemRef { .. } | D::UnrankedMemRef { .. }),
        "RankedTensorType" => matches!(data, D::RankedTensor { .. }),
        "UnrankedTensorType" => matches!(data, D::UnrankedTensor { .. }),
        "TensorType" => matches!(data, D::RankedTensor { .. } | D::UnrankedTensor { .. }),
        "VectorType" => matches!(data, D::Vector { .. }),
        "ShapedType" => matches!(
            data,
            D::RankedTensor { .. }
                | D::UnrankedTensor { .. }
                | D::Vector { .. }
                | D::MemRef { .. }
                | D::UnrankedMemRef { .. }
        ),
        "FunctionType" => matches!(data, D::Function { .. }),
        "IntegerType" => matches!(data, D::Integer { .. }),
        "IndexType" => matches!(data, D::Index),
        "FloatType" => matches!(data, D::Float(_)),
        "ComplexType" => matches!(data, D::Complex(_)),
        "TupleType" => matches!(data, D::Tuple(_)),
        "NoneType" => matches!(data, D::None),
        _ => false,
    }
}

/// `TypeAttrBase<"::mlir::MemRefType", "summary"[, typePred]>`: a type
/// attribute holding a type of the builtin C++ type class `C` (one of
/// `MemRefType`, `BaseMemRefType`, `TensorType`, `RankedTensorType`,
/// `VectorType`, `ShapedType`, `FunctionType`, `IntegerType`,
/// `FloatType`, …; another class is a compile error where the constraint
/// is used) that satisfies `P`.
#[derive(Clone, Copy, Debug, Default)]
pub struct TypeAttrBase<C, S, P = super::types_lib::AnyType>(PhantomData<(C, S, P)>);
impl<C: TextArg, S: TextArg, P: TypeConstraint> TypeAttrBase<C, S, P> {
    const TEXT: ConstText = S::TEXT;
    const CLASS: ConstText = C::TEXT;
    const KNOWN: () = assert!(
        known_cpp_type_class(Self::CLASS.as_str()),
        "TypeAttrBase: the C++ type class is not a builtin type class drr knows (MemRefType, BaseMemRefType, TensorType, RankedTensorType, VectorType, ShapedType, FunctionType, IntegerType, FloatType, IndexType, ComplexType, TupleType, NoneType, Type)"
    );
}
impl<C: TextArg + 'static, S: TextArg + 'static, P: TypeConstraint> AttrConstraint
    for TypeAttrBase<C, S, P>
{
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = storage::TypeAttr;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        let () = Self::KNOWN;
        matches!(ctx.attr_data(attr), AttrData::Type(t)
            if is_cpp_type_class(ctx.type_data(*t), Self::CLASS.as_str()) && P::matches(ctx, *t))
    }
}
impl<C: TextArg + 'static, S: TextArg + 'static, P: TypeConstraint> ConstantAttrBuilder
    for TypeAttrBase<C, S, P>
{
    type Value = Type;
    fn build_constant(ctx: &mut Context, value: Type) -> Attribute {
        ctx.type_attr(value)
    }
}

attr_constraint!(
    /// `UnitAttr`: the unit attribute (a flag, present or absent).
    UnitAttr, "unit attribute", storage::UnitAttr, |ctx, d| matches!(d, AttrData::Unit)
);
impl ConstantAttrBuilder for UnitAttr {
    type Value = ();
    fn build_constant(ctx: &mut Context, _: ()) -> Attribute {
        ctx.unit_attr()
    }
}
attr_constraint!(
    /// `DictionaryAttr`: a dictionary attribute.
    DictionaryAttr, "dictionary of named attribute values", storage::DictionaryAttr,
    |ctx, d| matches!(d, AttrData::Dictionary(_))
);
/// `DefaultValuedAttr<DictionaryAttr, "{}">` (Transform's
/// `transform.apply_registered_pass`): ODS has no `constBuilderCall` for
/// it, and C++ value-initializes the attribute from `{}`, which mlir-opt
/// stores as the empty dictionary.
impl ConstantAttrBuilder for DictionaryAttr {
    type Value = Vec<crate::NamedAttribute>;
    fn build_constant(ctx: &mut Context, value: Vec<crate::NamedAttribute>) -> Attribute {
        ctx.dictionary(value)
    }
}
attr_constraint!(
    /// `SymbolRefAttr`: a (possibly nested) symbol reference.
    SymbolRefAttr, "symbol reference attribute", storage::SymbolRefAttr,
    |ctx, d| matches!(d, AttrData::SymbolRef { .. })
);
attr_constraint!(
    /// `FlatSymbolRefAttr`: a symbol reference without nested references.
    /// Its C++ storage class is `FlatSymbolRefAttr` itself: a nested
    /// reference in `<{…}>` is `Invalid attribute … in property
    /// conversion`, as in mlir-opt-22.
    FlatSymbolRefAttr, "flat symbol reference attribute", storage::SymbolRefAttr, storage: matches,
    |ctx, d| matches!(d, AttrData::SymbolRef { nested, .. } if nested.is_empty())
);
impl ConstantAttrBuilder for SymbolRefAttr {
    type Value = &'static str;
    fn build_constant(ctx: &mut Context, value: &'static str) -> Attribute {
        ctx.symbol_ref_attr(value)
    }
}
impl ConstantAttrBuilder for FlatSymbolRefAttr {
    type Value = &'static str;
    fn build_constant(ctx: &mut Context, value: &'static str) -> Attribute {
        ctx.symbol_ref_attr(value)
    }
}
attr_constraint!(
    /// `AffineMapAttr`: an `affine_map<…>` attribute.
    AffineMapAttr, "AffineMap attribute", Attribute,
    |ctx, d| matches!(d, AttrData::Opaque(t) if t.starts_with("affine_map<"))
);
attr_constraint!(
    /// `IntegerSetAttr`: an `affine_set<…>` attribute.
    IntegerSetAttr, "IntegerSet attribute", Attribute,
    |ctx, d| matches!(d, AttrData::Opaque(t) if t.starts_with("affine_set<"))
);

// ---- interfaces ----------------------------------------------------------

/// True for an attribute implementing MLIR's `ElementsAttr` interface:
/// dense (integer, float, complex, string), `dense_resource` and `sparse`
/// elements.
fn is_elements(d: &AttrData) -> bool {
    match d {
        AttrData::DenseElements { .. } | AttrData::DenseStrings { .. } => true,
        AttrData::Opaque(t) => t.starts_with("dense_resource<") || t.starts_with("sparse<"),
        _ => false,
    }
}

attr_constraint!(
    /// `ElementsAttr`: a constant tensor or vector attribute (MLIR's
    /// `ElementsAttr` interface: dense, `dense_resource` and `sparse`
    /// elements).
    ElementsAttr, "constant vector/tensor attribute", storage::ElementsAttr,
    |ctx, d| is_elements(d)
);
attr_constraint!(
    /// `ElementsAttrInterface`: the `ElementsAttr` interface as a
    /// constraint (`ElementsAttr instance`).
    ElementsAttrInterface, "ElementsAttr instance", storage::ElementsAttr,
    |ctx, d| is_elements(d)
);
attr_constraint!(
    /// `TypedAttrInterface`: an attribute with a type (MLIR's `TypedAttr`:
    /// integers, floats, strings, elements, and attributes of dialects the
    /// runtime does not model, which MLIR holds as typed `OpaqueAttr`s).
    /// Converting `<{…}>` casts to `TypedAttr`: `array<i32: 1>` there is
    /// `Invalid attribute … in property conversion`, as in mlir-opt-22.
    TypedAttrInterface, "TypedAttr instance", Attribute, storage: matches,
    |ctx, d| match d {
        AttrData::Integer { .. }
        | AttrData::BigInteger { .. }
        | AttrData::Float { .. }
        | AttrData::String { .. } => true,
        AttrData::Opaque(t) => t.starts_with('#') || is_elements(d),
        other => is_elements(other),
    }
);

// ---- elements -------------------------------------------------------------

/// The element type of a dense int-or-float elements attribute, with its
/// shaped type's dimensions.
fn dense_int_or_fp<'a>(ctx: &'a Context, d: &AttrData) -> Option<(&'a TypeData, &'a [i64])> {
    let AttrData::DenseElements { ty, .. } = d else {
        return None;
    };
    match ctx.type_data(*ty) {
        TypeData::RankedTensor { element, shape, .. } | TypeData::Vector { element, shape, .. } => {
            Some((ctx.type_data(*element), shape))
        }
        TypeData::UnrankedTensor { element } => Some((ctx.type_data(*element), &[])),
        _ => None,
    }
}

/// `isa<DenseIntElementsAttr>`: dense elements of integers or `index`.
fn dense_int<'a>(ctx: &'a Context, d: &AttrData) -> Option<(&'a TypeData, &'a [i64])> {
    dense_int_or_fp(ctx, d).filter(|(e, _)| matches!(e, TypeData::Integer { .. } | TypeData::Index))
}

/// `isa<DenseFPElementsAttr>`: dense elements of floats.
fn dense_fp<'a>(ctx: &'a Context, d: &AttrData) -> Option<(&'a TypeData, &'a [i64])> {
    dense_int_or_fp(ctx, d).filter(|(e, _)| matches!(e, TypeData::Float(_)))
}

/// An attribute the runtime keeps as text that is an elements attribute
/// of another class than the dense ones (`dense_resource<…>`,
/// `sparse<…>`): never a `DenseElementsAttr`.
fn is_non_dense_elements_text(d: &AttrData) -> bool {
    matches!(d, AttrData::Opaque(t) if t.starts_with("dense_resource<") || t.starts_with("sparse<"))
}

/// Whether converting `<{…}>` accepts `attr` for a constraint stored as
/// `::mlir::DenseElementsAttr` (`FloatElementsAttr<N>`,
/// `StringElementsAttr`): dense elements of any kind, or an attribute kept
/// as text that may be one.
pub(crate) fn dense_storage(ctx: &Context, attr: Attribute) -> bool {
    let d = ctx.attr_data(attr);
    match d {
        AttrData::DenseElements { .. } | AttrData::DenseStrings { .. } => true,
        AttrData::Opaque(_) => !is_non_dense_elements_text(d),
        _ => false,
    }
}

/// Whether converting `<{…}>` accepts `attr` for a constraint stored as
/// `::mlir::DenseIntElementsAttr` (ODS's `IntElementsAttrBase` family):
/// dense integer or `index` elements (mlir-opt-22: `Invalid attribute … in
/// property conversion` for float, complex or string elements).
pub(crate) fn dense_int_storage(ctx: &Context, attr: Attribute) -> bool {
    let d = ctx.attr_data(attr);
    match d {
        AttrData::Opaque(_) => !is_non_dense_elements_text(d),
        _ => dense_int(ctx, d).is_some(),
    }
}

/// Whether converting `<{…}>` accepts `attr` for a constraint stored as
/// `::mlir::DenseFPElementsAttr` (`RankedFloatElementsAttr<N, […]>`):
/// dense float elements.
pub(crate) fn dense_fp_storage(ctx: &Context, attr: Attribute) -> bool {
    let d = ctx.attr_data(attr);
    match d {
        AttrData::Opaque(_) => !is_non_dense_elements_text(d),
        _ => dense_fp(ctx, d).is_some(),
    }
}

attr_constraint!(
    /// `DenseElementsAttr` (MLIR's C++ class; no ODS def): dense integer,
    /// float, complex or string elements.
    DenseElementsAttr, "constant vector/tensor attribute", storage::ElementsAttr, storage: dense_storage,
    |ctx, d| matches!(d, AttrData::DenseElements { .. } | AttrData::DenseStrings { .. })
);
attr_constraint!(
    /// `DenseIntElementsAttr` (MLIR's C++ class; no ODS def): dense
    /// integer or `index` elements, as `AnyIntElementsAttr`.
    DenseIntElementsAttr, "integer elements attribute", storage::ElementsAttr, storage: dense_int_storage,
    |ctx, d| dense_int(ctx, d).is_some()
);
attr_constraint!(
    /// `DenseFPElementsAttr` (MLIR's C++ class; no ODS def): dense float
    /// elements.
    DenseFPElementsAttr, "floating-point elements attribute", storage::ElementsAttr, storage: dense_fp_storage,
    |ctx, d| dense_fp(ctx, d).is_some()
);
attr_constraint!(
    /// `AnyIntElementsAttr`: dense integer or `index` elements.
    AnyIntElementsAttr, "integer elements attribute", storage::ElementsAttr, storage: dense_int_storage,
    |ctx, d| dense_int(ctx, d).is_some()
);
attr_constraint!(
    /// `IndexElementsAttr`: dense `index` elements.
    IndexElementsAttr, "index elements attribute", storage::ElementsAttr, storage: dense_int_storage,
    |ctx, d| dense_int(ctx, d).is_some_and(|(e, _)| matches!(e, TypeData::Index))
);
attr_constraint!(
    /// `AnyFloatElementsAttr` (not an MLIR def; kept for earlier users of
    /// this library): dense float elements.
    AnyFloatElementsAttr, "floating-point elements attribute", storage::ElementsAttr,
    |ctx, d| dense_fp(ctx, d).is_some()
);
attr_constraint!(
    /// `StringElementsAttr`: dense string elements.
    StringElementsAttr, "string elements attribute", storage::ElementsAttr, storage: dense_storage,
    |ctx, d| matches!(d, AttrData::DenseStrings { .. })
);

/// `IntElementsAttrOf<width>`: dense integer elements of `width` bits, any
/// signedness.
#[derive(Clone, Copy, Debug, Default)]
pub struct IntElementsAttrOf<const W: i64>;
impl<const W: i64> IntElementsAttrOf<W> {
    const TEXT: ConstText = ConstText::new()
        .push_int(W)
        .push("-bit integer elements attribute");
}
impl<const W: i64> AttrConstraint for IntElementsAttrOf<W> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = storage::ElementsAttr;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        dense_int(ctx, ctx.attr_data(attr)).is_some_and(
            |(e, _)| matches!(e, TypeData::Integer { width, .. } if i64::from(*width) == W),
        )
    }
    // Stored as `::mlir::DenseIntElementsAttr`.
    fn storage_matches(ctx: &Context, attr: Attribute) -> bool {
        dense_int_storage(ctx, attr)
    }
}
/// `AnyI32ElementsAttr`.
pub type AnyI32ElementsAttr = IntElementsAttrOf<32>;
/// `AnyI64ElementsAttr`.
pub type AnyI64ElementsAttr = IntElementsAttrOf<64>;

/// `SignlessIntElementsAttr<width>`: dense signless integer elements of
/// `width` bits. Its constant is a 0-d tensor holding the value
/// (`ConstantAttr<I32ElementsAttr, "0">` is `dense<0> : tensor<i32>`).
#[derive(Clone, Copy, Debug, Default)]
pub struct SignlessIntElementsAttr<const W: i64>;
impl<const W: i64> SignlessIntElementsAttr<W> {
    const TEXT: ConstText = ConstText::new()
        .push_int(W)
        .push("-bit signless integer elements attribute");
}
impl<const W: i64> AttrConstraint for SignlessIntElementsAttr<W> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = storage::ElementsAttr;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        dense_int(ctx, ctx.attr_data(attr)).is_some_and(|(e, _)| {
            matches!(e, TypeData::Integer { width, signedness: Signedness::Signless } if i64::from(*width) == W)
        })
    }
    // Stored as `::mlir::DenseIntElementsAttr`.
    fn storage_matches(ctx: &Context, attr: Attribute) -> bool {
        dense_int_storage(ctx, attr)
    }
}
impl<const W: i64> ConstantAttrBuilder for SignlessIntElementsAttr<W> {
    type Value = i64;
    fn build_constant(ctx: &mut Context, value: i64) -> Attribute {
        let width = W.clamp(1, 128) as u32;
        let elem = ctx.integer_type(width, Signedness::Signless);
        let ty = ctx.tensor_type(Vec::new(), elem);
        // Stored as an integer attribute's value is (sign-extended for a
        // signless type).
        let bits = ctx.normalize_int(elem, i128::from(value)) as u128;
        ctx.intern_attr(AttrData::DenseElements {
            ty,
            splat: true,
            values: vec![bits],
        })
    }
}
/// `I32ElementsAttr`.
pub type I32ElementsAttr = SignlessIntElementsAttr<32>;
/// `I64ElementsAttr`.
pub type I64ElementsAttr = SignlessIntElementsAttr<64>;

/// `RankedSignlessIntElementsAttr<width, [dims…]>`: signless integer
/// elements of `width` bits and exactly this shape.
#[derive(Clone, Copy, Debug, Default)]
pub struct RankedSignlessIntElementsAttr<const W: i64, D>(PhantomData<D>);
impl<const W: i64, D: IntList> RankedSignlessIntElementsAttr<W, D> {
    const TEXT: ConstText = ConstText::new()
        .push_int(W)
        .push("-bit signless int elements attribute of shape [")
        .push_text(&D::ITEMS.join(", "))
        .push("]");
}
impl<const W: i64, D: IntList> AttrConstraint for RankedSignlessIntElementsAttr<W, D> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = storage::ElementsAttr;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        SignlessIntElementsAttr::<W>::matches(ctx, attr)
            && dense_int(ctx, ctx.attr_data(attr)).is_some_and(|(_, s)| shape_is::<D>(s))
    }
    // Stored as `::mlir::DenseIntElementsAttr`.
    fn storage_matches(ctx: &Context, attr: Attribute) -> bool {
        dense_int_storage(ctx, attr)
    }
}
/// ODS's `constBuilderCall`: `DenseIntElementsAttr::get(RankedTensorType::
/// get({dims…}, iN), ArrayRef($0))`, so a default such as `"{ 1 }"` (a
/// one-element list) is a splat of the shape, and a list with one value per
/// element holds them in order. Another count is a C++ assertion in MLIR;
/// here the list is cut or padded with its last value (never reached by a
/// verified op's default of the right size).
impl<const W: i64, D: IntList> ConstantAttrBuilder for RankedSignlessIntElementsAttr<W, D> {
    type Value = Vec<i64>;
    fn build_constant(ctx: &mut Context, value: Vec<i64>) -> Attribute {
        let width = W.clamp(1, 128) as u32;
        let elem = ctx.integer_type(width, Signedness::Signless);
        let bits: Vec<u128> = value
            .iter()
            .map(|&v| ctx.normalize_int(elem, i128::from(v)) as u128)
            .collect();
        ranked_dense::<D>(ctx, elem, bits)
    }
}

/// The dense elements attribute of a tensor of shape `D` and element type
/// `elem` holding `bits` (the elements' bit patterns): one value is a
/// splat, one per element are stored in order, another count is cut or
/// padded with the last value (see the builders' docs).
fn ranked_dense<D: IntList>(ctx: &mut Context, elem: Type, bits: Vec<u128>) -> Attribute {
    let shape: Vec<i64> = (0..D::LEN).filter_map(D::nth).collect();
    let ty = ctx.tensor_type(shape.clone(), elem);
    let count = shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))
        .unwrap_or(0);
    let splat = bits.len() == 1 || bits.windows(2).all(|w| w[0] == w[1]);
    let values = if splat {
        bits.first().copied().into_iter().collect()
    } else {
        let last = *bits.last().expect("not a splat: two values or more");
        let mut v = bits;
        v.resize(count, last);
        v
    };
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        splat: splat && !values.is_empty(),
        values,
    })
}
/// `RankedI32ElementsAttr<[dims…]>`.
pub type RankedI32ElementsAttr<D> = RankedSignlessIntElementsAttr<32, D>;
/// `RankedI64ElementsAttr<[dims…]>`.
pub type RankedI64ElementsAttr<D> = RankedSignlessIntElementsAttr<64, D>;

fn shape_is<D: IntList>(shape: &[i64]) -> bool {
    shape.len() == D::LEN && shape.iter().enumerate().all(|(i, &d)| D::nth(i) == Some(d))
}

/// The float type `isF<width>()` tests.
fn is_float_width(e: &TypeData, w: i64) -> bool {
    matches!(
        (e, w),
        (TypeData::Float(FloatKind::F16), 16)
            | (TypeData::Float(FloatKind::F32), 32)
            | (TypeData::Float(FloatKind::F64), 64)
            | (TypeData::Float(FloatKind::F80), 80)
            | (TypeData::Float(FloatKind::F128), 128)
    )
}

/// `FloatElementsAttr<width>`: dense float elements of `F<width>`.
#[derive(Clone, Copy, Debug, Default)]
pub struct FloatElementsAttr<const W: i64>;
impl<const W: i64> FloatElementsAttr<W> {
    const TEXT: ConstText = ConstText::new()
        .push_int(W)
        .push("-bit float elements attribute");
}
impl<const W: i64> AttrConstraint for FloatElementsAttr<W> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = storage::ElementsAttr;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        dense_fp(ctx, ctx.attr_data(attr)).is_some_and(|(e, _)| is_float_width(e, W))
    }
    // Stored as `::mlir::DenseElementsAttr`.
    fn storage_matches(ctx: &Context, attr: Attribute) -> bool {
        dense_storage(ctx, attr)
    }
}
/// `F32ElementsAttr` (older MLIR releases).
pub type F32ElementsAttr = FloatElementsAttr<32>;
/// `F64ElementsAttr`.
pub type F64ElementsAttr = FloatElementsAttr<64>;

/// `RankedFloatElementsAttr<width, [dims…]>`.
#[derive(Clone, Copy, Debug, Default)]
pub struct RankedFloatElementsAttr<const W: i64, D>(PhantomData<D>);
impl<const W: i64, D: IntList> RankedFloatElementsAttr<W, D> {
    const TEXT: ConstText = ConstText::new()
        .push_int(W)
        .push("-bit float elements attribute of shape [")
        .push_text(&D::ITEMS.join(", "))
        .push("]");
}
impl<const W: i64, D: IntList> AttrConstraint for RankedFloatElementsAttr<W, D> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = storage::ElementsAttr;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        dense_fp(ctx, ctx.attr_data(attr))
            .is_some_and(|(e, s)| is_float_width(e, W) && shape_is::<D>(s))
    }
    // Stored as `::mlir::DenseFPElementsAttr`.
    fn storage_matches(ctx: &Context, attr: Attribute) -> bool {
        dense_fp_storage(ctx, attr)
    }
}
/// ODS's `constBuilderCall`: `DenseElementsAttr::get(RankedTensorType::
/// get({dims…}, getF<width>Type()), ArrayRef($0))`, so a scalar
/// (`ConstantAttr<RankedF32ElementsAttr<[]>, "1.0f">`) or a one-element
/// list is a splat of the shape and a list with one value per element
/// holds them in order, each rounded to the element type. Another count
/// is a C++ assertion in MLIR; here the list is cut or padded with its
/// last value, as for [`RankedSignlessIntElementsAttr`].
impl<const W: i64, D: IntList> ConstantAttrBuilder for RankedFloatElementsAttr<W, D> {
    type Value = Vec<f64>;
    fn build_constant(ctx: &mut Context, value: Vec<f64>) -> Attribute {
        let kind = match W {
            16 => FloatKind::F16,
            64 => FloatKind::F64,
            80 => FloatKind::F80,
            128 => FloatKind::F128,
            _ => FloatKind::F32,
        };
        let elem = ctx.float_type(kind);
        let bits: Vec<u128> = value
            .iter()
            .map(|&v| crate::text::float::float_bits_from_f64(kind, v))
            .collect();
        ranked_dense::<D>(ctx, elem, bits)
    }
}
/// `RankedF32ElementsAttr<[dims…]>`.
pub type RankedF32ElementsAttr<D> = RankedFloatElementsAttr<32, D>;
/// `RankedF64ElementsAttr<[dims…]>`.
pub type RankedF64ElementsAttr<D> = RankedFloatElementsAttr<64, D>;

// ---- dense arrays ----------------------------------------------------------

macro_rules! dense_array_attrs {
    ($($name:ident = $pat:pat, $value:ty, $summary:literal;)*) => {$(
        #[doc = concat!("`", stringify!($name), "`: ", $summary, ".")]
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;
        impl AttrConstraint for $name {
            const SUMMARY: &'static str = $summary;
            type Storage = storage::DenseArrayAttr;
            #[inline]
            fn matches(ctx: &Context, attr: Attribute) -> bool {
                matches!(ctx.attr_data(attr), AttrData::DenseArray { element, .. } if matches!(ctx.type_data(*element), $pat))
            }
            // The storage class is the dense array class of this element
            // type (`::mlir::DenseI16ArrayAttr`): another array fails when
            // `<{…}>` is read (`Invalid attribute … in property conversion`).
            fn storage_matches(ctx: &Context, attr: Attribute) -> bool {
                Self::matches(ctx, attr)
            }
        }
    )*};
}
dense_array_attrs! {
    DenseBoolArrayAttr = TypeData::Integer { width: 1, signedness: Signedness::Signless }, bool, "i1 dense array attribute";
    DenseI8ArrayAttr = TypeData::Integer { width: 8, signedness: Signedness::Signless }, i8, "i8 dense array attribute";
    DenseI16ArrayAttr = TypeData::Integer { width: 16, signedness: Signedness::Signless }, i16, "i16 dense array attribute";
    DenseI32ArrayAttr = TypeData::Integer { width: 32, signedness: Signedness::Signless }, i32, "i32 dense array attribute";
    DenseI64ArrayAttr = TypeData::Integer { width: 64, signedness: Signedness::Signless }, i64, "i64 dense array attribute";
    DenseF32ArrayAttr = TypeData::Float(FloatKind::F32), f32, "f32 dense array attribute";
    DenseF64ArrayAttr = TypeData::Float(FloatKind::F64), f64, "f64 dense array attribute";
}

macro_rules! dense_int_array_builders {
    ($($name:ident = $width:literal, $value:ty;)*) => {$(
        impl ConstantAttrBuilder for $name {
            type Value = Vec<$value>;
            fn build_constant(ctx: &mut Context, value: Vec<$value>) -> Attribute {
                let element = ctx.int_type($width);
                // Sign-extended from the element width, as the parser
                // stores them (`true` in an `i1` array is all ones).
                let shift = 128 - $width;
                let values = value
                    .into_iter()
                    .map(|v| (((i128::from(v) << shift) >> shift) as i64) as u64)
                    .collect();
                ctx.intern_attr(AttrData::DenseArray { element, values })
            }
        }
    )*};
}
dense_int_array_builders! {
    DenseBoolArrayAttr = 1, bool;
    DenseI8ArrayAttr = 8, i8;
    DenseI16ArrayAttr = 16, i16;
    DenseI32ArrayAttr = 32, i32;
    DenseI64ArrayAttr = 64, i64;
}
impl ConstantAttrBuilder for DenseF32ArrayAttr {
    type Value = Vec<f32>;
    fn build_constant(ctx: &mut Context, value: Vec<f32>) -> Attribute {
        let element = ctx.float_type(FloatKind::F32);
        let values = value.into_iter().map(|v| u64::from(v.to_bits())).collect();
        ctx.intern_attr(AttrData::DenseArray { element, values })
    }
}
impl ConstantAttrBuilder for DenseF64ArrayAttr {
    type Value = Vec<f64>;
    fn build_constant(ctx: &mut Context, value: Vec<f64>) -> Attribute {
        let element = ctx.float_type(FloatKind::F64);
        let values = value.into_iter().map(f64::to_bits).collect();
        ctx.intern_attr(AttrData::DenseArray { element, values })
    }
}

// ---- arrays ----------------------------------------------------------------

attr_constraint!(
    /// `ArrayAttr`: an array attribute.
    ArrayAttr, "array attribute", storage::ArrayAttr, |ctx, d| matches!(d, AttrData::Array(_))
);
impl ConstantAttrBuilder for ArrayAttr {
    type Value = Vec<Attribute>;
    fn build_constant(ctx: &mut Context, value: Vec<Attribute>) -> Attribute {
        ctx.array_attr(value)
    }
}

/// `TypedArrayAttrBase<A, "summary">`: an array attribute whose elements
/// all satisfy `A`.
#[derive(Clone, Copy, Debug, Default)]
pub struct TypedArrayAttrBase<A, S>(PhantomData<(A, S)>);
impl<A: AttrConstraint, S: TextArg> AttrConstraint for TypedArrayAttrBase<A, S> {
    const SUMMARY: &'static str = as_static(&S::TEXT);
    type Storage = storage::ArrayAttr;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        array_of(ctx, ctx.attr_data(attr), A::matches)
    }
}

// ODS's `TypedArrayAttrBase` is an `ArrayAttrBase`, whose constant builder
// is `$_builder.getArrayAttr($0)`: a list of attributes (`"{}"`, the
// default value StableHLO's `custom_call` gives its symbol and alias arrays,
// is the empty one).
impl<A: AttrConstraint, S: TextArg> ConstantAttrBuilder for TypedArrayAttrBase<A, S> {
    type Value = Vec<Attribute>;
    fn build_constant(ctx: &mut Context, value: Vec<Attribute>) -> Attribute {
        ctx.array_attr(value)
    }
}

fn array_of(ctx: &Context, d: &AttrData, f: impl Fn(&Context, Attribute) -> bool) -> bool {
    matches!(d, AttrData::Array(elems) if elems.iter().all(|&e| f(ctx, e)))
}

macro_rules! typed_arrays {
    ($($name:ident = $elem:ty, $summary:literal;)*) => {$(
        attr_constraint!(
            #[doc = concat!("`", stringify!($name), "`: an array of `", stringify!($elem), "` (", $summary, ").")]
            $name, $summary, storage::ArrayAttr,
            |ctx, d| array_of(ctx, d, <$elem as AttrConstraint>::matches)
        );
    )*};
}
typed_arrays! {
    LocationArrayAttr = LocationAttr, "location array attribute";
    AffineMapArrayAttr = AffineMapAttr, "AffineMap array attribute";
    BoolArrayAttr = BoolAttr, "1-bit boolean array attribute";
    I32ArrayAttr = I32Attr, "32-bit integer array attribute";
    I64ArrayAttr = I64Attr, "64-bit integer array attribute";
    I64SmallVectorArrayAttr = I64Attr, "64-bit integer array attribute";
    F32ArrayAttr = F32Attr, "32-bit float array attribute";
    F64ArrayAttr = F64Attr, "64-bit float array attribute";
    StrArrayAttr = StrAttr, "string array attribute";
    TypeArrayAttr = TypeAttr, "type array attribute";
    IndexListArrayAttr = I64ArrayAttr, "Array of 64-bit integer array attributes";
    DictArrayAttr = DictionaryAttr, "Array of dictionary attributes";
    SymbolRefArrayAttr = SymbolRefAttr, "symbol ref array attribute";
    FlatSymbolRefArrayAttr = FlatSymbolRefAttr, "flat symbol ref array attribute";
}

macro_rules! array_builders {
    ($($name:ident = $elem:ident, $value:ty;)*) => {$(
        impl ConstantAttrBuilder for $name {
            type Value = Vec<$value>;
            fn build_constant(ctx: &mut Context, value: Vec<$value>) -> Attribute {
                let elems = value.into_iter().map(|v| $elem::build_constant(ctx, v)).collect();
                ctx.array_attr(elems)
            }
        }
    )*};
}
// The typed arrays ODS defines without a `constBuilderCall` of their own
// inherit `ArrayAttrBase`'s (`getArrayAttr`), which takes attributes.
macro_rules! attribute_list_builders {
    ($($name:ident),*) => {$(
        impl ConstantAttrBuilder for $name {
            type Value = Vec<Attribute>;
            fn build_constant(ctx: &mut Context, value: Vec<Attribute>) -> Attribute {
                ctx.array_attr(value)
            }
        }
    )*};
}
attribute_list_builders!(
    LocationArrayAttr,
    AffineMapArrayAttr,
    IndexListArrayAttr,
    DictArrayAttr,
    SymbolRefArrayAttr,
    FlatSymbolRefArrayAttr
);

array_builders! {
    BoolArrayAttr = BoolAttr, bool;
    I32ArrayAttr = I32Attr, i32;
    I64ArrayAttr = I64Attr, i64;
    I64SmallVectorArrayAttr = I64Attr, i64;
    F32ArrayAttr = F32Attr, f32;
    F64ArrayAttr = F64Attr, f64;
    StrArrayAttr = StrAttr, &'static str;
    TypeArrayAttr = TypeAttr, Type;
}

// ---- constants ---------------------------------------------------------------

macro_rules! named_constants {
    ($($(#[$doc:meta])* $name:ident = $attr:ident, $value:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;
        impl ConstantAttrValue for $name {
            type Constraint = $attr;
            fn build(ctx: &mut Context) -> Attribute {
                $attr::build_constant(ctx, $value)
            }
        }
    )*};
}
named_constants! {
    /// `ConstBoolAttrFalse`: `false`.
    ConstBoolAttrFalse = BoolAttr, false;
    /// `ConstBoolAttrTrue`: `true`.
    ConstBoolAttrTrue = BoolAttr, true;
    /// `ConstUnitAttr`: `unit`.
    ConstUnitAttr = UnitAttr, ();
}

/// `AnyAttrOf<[A, B], "summary">`: some listed constraint holds. The
/// summary defaults to the members' joined with ` or `; the storage type
/// is [`Attribute`].
#[derive(Clone, Copy, Debug, Default)]
pub struct AnyAttrOf<L, S = super::lists::End>(PhantomData<(L, S)>);
impl<L: AttrConstraintList, S: TextArg> AnyAttrOf<L, S> {
    const TEXT: ConstText = if S::TEXT.is_empty() {
        L::ITEMS.join(" or ")
    } else {
        S::TEXT
    };
}
impl<L: AttrConstraintList, S: TextArg> AttrConstraint for AnyAttrOf<L, S> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    const MATCHES_ABSENT: bool = L::ANY_ABSENT;
    type Storage = Attribute;
    #[inline]
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        L::any_match(ctx, attr)
    }
    fn matches_absent(ctx: &Context) -> bool {
        L::any_absent(ctx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods::lists::{Attrs, Chunk, End, Ints};
    use crate::ods::types_lib::{AnyType, F32, I32, NoneType};

    const ATTRS: &[&str] = &[
        "1 : i32",
        "-1 : i64",
        "true",
        "3 : si8",
        "200 : ui8",
        "7 : index",
        "1.5 : f32",
        "2.5 : f64",
        "0.5 : f16",
        "\"s\"",
        "\"t\" : i32",
        "unit",
        "[1 : i32, 2 : i32]",
        "[[1, 2], [3]]",
        "[\"a\"]",
        "[]",
        "{a = 1 : i32}",
        "f32",
        "@sym",
        "@sym::@nested",
        "array<i64: 1, 2>",
        "array<i1: true, false>",
        "array<f32: 1.0>",
        "dense<1> : tensor<2xi32>",
        "dense<[1, 2]> : tensor<2xi64>",
        "dense<1> : tensor<2x3xsi32>",
        "dense<1.0> : tensor<2xf32>",
        "dense<1.0> : tensor<4xf64>",
        "dense<[1, 2]> : vector<2xindex>",
        "dense<\"x\"> : tensor<2x!foo.str>",
        "dense<(1.0, 2.0)> : tensor<complex<f32>>",
        "affine_map<(d0) -> (d0)>",
        "affine_set<(d0) : (d0 >= 0)>",
        "loc(\"x\")",
        "#foo.bar",
    ];

    fn accepted<C: AttrConstraint>() -> Vec<&'static str> {
        let mut ctx = Context::new();
        ATTRS
            .iter()
            .copied()
            .filter(|t| {
                let a = crate::text::parse_attribute(&mut ctx, t)
                    .unwrap_or_else(|e| panic!("{t}: {e:?}"));
                C::matches(&ctx, a)
            })
            .collect()
    }

    #[test]
    fn scalar_attribute_kinds() {
        assert_eq!(accepted::<I32Attr>(), ["1 : i32"]);
        assert_eq!(accepted::<SI8Attr>(), ["3 : si8"]);
        assert_eq!(accepted::<UI8Attr>(), ["200 : ui8"]);
        assert_eq!(accepted::<AnyI8Attr>(), ["3 : si8", "200 : ui8"]);
        assert_eq!(accepted::<AnyI1Attr>(), ["true"]);
        assert_eq!(accepted::<BoolAttr>(), ["true"]);
        assert_eq!(accepted::<IndexAttr>(), ["7 : index"]);
        assert_eq!(
            accepted::<APIntAttr>(),
            [
                "1 : i32",
                "-1 : i64",
                "true",
                "3 : si8",
                "200 : ui8",
                "7 : index"
            ]
        );
        assert_eq!(accepted::<F32Attr>(), ["1.5 : f32"]);
        assert_eq!(accepted::<F64Attr>(), ["2.5 : f64"]);
        assert_eq!(accepted::<StrAttr>(), ["\"s\"", "\"t\" : i32"]);
        assert_eq!(accepted::<TypedStrAttr<I32>>(), ["\"t\" : i32"]);
        assert_eq!(accepted::<TypedStrAttr<NoneType>>(), ["\"s\""]);
        assert_eq!(
            accepted::<TypedStrAttr<AnyType>>(),
            ["\"s\"", "\"t\" : i32"]
        );
        assert_eq!(accepted::<UnitAttr>(), ["unit"]);
        assert_eq!(accepted::<DictionaryAttr>(), ["{a = 1 : i32}"]);
        assert_eq!(accepted::<TypeAttr>(), ["f32"]);
        assert_eq!(accepted::<TypeAttrOf<F32>>(), ["f32"]);
        assert_eq!(accepted::<TypeAttrOf<I32>>(), Vec::<&str>::new());
        assert_eq!(accepted::<SymbolRefAttr>(), ["@sym", "@sym::@nested"]);
        assert_eq!(accepted::<FlatSymbolRefAttr>(), ["@sym"]);
        assert_eq!(accepted::<AffineMapAttr>(), ["affine_map<(d0) -> (d0)>"]);
        assert_eq!(
            accepted::<IntegerSetAttr>(),
            ["affine_set<(d0) : (d0 >= 0)>"]
        );
        assert_eq!(accepted::<LocationAttr>(), ["loc(\"x\")"]);
    }

    #[test]
    fn arrays_and_elements() {
        assert_eq!(
            accepted::<ArrayAttr>(),
            ["[1 : i32, 2 : i32]", "[[1, 2], [3]]", "[\"a\"]", "[]"]
        );
        assert_eq!(accepted::<I32ArrayAttr>(), ["[1 : i32, 2 : i32]", "[]"]);
        assert_eq!(accepted::<StrArrayAttr>(), ["[\"a\"]", "[]"]);
        assert_eq!(accepted::<IndexListArrayAttr>(), ["[[1, 2], [3]]", "[]"]);
        type S = Chunk<0x73, End>;
        assert_eq!(
            accepted::<TypedArrayAttrBase<StrAttr, S>>(),
            ["[\"a\"]", "[]"]
        );
        assert_eq!(accepted::<DenseI64ArrayAttr>(), ["array<i64: 1, 2>"]);
        assert_eq!(accepted::<DenseBoolArrayAttr>(), ["array<i1: true, false>"]);
        assert_eq!(accepted::<DenseF32ArrayAttr>(), ["array<f32: 1.0>"]);
        let dense = [
            "dense<1> : tensor<2xi32>",
            "dense<[1, 2]> : tensor<2xi64>",
            "dense<1> : tensor<2x3xsi32>",
            "dense<1.0> : tensor<2xf32>",
            "dense<1.0> : tensor<4xf64>",
            "dense<[1, 2]> : vector<2xindex>",
            "dense<\"x\"> : tensor<2x!foo.str>",
            "dense<(1.0, 2.0)> : tensor<complex<f32>>",
        ];
        assert_eq!(accepted::<ElementsAttr>(), dense);
        assert_eq!(accepted::<DenseElementsAttr>(), dense);
        assert_eq!(
            accepted::<DenseIntElementsAttr>(),
            [dense[0], dense[1], dense[2], dense[5]]
        );
        assert_eq!(
            accepted::<AnyIntElementsAttr>(),
            accepted::<DenseIntElementsAttr>()
        );
        assert_eq!(accepted::<DenseFPElementsAttr>(), [dense[3], dense[4]]);
        assert_eq!(accepted::<IndexElementsAttr>(), [dense[5]]);
        assert_eq!(accepted::<StringElementsAttr>(), [dense[6]]);
        assert_eq!(accepted::<I32ElementsAttr>(), [dense[0]]);
        assert_eq!(accepted::<AnyI32ElementsAttr>(), [dense[0], dense[2]]);
        assert_eq!(accepted::<I64ElementsAttr>(), [dense[1]]);
        assert_eq!(accepted::<F64ElementsAttr>(), [dense[4]]);
        assert_eq!(
            accepted::<RankedI64ElementsAttr<Ints<2, End>>>(),
            [dense[1]]
        );
        assert_eq!(
            accepted::<RankedI32ElementsAttr<Ints<3, End>>>(),
            Vec::<&str>::new()
        );
        assert_eq!(
            accepted::<RankedF64ElementsAttr<Ints<4, End>>>(),
            [dense[4]]
        );
        let typed = accepted::<TypedAttrInterface>();
        assert!(typed.contains(&"1.5 : f32") && typed.contains(&"#foo.bar"));
        assert!(!typed.contains(&"unit") && !typed.contains(&"[]"));
    }

    #[test]
    fn summaries_are_mlirs() {
        assert_eq!(
            TypedStrAttr::<I32>::SUMMARY,
            "string attribute of 32-bit signless integer"
        );
        assert_eq!(TypeAttrOf::<F32>::SUMMARY, "type attribute of 32-bit float");
        assert_eq!(
            AnyI64ElementsAttr::SUMMARY,
            "64-bit integer elements attribute"
        );
        assert_eq!(
            I32ElementsAttr::SUMMARY,
            "32-bit signless integer elements attribute"
        );
        assert_eq!(
            RankedI32ElementsAttr::<Ints<2, Ints<3, End>>>::SUMMARY,
            "32-bit signless int elements attribute of shape [2, 3]"
        );
        assert_eq!(F64ElementsAttr::SUMMARY, "64-bit float elements attribute");
        assert_eq!(
            RankedF32ElementsAttr::<Ints<4, End>>::SUMMARY,
            "32-bit float elements attribute of shape [4]"
        );
        assert_eq!(
            AnyAttrOf::<Attrs<I32Attr, Attrs<StrAttr, End>>>::SUMMARY,
            "32-bit signless integer attribute or string attribute"
        );
        assert_eq!(TypedAttrInterface::SUMMARY, "TypedAttr instance");
    }

    #[test]
    fn constant_builders() {
        let mut ctx = Context::new();
        let a = DenseI64ArrayAttr::build_constant(&mut ctx, vec![1, -2]);
        let b = crate::text::parse_attribute(&mut ctx, "array<i64: 1, -2>").unwrap();
        assert_eq!(a, b);
        let a = I32ArrayAttr::build_constant(&mut ctx, vec![3]);
        let b = crate::text::parse_attribute(&mut ctx, "[3 : i32]").unwrap();
        assert_eq!(a, b);
        let a = I64ElementsAttr::build_constant(&mut ctx, -1);
        let b = crate::text::parse_attribute(&mut ctx, "dense<-1> : tensor<i64>").unwrap();
        assert_eq!(a, b);
        let a = ConstBoolAttrTrue::build(&mut ctx);
        assert_eq!(a, ctx.bool_attr(true));
        let a = DenseBoolArrayAttr::build_constant(&mut ctx, vec![true, false]);
        let b = crate::text::parse_attribute(&mut ctx, "array<i1: true, false>").unwrap();
        assert_eq!(a, b);
    }
}
