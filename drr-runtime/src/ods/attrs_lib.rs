//! The standard attribute constraints (MLIR's `CommonAttrConstraints.td`):
//! unit structs implementing [`AttrConstraint`] with MLIR's summaries and
//! storage types, [`ConstantAttrBuilder`] where ODS has a
//! `constBuilderCall`, and the combinators [`AllAttrOf`] and [`AnyAttrOf`].

use std::borrow::Cow;
use std::marker::PhantomData;

use super::constraint::{AttrConstraint, ConstantAttrBuilder};
use super::storage::{self, AttrStorage};
use crate::{AttrData, Attribute, Context, FloatKind, Signedness, TypeData};

macro_rules! attr_constraint {
    ($(#[$doc:meta])* $name:ident, $summary:literal, $storage:ty, |$ctx:ident, $data:ident| $pred:expr) => {
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
        }
    };
}

#[inline]
fn is_int_type(ctx: &Context, ty: crate::Type, width: u32, sign: Signedness) -> bool {
    ctx.is_integer_type(ty, width, sign)
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
    SI8Attr = 8, Signed, i8, "8-bit signed integer attribute";
    SI16Attr = 16, Signed, i16, "16-bit signed integer attribute";
    SI32Attr = 32, Signed, i32, "32-bit signed integer attribute";
    SI64Attr = 64, Signed, i64, "64-bit signed integer attribute";
    UI8Attr = 8, Unsigned, u8, "8-bit unsigned integer attribute";
    UI16Attr = 16, Unsigned, u16, "16-bit unsigned integer attribute";
    UI32Attr = 32, Unsigned, u32, "32-bit unsigned integer attribute";
    UI64Attr = 64, Unsigned, u64, "64-bit unsigned integer attribute";
}

attr_constraint!(
    /// `AnyAttr`: any attribute.
    AnyAttr, "any attribute", Attribute, |ctx, d| { let _ = d; true }
);
attr_constraint!(
    /// `AnyI32Attr`: a 32-bit integer attribute of any signedness.
    AnyI32Attr, "32-bit integer attribute", storage::IntegerAttr,
    |ctx, d| matches!(d, AttrData::Integer { ty, .. } if matches!(ctx.type_data(*ty), TypeData::Integer { width: 32, .. }))
);
attr_constraint!(
    /// `AnyI64Attr`: a 64-bit integer attribute of any signedness.
    AnyI64Attr, "64-bit integer attribute", storage::IntegerAttr,
    |ctx, d| matches!(d, AttrData::Integer { ty, .. } if matches!(ctx.type_data(*ty), TypeData::Integer { width: 64, .. }))
);
attr_constraint!(
    /// `AnyIntegerAttr`: an integer attribute of any width.
    AnyIntegerAttr, "integer attribute", storage::IntegerAttr,
    |ctx, d| matches!(d, AttrData::Integer { ty, .. } if matches!(ctx.type_data(*ty), TypeData::Integer { .. }))
);
attr_constraint!(
    /// `IndexAttr`: an integer attribute of type `index`.
    IndexAttr, "index attribute", storage::IntegerAttr,
    |ctx, d| matches!(d, AttrData::Integer { ty, .. } if matches!(ctx.type_data(*ty), TypeData::Index))
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
attr_constraint!(
    /// `AnyFloatAttr`: a float attribute of any float type.
    AnyFloatAttr, "floating-point attribute", storage::FloatAttr,
    |ctx, d| matches!(d, AttrData::Float { .. })
);
attr_constraint!(
    /// `StrAttr`: a string attribute.
    StrAttr, "string attribute", storage::StringAttr, |ctx, d| matches!(d, AttrData::String { .. })
);
impl ConstantAttrBuilder for StrAttr {
    type Value = &'static str;
    fn build_constant(ctx: &mut Context, value: &'static str) -> Attribute {
        ctx.string_attr(value)
    }
}
attr_constraint!(
    /// `SymbolNameAttr`: a string attribute naming a symbol.
    SymbolNameAttr, "string attribute", storage::StringAttr,
    |ctx, d| matches!(d, AttrData::String { .. })
);
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
    /// `ArrayAttr`: an array attribute.
    ArrayAttr, "array attribute", storage::ArrayAttr, |ctx, d| matches!(d, AttrData::Array(_))
);
impl ConstantAttrBuilder for ArrayAttr {
    type Value = Vec<Attribute>;
    fn build_constant(ctx: &mut Context, value: Vec<Attribute>) -> Attribute {
        ctx.array_attr(value)
    }
}
fn array_of(ctx: &Context, d: &AttrData, f: impl Fn(&Context, Attribute) -> bool) -> bool {
    matches!(d, AttrData::Array(elems) if elems.iter().all(|&e| f(ctx, e)))
}
attr_constraint!(
    /// `I32ArrayAttr`: an array of `i32` integer attributes.
    I32ArrayAttr, "32-bit integer array attribute", storage::ArrayAttr,
    |ctx, d| array_of(ctx, d, I32Attr::matches)
);
attr_constraint!(
    /// `I64ArrayAttr`: an array of `i64` integer attributes.
    I64ArrayAttr, "64-bit integer array attribute", storage::ArrayAttr,
    |ctx, d| array_of(ctx, d, I64Attr::matches)
);
attr_constraint!(
    /// `F32ArrayAttr`: an array of `f32` float attributes.
    F32ArrayAttr, "32-bit float array attribute", storage::ArrayAttr,
    |ctx, d| array_of(ctx, d, F32Attr::matches)
);
attr_constraint!(
    /// `StrArrayAttr`: an array of string attributes.
    StrArrayAttr, "string array attribute", storage::ArrayAttr,
    |ctx, d| array_of(ctx, d, StrAttr::matches)
);
attr_constraint!(
    /// `TypeArrayAttr`: an array of type attributes.
    TypeArrayAttr, "type array attribute", storage::ArrayAttr,
    |ctx, d| array_of(ctx, d, TypeAttr::matches)
);
attr_constraint!(
    /// `TypeAttr`: a type used as an attribute.
    TypeAttr, "any type attribute", storage::TypeAttr, |ctx, d| matches!(d, AttrData::Type(_))
);
attr_constraint!(
    /// `DictionaryAttr`: a dictionary attribute.
    DictionaryAttr, "dictionary of named attribute values", storage::DictionaryAttr,
    |ctx, d| matches!(d, AttrData::Dictionary(_))
);
attr_constraint!(
    /// `SymbolRefAttr`: a (possibly nested) symbol reference.
    SymbolRefAttr, "symbol reference attribute", storage::SymbolRefAttr,
    |ctx, d| matches!(d, AttrData::SymbolRef { .. })
);
attr_constraint!(
    /// `FlatSymbolRefAttr`: a symbol reference without nested references.
    FlatSymbolRefAttr, "flat symbol reference attribute", storage::SymbolRefAttr,
    |ctx, d| matches!(d, AttrData::SymbolRef { nested, .. } if nested.is_empty())
);
attr_constraint!(
    /// `ElementsAttr`: a constant tensor or vector attribute.
    ElementsAttr, "constant vector/tensor attribute", storage::ElementsAttr,
    |ctx, d| matches!(d, AttrData::DenseElements { .. } | AttrData::DenseStrings { .. })
);

