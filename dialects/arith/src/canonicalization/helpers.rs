//! The C++ helpers `ArithCanonicalization.td`'s NativeCodeCalls and
//! constraints call (`addIntegerAttrs`, `mergeOverflowFlags`,
//! `invertPredicate`, `getIntOrSplatIntValue`, `getScalarOrElementWidth`,
//! `Builder::getZeroAttr`), in Rust, as `ArithOps.cpp` defines them.

use drr::ods::element_type_or_self;
use drr::{AttrData, Attribute, Context, TypeData, Value};

use crate::numerics::ApInt;
use crate::numerics::attribute::{constant_from_attr, int_to_attr, scalar_type};
use crate::ops::{Arith_IntegerOverflowAttr, CmpIPredicate, IntegerOverflowFlags};
use drr_runtime::attributes::dense_elements_words;

/// `getIntOrSplatIntValue`: the value of an integer attribute or of a
/// splat of integers (`m_ConstantInt`).
pub fn int_or_splat_int_value(ctx: &Context, attr: Attribute) -> Option<ApInt> {
    constant_from_attr(ctx, attr)?.splat_int().cloned()
}

/// `getScalarOrElementWidth`: the bit width of an integer or float type,
/// or of a vector's or tensor's integer or float elements; `-1` otherwise
/// (`index` included, which is not "int or float").
pub fn scalar_or_element_width(ctx: &Context, v: Value) -> i64 {
    let ty = element_type_or_self(ctx, ctx.value_type(v));
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => i64::from(*width),
        TypeData::Float(k) => i64::from(k.bit_width()),
        _ => -1,
    }
}

/// `Builder::getZeroAttr(v.getType())`: `0` of an integer or `index` type,
/// `0.0` of a float type, a splat of zero for a vector or tensor (MLIR
/// builds one even for a dynamic shape).
pub fn zero_attr(ctx: &mut Context, v: Value) -> Attribute {
    let ty = ctx.value_type(v);
    match ctx.type_data(ty) {
        TypeData::Float(_) => ctx.float_attr_bits(ty, 0),
        TypeData::RankedTensor { .. }
        | TypeData::UnrankedTensor { .. }
        | TypeData::Vector { .. } => {
            // An integer element wider than 128 bits takes several words.
            let words = match ctx.type_data(element_type_or_self(ctx, ty)) {
                TypeData::Integer { width, .. } => dense_elements_words(*width),
                _ => 1,
            };
            ctx.intern_attr(AttrData::DenseElements {
                ty,
                splat: true,
                values: vec![0; words],
            })
        }
        _ => ctx.integer_attr(ty, 0),
    }
}

/// `applyToIntegerAttrs`: `IntegerAttr::get(res.getType(), f(lhs, rhs))`.
/// (The patterns match integer attributes of the result's type; if a
/// constant-like op of another dialect gave one of another type, the
/// left attribute's type is used, as `IntegerAttr` needs a scalar type.)
fn apply_to_integer_attrs(
    ctx: &mut Context,
    res: Value,
    lhs: Attribute,
    rhs: Attribute,
    f: fn(&ApInt, &ApInt) -> ApInt,
) -> Attribute {
    let (Some(a), Some(b)) = (
        int_or_splat_int_value(ctx, lhs),
        int_or_splat_int_value(ctx, rhs),
    ) else {
        return lhs;
    };
    let value = f(&a, &b);
    let res_ty = ctx.value_type(res);
    let ty = match scalar_type(ctx, res_ty).and_then(|s| s.int_width()) {
        Some(w) if w == value.width() => res_ty,
        _ => drr::ods::attr_type(ctx, lhs).unwrap_or(res_ty),
    };
    int_to_attr(ctx, ty, &value)
}

/// `addIntegerAttrs`.
pub fn add_integer_attrs(
    ctx: &mut Context,
    res: Value,
    lhs: Attribute,
    rhs: Attribute,
) -> Attribute {
    apply_to_integer_attrs(ctx, res, lhs, rhs, ApInt::add)
}

/// `subIntegerAttrs`.
pub fn sub_integer_attrs(
    ctx: &mut Context,
    res: Value,
    lhs: Attribute,
    rhs: Attribute,
) -> Attribute {
    apply_to_integer_attrs(ctx, res, lhs, rhs, ApInt::sub)
}

/// `mulIntegerAttrs`.
pub fn mul_integer_attrs(
    ctx: &mut Context,
    res: Value,
    lhs: Attribute,
    rhs: Attribute,
) -> Attribute {
    apply_to_integer_attrs(ctx, res, lhs, rhs, ApInt::mul)
}

/// `mergeOverflowFlags`: the flags both ops have (the most conservative
/// combination).
pub fn merge_overflow_flags(ctx: &mut Context, a: Attribute, b: Attribute) -> Attribute {
    let flags =
        |attr| Arith_IntegerOverflowAttr::value(ctx, attr).unwrap_or(IntegerOverflowFlags::NONE);
    let merged = flags(a) & flags(b);
    Arith_IntegerOverflowAttr::get(ctx, merged)
}

/// `invertPredicate` on a `CmpIPredicateAttr`: the predicate that holds
/// exactly when `pred` does not (`slt` ↔ `sge`, `eq` ↔ `ne`, …).
pub fn invert_predicate(ctx: &mut Context, pred: Attribute) -> Attribute {
    let Some(p) = CmpIPredicate::from_attr(ctx, pred) else {
        return pred;
    };
    let inverted = match p {
        CmpIPredicate::Eq => CmpIPredicate::Ne,
        CmpIPredicate::Ne => CmpIPredicate::Eq,
        CmpIPredicate::Slt => CmpIPredicate::Sge,
        CmpIPredicate::Sle => CmpIPredicate::Sgt,
        CmpIPredicate::Sgt => CmpIPredicate::Sle,
        CmpIPredicate::Sge => CmpIPredicate::Slt,
        CmpIPredicate::Ult => CmpIPredicate::Uge,
        CmpIPredicate::Ule => CmpIPredicate::Ugt,
        CmpIPredicate::Ugt => CmpIPredicate::Ule,
        CmpIPredicate::Uge => CmpIPredicate::Ult,
    };
    inverted.to_attr(ctx)
}

/// `$0.getValue() == arith::CmpIPredicate::eq || $0.getValue() ==
/// arith::CmpIPredicate::ne`.
pub fn is_eq_or_ne(ctx: &Context, pred: Attribute) -> bool {
    matches!(
        CmpIPredicate::from_attr(ctx, pred),
        Some(CmpIPredicate::Eq | CmpIPredicate::Ne)
    )
}
