//! `arith.constant` as a constant materializer: MLIR's
//! `ConstantOp::isBuildableWith` and `ConstantOp::materialize`, which the
//! dialect's `materializeConstant` uses to turn folded attributes into ops.

use drr::ods::{MaterializeConstant, Op, attr_type};
use drr::{
    AttrData, Attribute, Context, Location, NamedAttribute, OpId, OperationState, Signedness, Type,
    TypeData,
};

use crate::ops::{Arith_ConstantOp, ArithDialect};

/// Whether `arith.constant` can hold `value` with result type `ty`: the
/// value is typed with `ty`, an integer type is signless, and the value is
/// an integer, float or elements attribute.
pub fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if attr_type(ctx, value) != Some(ty) {
        return false;
    }
    if let TypeData::Integer { signedness, .. } = ctx.type_data(ty)
        && *signedness != Signedness::Signless
    {
        return false;
    }
    matches!(
        ctx.attr_data(value),
        AttrData::Integer { .. }
            | AttrData::BigInteger { .. }
            | AttrData::Float { .. }
            | AttrData::DenseElements { .. }
            | AttrData::DenseStrings { .. }
    )
}

/// An `arith.constant` of `value` and type `ty` at `loc`, created detached,
/// if [`is_buildable_with`] allows it.
pub fn materialize(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    let state = constant_state(ctx, value, ty, loc)?;
    ctx.create_op(state).ok()
}

/// The state [`materialize`] creates its `arith.constant` from (`None`
/// where it creates nothing).
pub fn constant_state(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    if !is_buildable_with(ctx, value, ty) {
        return None;
    }
    // The state `Arith_ConstantOp::build_inferred` makes, built directly:
    // the result type is `ty` (the value's type, checked above, which is
    // what the builder infers) and the properties are `{value}`. Every
    // folded constant is materialized here; the generic builder's
    // inference and property table cost ~300 instructions per constant.
    let def = <Arith_ConstantOp as Op>::DEFINITION;
    let k = def.inherent_attrs.iter().position(|a| *a == "value")?;
    let name = ctx.op_name_of_definition(def);
    let value_name = ctx.inherent_attr_symbol(name, def, k);
    let mut state = OperationState::new(name, loc);
    state.result_types.push(ty);
    state.properties = Some(ctx.dictionary_sorted_slice(&[NamedAttribute {
        name: value_name,
        value,
    }]));
    Some(state)
}

/// The dialect's `materializeConstant`: `ub.poison` for a poison value
/// (a folder propagating a poison operand), else an `arith.constant` when
/// [`is_buildable_with`] allows it.
impl MaterializeConstant for ArithDialect {
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        let state = Self::constant_state(ctx, value, ty, loc)?;
        ctx.create_op(state).ok()
    }

    /// The state of the op [`Self::materialize_constant`] creates (also the
    /// driver's fast path for a fold to one constant).
    fn constant_state(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OperationState> {
        if crate::ub::is_poison(ctx, value) {
            return crate::ub::constant_state(ctx, value, ty, loc);
        }
        constant_state(ctx, value, ty, loc)
    }
}
