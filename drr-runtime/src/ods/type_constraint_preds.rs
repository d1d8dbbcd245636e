//! ODS's positional op predicates of `OpBase.td` ("TC" for type
//! constraint): `TCopVTEtIsSameAs<i, j>`, `TCopVTEtIs<i, Type>`,
//! `TCOpResIsShapedTypePred<i, j>`, `TCresIsSameAsOpBase<i, j>`,
//! `TCresVTEtIsSameAsOpBase<i, j>`, `TCresVTEtIsSameAsOp<i, j>` and
//! `TCopVTEtAreSameAt<[i…]>`, which name operands and results by index.
//! `ods!` turns each into a `PredOpTrait` predicate calling these; an
//! index past the op's operands or results is `false` (where MLIR's C++
//! would read out of range, it checks the count first).

use super::constraint::TypeConstraint;
use super::op_traits::element_type_or_self;
use crate::{Context, OpId, Type};

fn operand_type(ctx: &Context, op: OpId, i: usize) -> Option<Type> {
    let o = ctx.op(op);
    (i < o.num_operands()).then(|| ctx.value_type(o.operand(i)))
}

fn result_type(ctx: &Context, op: OpId, i: usize) -> Option<Type> {
    ctx.op(op).results().get(i).map(|&r| ctx.value_type(r))
}

/// `IsShapedTypePred`: a tensor, memref or vector.
fn is_shaped(ctx: &Context, ty: Type) -> bool {
    ctx.type_data(ty).is_shaped()
}

/// `TCopVTEtIsSameAs<i, j>`: operands `i` and `j` are shaped and have the
/// same element type.
pub fn tc_op_vt_et_is_same_as(ctx: &Context, op: OpId, i: usize, j: usize) -> bool {
    match (operand_type(ctx, op, i), operand_type(ctx, op, j)) {
        (Some(a), Some(b)) => {
            is_shaped(ctx, a)
                && is_shaped(ctx, b)
                && element_type_or_self(ctx, a) == element_type_or_self(ctx, b)
        }
        _ => false,
    }
}

/// `TCopVTEtIs<i, T>`: operand `i` is shaped and its element type
/// satisfies `T`.
pub fn tc_op_vt_et_is<T: TypeConstraint>(ctx: &Context, op: OpId, i: usize) -> bool {
    operand_type(ctx, op, i)
        .is_some_and(|t| is_shaped(ctx, t) && T::matches(ctx, element_type_or_self(ctx, t)))
}

/// `TCOpResIsShapedTypePred<i, j>`: result `i` and operand `j` are shaped.
pub fn tc_op_res_is_shaped(ctx: &Context, op: OpId, i: usize, j: usize) -> bool {
    match (result_type(ctx, op, i), operand_type(ctx, op, j)) {
        (Some(r), Some(o)) => is_shaped(ctx, r) && is_shaped(ctx, o),
        _ => false,
    }
}

/// `TCresIsSameAsOpBase<i, j>`: result `i` has operand `j`'s type.
pub fn tc_res_is_same_as_op(ctx: &Context, op: OpId, i: usize, j: usize) -> bool {
    matches!((result_type(ctx, op, i), operand_type(ctx, op, j)), (Some(r), Some(o)) if r == o)
}

/// `TCresVTEtIsSameAsOpBase<i, j>`: result `i` and operand `j` have the
/// same element type (`getElementTypeOrSelf`).
pub fn tc_res_vt_et_is_same_as_op_base(ctx: &Context, op: OpId, i: usize, j: usize) -> bool {
    match (result_type(ctx, op, i), operand_type(ctx, op, j)) {
        (Some(r), Some(o)) => element_type_or_self(ctx, r) == element_type_or_self(ctx, o),
        _ => false,
    }
}

/// `TCresVTEtIsSameAsOp<i, j>`: both shaped, with the same element type.
pub fn tc_res_vt_et_is_same_as_op(ctx: &Context, op: OpId, i: usize, j: usize) -> bool {
    tc_op_res_is_shaped(ctx, op, i, j) && tc_res_vt_et_is_same_as_op_base(ctx, op, i, j)
}

/// `TCopVTEtAreSameAt<[i…]>`: the operands at `indices` have the same
/// element type.
pub fn tc_op_vt_et_are_same_at(ctx: &Context, op: OpId, indices: &[usize]) -> bool {
    let mut first = None;
    for &i in indices {
        let Some(t) = operand_type(ctx, op, i) else {
            return false;
        };
        let e = element_type_or_self(ctx, t);
        match first {
            None => first = Some(e),
            Some(f) if f != e => return false,
            Some(_) => {}
        }
    }
    true
}
