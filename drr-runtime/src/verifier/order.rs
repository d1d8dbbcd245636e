//! The order in which MLIR's verifier meets failures, so that the
//! failures found by one walk (`walk.rs`, which visits ops in pre-order and
//! reports everything) can be listed as mlir-opt would find them: its
//! first is the one mlir-opt reports (it stops there).
//!
//! MLIR (`OperationVerifier` in `mlir/lib/IR/Verifier.cpp`) verifies an op
//! and then the dominance of its regions; the structure pass visits every
//! op and block twice (entering, leaving) in pre-order, but leaves the
//! `IsolatedFromAbove` ops nested in an op's blocks for the op's exit,
//! where each is verified in turn (its structure, then its dominance); an
//! op's exit then checks its region invariants (isolation, symbol tables)
//! and whether an unregistered op's dialect allows it. The dominance pass
//! of an op goes through its regions' ops with a LIFO worklist, not
//! entering nested `IsolatedFromAbove` ops.
//!
//! Each failure records the [`Event`] at which MLIR would find it;
//! [`sort`] numbers the events of the verified tree by simulating that
//! traversal (iteratively: with explicit stacks) and stably sorts the
//! failures by them. It runs only when verification fails.

use rustc_hash::FxHashMap;

use super::VerifyError;
use crate::Context;
use crate::ir::{BlockId, OpId};
use crate::op_definition::OpTraits;

/// Where in MLIR's traversal a failure is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Event {
    /// Entering an op: its own verifiers, region counts, entry-block
    /// predecessors.
    OpEntry(OpId),
    /// Entering a block: empty blocks, ops with successors not at the end.
    BlockEntry(BlockId),
    /// Leaving a block: branches to other regions, missing terminators.
    BlockExit(BlockId),
    /// Leaving an op: region invariants (isolation, symbol tables),
    /// unknown ops of registered dialects.
    OpExit(OpId),
    /// The dominance pass over an op's operands.
    Dominance(OpId),
}

/// A step of the simulated traversal.
enum Task {
    /// Verify an op as MLIR's `verifyOpAndDominance`: structure, then the
    /// dominance of its regions.
    VerifyIsolated(OpId),
    EnterOp(OpId),
    EnterBlock(BlockId),
    ExitBlock(BlockId),
    /// Leaving an op: its nested isolated ops first, then its own exit.
    ExitOp(OpId),
    ExitOpRest(OpId),
    Dominance(OpId),
}

/// True for an op with regions whose definition is `IsolatedFromAbove`
/// (verified as a unit of its own).
pub(super) fn is_isolated_with_regions(ctx: &Context, op: OpId) -> bool {
    ctx.ops.get(op).is_some_and(|d| {
        !d.regions().is_empty()
            && ctx
                .op_definition(d.name())
                .is_some_and(|def| def.traits.contains(OpTraits::ISOLATED_FROM_ABOVE))
    })
}

/// The live blocks of `op`'s regions, in order.
fn blocks_of(ctx: &Context, op: OpId) -> Vec<BlockId> {
    let Some(data) = ctx.ops.get(op) else {
        return Vec::new();
    };
    data.regions()
        .iter()
        .filter_map(|&r| ctx.regions.get(r))
        .flat_map(|r| r.blocks().iter().copied())
        .filter(|&b| ctx.blocks.contains_key(b))
        .collect()
}

/// The ops of `block`, in order.
fn ops_of(ctx: &Context, block: BlockId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut cursor = ctx.blocks.get(block).and_then(|b| b.first_op());
    while let Some(op) = cursor {
        out.push(op);
        cursor = ctx.ops.get(op).and_then(|d| d.next_op());
    }
    out
}

/// Sorts `errors` (found by verifying `root`) in the order MLIR's verifier
/// finds them (stable: failures at the same event keep their order).
pub(super) fn sort(ctx: &Context, root: OpId, errors: &mut [VerifyError]) {
    if errors.len() < 2 {
        return;
    }
    let wanted: rustc_hash::FxHashSet<Event> = errors.iter().map(|e| e.event).collect();
    let mut rank: FxHashMap<Event, usize> = FxHashMap::default();
    let mut next = 0usize;
    let mut note = |event: Event, rank: &mut FxHashMap<Event, usize>| {
        if wanted.contains(&event) {
            rank.entry(event).or_insert(next);
        }
        next += 1;
    };
    let mut tasks = vec![Task::VerifyIsolated(root)];
    // Bounded: a cyclic IR (an op inside its own region) must not loop.
    let mut budget = 8 * (ctx.ops.len() + ctx.blocks.len()) + 16;
    while let Some(task) = tasks.pop() {
        if budget == 0 {
            break;
        }
        budget -= 1;
        match task {
            Task::VerifyIsolated(op) => {
                tasks.push(Task::Dominance(op));
                tasks.push(Task::EnterOp(op));
            }
            Task::EnterOp(op) => {
                note(Event::OpEntry(op), &mut rank);
                tasks.push(Task::ExitOp(op));
                for b in blocks_of(ctx, op).into_iter().rev() {
                    tasks.push(Task::EnterBlock(b));
                }
            }
            Task::EnterBlock(b) => {
                note(Event::BlockEntry(b), &mut rank);
                tasks.push(Task::ExitBlock(b));
                for o in ops_of(ctx, b).into_iter().rev() {
                    if !is_isolated_with_regions(ctx, o) {
                        tasks.push(Task::EnterOp(o));
                    }
                }
            }
            Task::ExitBlock(b) => note(Event::BlockExit(b), &mut rank),
            Task::ExitOp(op) => {
                tasks.push(Task::ExitOpRest(op));
                let nested: Vec<OpId> = blocks_of(ctx, op)
                    .into_iter()
                    .flat_map(|b| ops_of(ctx, b))
                    .filter(|&o| is_isolated_with_regions(ctx, o))
                    .collect();
                for o in nested.into_iter().rev() {
                    tasks.push(Task::VerifyIsolated(o));
                }
            }
            Task::ExitOpRest(op) => note(Event::OpExit(op), &mut rank),
            Task::Dominance(op) => {
                // MLIR's `verifyDominanceOfContainedRegions`: a LIFO
                // worklist of ops whose regions' ops are checked in order.
                let mut worklist = vec![op];
                while let Some(o) = worklist.pop() {
                    if budget == 0 {
                        break;
                    }
                    budget -= 1;
                    for b in blocks_of(ctx, o) {
                        for inner in ops_of(ctx, b) {
                            note(Event::Dominance(inner), &mut rank);
                            let has_regions =
                                ctx.ops.get(inner).is_some_and(|d| !d.regions().is_empty());
                            if has_regions && !is_isolated_with_regions(ctx, inner) {
                                worklist.push(inner);
                            }
                        }
                    }
                }
            }
        }
    }
    errors.sort_by_key(|e| rank.get(&e.event).copied().unwrap_or(usize::MAX));
}
