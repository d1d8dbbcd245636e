//! Folding a popped operation as MLIR 22's driver does: the operands'
//! constant values, the fold hook, then either an in-place update, or the
//! results replaced by existing values and by constants the op's dialect
//! materializes right before it (with the fast path that lets a single
//! constant take the folded operation's place, see [`fold_in_place`]).

use super::*;
use crate::{OperationState, Type};

impl Driver<'_, '_> {
    /// Folds `op` as MLIR 22's driver does. Returns `Some(in_place)` if it
    /// folded, `None` if the patterns should be tried.
    pub(super) fn try_fold(&mut self, ctx: &mut Context, op: OpId) -> Option<bool> {
        let constants = operand_constants(ctx, op);
        let results = match fold_op(ctx, op, &constants) {
            FoldOutcome::Failed => return None,
            FoldOutcome::InPlace => {
                if !ctx.op_exists(op) {
                    return None;
                }
                self.state.notify_operation_modified(ctx, op);
                return Some(true);
            }
            FoldOutcome::Replace(results) => results,
        };
        let data = ctx.ops.get(op)?;
        if results.len() != data.results.len() {
            return None;
        }
        // Replacement values must be live and of the result's type.
        for (r, &res) in results.iter().zip(&data.results) {
            if let OpFoldResult::Value(v) = *r
                && ctx.values.get(v).is_none_or(|d| d.ty != ctx.values[res].ty)
            {
                return None;
            }
        }
        let dialect = ctx.op_dialect_symbol(data.name);
        let loc = data.loc;
        let result_types: SmallVec<[crate::types::Type; 2]> =
            data.results.iter().map(|&r| ctx.values[r].ty).collect();
        let (ops_limit, grown) = (self.state.ops_limit, self.state.grown);
        let mut rw = PatternRewriter::with_listener(ctx, &mut self.state);
        if rw.set_insertion_point(op).is_err() {
            return None;
        }
        // One constant for the one result (most folds): the constant takes
        // `op`'s place and result (see `fold_in_place`).
        if let [OpFoldResult::Attribute(a)] = results[..]
            && !grown
            && rw.can_replace_in_place(op, 1)
        {
            let hooks = cached_materializer(&mut self.materializer, rw.ctx(), dialect);
            // The dialect describes the constant without creating it: built
            // straight in `op`'s place (what creating it detached and
            // `fold_in_place` below do, without the detached record). The
            // growth limit counts the constant, as below.
            if let Some(state_hook) = hooks.state
                && rw.ctx().ops.len() < ops_limit
                && let Some(mut state) = state_hook(rw.ctx_mut(), a, result_types[0], loc)
                && is_single_constant_state(rw.ctx(), &state, result_types[0])
                && rw.replace_op_in_place(&mut state, op).is_ok()
            {
                return Some(false);
            }
            let c = materialize_detached(rw.ctx_mut(), hooks.create, a, result_types[0], loc)?;
            // Past the growth limit (which MLIR's insertion of the
            // constant would reach), the separate notifications stop the
            // pass as they do.
            if rw.ctx().ops.len() <= ops_limit && fold_in_place(&mut rw, c, op) {
                return Some(false);
            }
            if rw.insert(c).is_ok() && rw.replace_op(op, &[rw.op(c).result(0)]).is_ok() {
                return Some(false);
            }
            if rw.op_exists(c) {
                let _ = rw.erase_op(c);
            }
            return None;
        }
        let mut replacements: SmallVec<[Value; 2]> = SmallVec::new();
        let mut created: SmallVec<[OpId; 2]> = SmallVec::new();
        let mut ok = true;
        for (r, &ty) in results.iter().zip(&result_types) {
            match *r {
                OpFoldResult::Value(v) => replacements.push(v),
                OpFoldResult::Attribute(a) => {
                    let hooks = cached_materializer(&mut self.materializer, rw.ctx(), dialect);
                    match materialize_constant_with(&mut rw, hooks.create, a, ty, loc) {
                        Ok(Some(c)) => {
                            created.push(c);
                            replacements.push(rw.op(c).result(0));
                        }
                        _ => {
                            ok = false;
                            break;
                        }
                    }
                }
            }
        }
        if ok && rw.replace_op(op, &replacements).is_ok() {
            return Some(false);
        }
        // Roll back the constants created for this fold.
        for c in created {
            let _ = rw.erase_op(c);
        }
        None
    }
}

/// The constant materialization hooks of a dialect (see
/// [`crate::DialectDefinition`]).
#[derive(Clone, Copy)]
pub(super) struct Materializers {
    /// `materialize_constant`.
    pub(super) create: Option<MaterializeFn>,
    /// `constant_state`.
    pub(super) state: Option<ConstantStateFn>,
}

/// The constant materializers of the dialect named `dialect`, through the
/// driver's one-entry cache `last` (see `Driver::materializer`).
pub(super) fn cached_materializer(
    last: &mut Option<(Symbol, Materializers)>,
    ctx: &Context,
    dialect: Symbol,
) -> Materializers {
    match *last {
        Some((d, hooks)) if d == dialect => hooks,
        _ => {
            let def = ctx.dialect(ctx.str(dialect));
            let hooks = Materializers {
                create: def.and_then(|d| d.materialize_constant),
                state: def.and_then(|d| d.constant_state),
            };
            *last = Some((dialect, hooks));
            hooks
        }
    }
}

/// `state`, from a dialect's [`ConstantStateFn`], is what
/// `materialize_detached` accepts and `fold_in_place` can build in a
/// folded op's place: a constant-like op with one result of type `ty`
/// and no operands, regions or successors.
fn is_single_constant_state(ctx: &Context, state: &OperationState, ty: Type) -> bool {
    state.result_types[..] == [ty]
        && state.operands.is_empty()
        && state.regions.is_empty()
        && state.successors.is_empty()
        && ctx
            .op_definition(state.name)
            .is_some_and(|d| d.traits.contains(OpTraits::CONSTANT_LIKE))
}

/// Replaces `op` by the detached constant `c` the way MLIR's driver does
/// (`c` inserted right before `op`, `op` replaced by its result and
/// erased: the same notifications in the same order, the same IR, use
/// lists included), in one step: `c`, which has no operands, regions or
/// successors, is made again from its parts in `op`'s place, taking over
/// `op`'s result (see `PatternRewriter::replace_op_in_place`), and the
/// detached `c` is dropped (never inserted, never notified). The uses of
/// the result are not moved one by one to a new value, and no value is
/// freed or allocated. Returns false, with nothing changed, if `c` is not
/// such an operation.
pub(super) fn fold_in_place(rw: &mut PatternRewriter<'_>, c: OpId, op: OpId) -> bool {
    let ctx = rw.ctx();
    let Some(d) = ctx.ops.get(c) else {
        return false;
    };
    if !d.operands.is_empty()
        || !d.regions.is_empty()
        || !d.successors.is_empty()
        || d.results.len() != 1
        || d.parent.is_some()
    {
        return false;
    }
    let mut state = crate::ir::OperationState::new(d.name, d.loc);
    state.result_types.push(ctx.values[d.results[0]].ty);
    state.properties = d.properties.get();
    state
        .attributes
        .extend_from_slice(ctx.dict_entries(d.attributes));
    rw.ctx_mut().erase_single_op(c);
    // Cannot fail: `can_replace_in_place` held for `op`, and the state's
    // handles are those of a live operation.
    rw.replace_op_in_place(&mut state, op).is_ok()
}
