//! Conversion between [`Constant`]/[`ValueType`] and the runtime's
//! [`Attribute`]s and [`Type`]s.
//!
//! Supported: signless integer and `index` attributes, float attributes,
//! dense integer/float elements attributes of vector and tensor types
//! (`AttrData::DenseElements`), and `#ub.poison`. Anything else (complex elements, signed or
//! unsigned integer types, opaque attributes) has no [`Constant`] and so
//! does not fold.
//!
//! The runtime stores an integer attribute value as an `i128` (sign
//! extended for signless and `index` types) when it fits, and as a
//! `BigInteger` otherwise; a dense element of an integer type wider than
//! 128 bits takes `dense_elements_words(width)` `u128` words, two's
//! complement, least significant first. That storage knowledge is all in
//! `int_from_storage`, `int_to_attr`, `dense_int_from_words` and
//! `dense_int_to_words`.

use drr_runtime::attributes::{dense_elements_words, wide_value, wide_words};
use drr_runtime::types::DYNAMIC;
use drr_runtime::{AttrData, Attribute, Context, Signedness, Type, TypeData};

use super::apfloat::ApFloat;
use super::apint::ApInt;
use super::constant::{Constant, ElementValues, Elements, ScalarType, ShapedType, ValueType};

/// The value of an integer attribute of `width` bits from the runtime's
/// storage.
fn int_from_storage(width: u32, stored: i128) -> ApInt {
    ApInt::from_i128(width, stored)
}

/// `IntegerAttr::get(ty, value)`: an `Integer` attribute when the
/// sign-extended value fits an `i128`, else a `BigInteger`.
pub fn int_to_attr(ctx: &mut Context, ty: Type, value: &ApInt) -> Attribute {
    match value.to_i128() {
        Some(stored) => ctx.integer_attr(ty, stored),
        None => ctx.big_integer_attr(ty, &value.to_bigint()),
    }
}

/// The dense elements of `width` bits stored in `values` (one word per
/// element up to 128 bits, [`dense_elements_words`] words past that).
fn dense_int_from_words(width: u32, values: &[u128]) -> Vec<ApInt> {
    let words = dense_elements_words(width);
    if words == 1 {
        return values
            .iter()
            .map(|v| int_from_storage(width, *v as i128))
            .collect();
    }
    values
        .chunks(words)
        .map(|chunk| ApInt::from_bigint(width, &wide_value(chunk, width, Signedness::Signless)))
        .collect()
}

/// The words the runtime stores for dense integer elements (see
/// [`dense_int_from_words`]): sign-extended to the words' width, as the
/// runtime normalizes signless values.
fn dense_int_to_words(values: &[ApInt]) -> Vec<u128> {
    let Some(width) = values.first().map(ApInt::width) else {
        return Vec::new();
    };
    let words = dense_elements_words(width);
    if words == 1 {
        return values
            .iter()
            .map(|x| x.sext_or_trunc(128).to_u128().unwrap_or(0))
            .collect();
    }
    values
        .iter()
        .flat_map(|x| wide_words(&x.to_bigint(), words))
        .collect()
}

/// The scalar type of `ty`, if it is a signless integer, `index` or float
/// type.
pub fn scalar_type(ctx: &Context, ty: Type) -> Option<ScalarType> {
    match ctx.type_data(ty) {
        TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        } => Some(ScalarType::Int(*width)),
        TypeData::Index => Some(ScalarType::Index),
        TypeData::Float(kind) => Some(ScalarType::Float(*kind)),
        _ => None,
    }
}

/// The folders' view of `ty`: a scalar, or a vector or tensor of scalars.
pub fn value_type(ctx: &Context, ty: Type) -> Option<ValueType> {
    let shaped = |shape: Option<&[i64]>, element: Type| -> Option<ValueType> {
        let element = scalar_type(ctx, element)?;
        let num_elements = shape.and_then(|dims| {
            dims.iter().try_fold(1u64, |n, &d| {
                if d == DYNAMIC || d < 0 {
                    None
                } else {
                    n.checked_mul(d as u64)
                }
            })
        });
        Some(ValueType::Shaped(ShapedType {
            ty,
            element,
            num_elements,
        }))
    };
    match ctx.type_data(ty) {
        TypeData::RankedTensor { shape, element, .. } => shaped(Some(shape), *element),
        TypeData::Vector { shape, element, .. } => shaped(Some(shape), *element),
        TypeData::UnrankedTensor { element } => shaped(None, *element),
        _ => scalar_type(ctx, ty).map(ValueType::Scalar),
    }
}

/// The constant an attribute holds, if the folders can use it.
pub fn constant_from_attr(ctx: &Context, attr: Attribute) -> Option<Constant> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value } => {
            let st = scalar_type(ctx, *ty)?;
            let width = st.int_width()?;
            Some(Constant::int(st, int_from_storage(width, *value)))
        }
        AttrData::BigInteger { ty, value } => {
            let st = scalar_type(ctx, *ty)?;
            let width = st.int_width()?;
            Some(Constant::int(st, ApInt::from_bigint(width, value)))
        }
        AttrData::Float { ty, bits } => match scalar_type(ctx, *ty)? {
            ScalarType::Float(kind) => Some(Constant::Float(ApFloat::from_bits(kind, *bits))),
            _ => None,
        },
        AttrData::DenseElements { ty, values, .. } => {
            let ValueType::Shaped(shaped) = value_type(ctx, *ty)? else {
                return None;
            };
            let values = match shaped.element {
                ScalarType::Float(kind) => ElementValues::Float(
                    values
                        .iter()
                        .map(|b| ApFloat::from_bits(kind, *b))
                        .collect(),
                ),
                s => ElementValues::Int(dense_int_from_words(s.int_width()?, values)),
            };
            Elements::new(shaped, values).map(Constant::Elements)
        }
        _ if crate::ub::is_poison(ctx, attr) => Some(Constant::Poison),
        _ => None,
    }
}

/// The runtime type of a scalar type.
pub fn scalar_type_to_type(ctx: &mut Context, ty: ScalarType) -> Type {
    match ty {
        ScalarType::Int(w) => ctx.int_type(w),
        ScalarType::Index => ctx.index_type(),
        ScalarType::Float(kind) => ctx.float_type(kind),
    }
}

/// The attribute of a constant (`IntegerAttr::get`, `FloatAttr::get`,
/// `DenseElementsAttr::get`); `None` for none of them today (every constant
/// has an attribute since the runtime stores integers of any width).
pub fn constant_to_attr(ctx: &mut Context, c: &Constant) -> Option<Attribute> {
    match c {
        Constant::Int { ty, value } => {
            let ty = scalar_type_to_type(ctx, *ty);
            Some(int_to_attr(ctx, ty, value))
        }
        Constant::Float(f) => {
            let ty = ctx.float_type(f.kind());
            Some(ctx.float_attr_bits(ty, f.bits()))
        }
        Constant::Elements(e) => {
            let values: Vec<u128> = match e.values() {
                ElementValues::Int(v) => dense_int_to_words(v),
                ElementValues::Float(v) => v.iter().map(ApFloat::llvm_bits).collect(),
            };
            Some(ctx.intern_attr(AttrData::DenseElements {
                ty: e.ty().ty,
                splat: e.is_splat(),
                values,
            }))
        }
        Constant::Poison => Some(crate::ub::poison_attr(ctx)),
    }
}