fn dense_elements_of(ctx: &Context, d: &AttrData, elem: impl Fn(&TypeData) -> bool) -> bool {
    let AttrData::DenseElements { ty, .. } = d else {
        return false;
    };
    match ctx.type_data(*ty) {
        TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element }
        | TypeData::Vector { element, .. } => elem(ctx.type_data(*element)),
        _ => false,
    }
}
macro_rules! elements_attrs {
    ($($name:ident = $pat:pat, $summary:literal;)*) => {$(
        attr_constraint!(
            #[doc = concat!("`", stringify!($name), "`: ", $summary, ".")]
            $name, $summary, storage::ElementsAttr,
            |ctx, d| dense_elements_of(ctx, d, |e| matches!(e, $pat))
        );
    )*};
}
elements_attrs! {
    I32ElementsAttr = TypeData::Integer { width: 32, signedness: Signedness::Signless },
        "32-bit signless integer elements attribute";
    I64ElementsAttr = TypeData::Integer { width: 64, signedness: Signedness::Signless },
        "64-bit signless integer elements attribute";
    AnyIntElementsAttr = TypeData::Integer { .. }, "integer elements attribute";
    F32ElementsAttr = TypeData::Float(FloatKind::F32), "32-bit float elements attribute";
    F64ElementsAttr = TypeData::Float(FloatKind::F64), "64-bit float elements attribute";
    AnyFloatElementsAttr = TypeData::Float(_), "floating-point elements attribute";
}

