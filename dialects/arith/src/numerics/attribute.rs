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
//! extended for signless and `index` types); all of the ≤128-bit storage
//! knowledge is in `int_from_storage` and `int_to_storage`, so wider
//! integer attributes are a change to those two functions only.

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

/// The runtime's storage of an integer value, or `None` if it cannot hold
/// it (a value of more than 128 bits that is not a sign-extended `i128`).
fn int_to_storage(value: &ApInt) -> Option<i128> {
    value.to_i128()
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
                s => {
                    let width = s.int_width()?;
                    ElementValues::Int(
                        values
                            .iter()
                            .map(|v| int_from_storage(width, *v as i128))
                            .collect(),
                    )
                }
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
/// `DenseElementsAttr::get`), or `None` if the runtime cannot store the
/// value (see the module docs).
pub fn constant_to_attr(ctx: &mut Context, c: &Constant) -> Option<Attribute> {
    match c {
        Constant::Int { ty, value } => {
            let stored = int_to_storage(value)?;
            let ty = scalar_type_to_type(ctx, *ty);
            Some(ctx.integer_attr(ty, stored))
        }
        Constant::Float(f) => {
            let ty = ctx.float_type(f.kind());
            Some(ctx.float_attr_bits(ty, f.bits()))
        }
        Constant::Elements(e) => {
            let values: Vec<u128> = match e.values() {
                ElementValues::Int(v) => v
                    .iter()
                    .map(|x| int_to_storage(x).map(|s| s as u128))
                    .collect::<Option<_>>()?,
                ElementValues::Float(v) => v.iter().map(ApFloat::bits).collect(),
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
