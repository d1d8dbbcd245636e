//! Which of the failures [`verify`](super::verify) finds mlir-opt-22
//! reports. Its verifier stops at the first failure of an op's walk, but
//! verifies every `IsolatedFromAbove` op (with regions) nested in an op's
//! blocks when it leaves that op, all of them even when one fails
//! (`parallelForEach` with a failure flag, also on one thread), and only
//! then fails the op. So a module of functions reports one error per
//! failing function, while a failure among the module's own ops (found
//! before the functions are verified) is the only one.
//!
//! The failures come in MLIR's order (`order.rs`). Each belongs to a
//! unit: the innermost isolated op (with regions) verified as a whole that
//! contains it, or the root. A failure is reported unless its unit or an
//! enclosing one already failed; when a unit fails, the units around it
//! fail too, but only once the isolated ops verified together with the
//! failing one (those of the same parent op) are done, whose failures are
//! still reported. One failure may be two errors (`VerifyError::continued`:
//! a failed result type inference is its `inferred type(s) …` error, then
//! the op error `failed to infer returned types`): both are reported.

use rustc_hash::{FxHashMap, FxHashSet};

use super::order::is_isolated_with_regions;
use super::{Event, VerifyError};
use crate::Context;
use crate::ir::OpId;

/// The units from `root` down to the innermost one holding `start`
/// (`start` itself if it is an isolated op).
fn units(ctx: &Context, root: OpId, start: Option<OpId>) -> Vec<OpId> {
    let mut chain = Vec::new();
    let mut cursor = start;
    // Bounded: a cyclic IR must not loop.
    let mut budget = ctx.ops.len() + 1;
    while let Some(op) = cursor {
        if op == root || budget == 0 {
            break;
        }
        budget -= 1;
        if is_isolated_with_regions(ctx, op) {
            chain.push(op);
        }
        cursor = ctx.parent_op(op);
    }
    chain.push(root);
    chain.reverse();
    chain
}

/// The failures of `errors` (from verifying `root`, in MLIR's order) that
/// mlir-opt-22 reports, in order (see the module docs).
pub fn reported_by_mlir_opt<'a>(
    ctx: &Context,
    root: OpId,
    errors: &'a [VerifyError],
) -> Vec<&'a VerifyError> {
    let mut out = Vec::new();
    let mut dead: FxHashSet<OpId> = FxHashSet::default();
    // A unit that fails once the isolated ops of this parent are done.
    let mut dying: FxHashMap<OpId, Option<OpId>> = FxHashMap::default();
    // The error before was reported and its failure goes on in this one.
    let mut carry = false;
    for e in errors {
        if std::mem::replace(&mut carry, false) {
            out.push(e);
            carry = e.continued;
            continue;
        }
        let start = match e.event {
            Event::OpEntry(op) | Event::OpExit(op) => Some(op),
            Event::BlockEntry(b) | Event::BlockExit(b) => ctx.block_parent_op(b),
            // An op's operands are checked by the dominance pass of the
            // unit around it.
            Event::Dominance(op) => ctx.parent_op(op),
        };
        let chain = units(ctx, root, start);
        let allowed = chain.iter().enumerate().all(|(i, unit)| {
            if dead.contains(unit) {
                return false;
            }
            match dying.get(unit) {
                None => true,
                Some(batch) => chain
                    .get(i + 1)
                    .is_some_and(|&next| ctx.parent_op(next) == *batch),
            }
        });
        if !allowed {
            continue;
        }
        out.push(e);
        carry = e.continued;
        if let Some(&unit) = chain.last() {
            dead.insert(unit);
        }
        for pair in chain.windows(2) {
            dying
                .entry(pair[0])
                .or_insert_with(|| ctx.parent_op(pair[1]));
        }
    }
    out
}