/// `constBuilderCall` of `I32ElementsAttr` / `I64ElementsAttr`: a
/// 0-d tensor holding the value (`DenseElementsAttr::get(
/// RankedTensorType::get({}, i32), ArrayRef($0))`, so
/// `ConstantAttr<I32ElementsAttr, "0">` is `dense<0> : tensor<i32>`).
macro_rules! int_elements_builders {
    ($($name:ident = $width:literal, $value:ty;)*) => {$(
        impl ConstantAttrBuilder for $name {
            type Value = $value;
            fn build_constant(ctx: &mut Context, value: $value) -> Attribute {
                let elem = ctx.integer_type($width, Signedness::Signless);
                let ty = ctx.tensor_type(Vec::new(), elem);
                let bits = (value as i128 as u128) & ((1u128 << $width) - 1);
                ctx.intern_attr(AttrData::DenseElements { ty, splat: true, values: vec![bits] })
            }
        }
    )*};
}
int_elements_builders! {
    I32ElementsAttr = 32, i32;
    I64ElementsAttr = 64, i64;
}

macro_rules! dense_array_attrs {
    ($($name:ident = $pat:pat, $summary:literal;)*) => {$(
        attr_constraint!(
            #[doc = concat!("`", stringify!($name), "`: ", $summary, ".")]
            $name, $summary, storage::DenseArrayAttr,
            |ctx, d| matches!(d, AttrData::DenseArray { element, .. } if matches!(ctx.type_data(*element), $pat))
        );
    )*};
}
dense_array_attrs! {
    DenseBoolArrayAttr = TypeData::Integer { width: 1, .. }, "i1 dense array attribute";
    DenseI8ArrayAttr = TypeData::Integer { width: 8, .. }, "i8 dense array attribute";
    DenseI16ArrayAttr = TypeData::Integer { width: 16, .. }, "i16 dense array attribute";
    DenseI32ArrayAttr = TypeData::Integer { width: 32, .. }, "i32 dense array attribute";
    DenseI64ArrayAttr = TypeData::Integer { width: 64, .. }, "i64 dense array attribute";
    DenseF32ArrayAttr = TypeData::Float(FloatKind::F32), "f32 dense array attribute";
    DenseF64ArrayAttr = TypeData::Float(FloatKind::F64), "f64 dense array attribute";
}

/// A tuple of attribute constraints, as the list argument of a combinator.
pub trait AttrConstraintList {
    /// The storage type of the first member.
    type FirstStorage: AttrStorage;
    /// True if `attr` satisfies every member.
    fn all_match(ctx: &Context, attr: Attribute) -> bool;
    /// True if `attr` satisfies some member.
    fn any_match(ctx: &Context, attr: Attribute) -> bool;
    /// The members' summaries joined with `sep`.
    fn join_summaries(sep: &str) -> String;
}

macro_rules! attr_lists {
    ($(($first:ident $(, $t:ident)*))*) => {$(
        impl<$first: AttrConstraint $(, $t: AttrConstraint)*> AttrConstraintList for ($first, $($t,)*) {
            type FirstStorage = $first::Storage;
            fn all_match(ctx: &Context, attr: Attribute) -> bool {
                $first::matches(ctx, attr) $(&& $t::matches(ctx, attr))*
            }
            fn any_match(ctx: &Context, attr: Attribute) -> bool {
                $first::matches(ctx, attr) $(|| $t::matches(ctx, attr))*
            }
            fn join_summaries(sep: &str) -> String {
                [$first::summary() $(, $t::summary())*].join(sep)
            }
        }
    )*};
}
attr_lists! {
    (A) (A, B) (A, B, C) (A, B, C, D) (A, B, C, D, E) (A, B, C, D, E, F)
    (A, B, C, D, E, F, G) (A, B, C, D, E, F, G, H)
}

/// `AllAttrOf<[A, B]>`: every listed constraint holds (written
/// `AllAttrOf<(A, B)>` in Rust); the storage type is the first member's.
pub struct AllAttrOf<L>(PhantomData<L>);
impl<L: AttrConstraintList> AttrConstraint for AllAttrOf<L> {
    const SUMMARY: &'static str = "all of several attribute constraints";
    type Storage = L::FirstStorage;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        L::all_match(ctx, attr)
    }
    fn summary() -> Cow<'static, str> {
        Cow::Owned(L::join_summaries(" and "))
    }
}

/// `AnyAttrOf<[A, B]>`: some listed constraint holds (written
/// `AnyAttrOf<(A, B)>` in Rust); the storage type is [`Attribute`].
pub struct AnyAttrOf<L>(PhantomData<L>);
impl<L: AttrConstraintList> AttrConstraint for AnyAttrOf<L> {
    const SUMMARY: &'static str = "any of several attribute constraints";
    type Storage = Attribute;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        L::any_match(ctx, attr)
    }
    fn summary() -> Cow<'static, str> {
        Cow::Owned(L::join_summaries(" or "))
    }
}
