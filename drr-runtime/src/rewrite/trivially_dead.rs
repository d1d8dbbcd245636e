//! MLIR's `isOpTriviallyDead` / `wouldOpBeTriviallyDead`
//! (`mlir/lib/Interfaces/SideEffectInterfaces.cpp`), over the runtime's
//! trait flags.
//!
//! Mapping of MLIR's side-effect model: an operation registered with
//! [`OpTraits::PURE`] implements the memory-effect interface with no
//! effects; [`OpTraits::EFFECTS_DROPPABLE`], with effects that do not keep
//! it alive (reads, effects on results it allocates);
//! [`OpTraits::RECURSIVE_MEMORY_EFFECTS`] means its effects are
//! those of its nested operations. An operation with neither (including
//! every unregistered operation) conservatively has effects. Terminators,
//! and unregistered operations (which might be terminators), are never
//! trivially dead.

use crate::Context;
use crate::ir::{OpData, OpId};
use crate::op_definition::{OpDefinition, OpTraits};

/// True if `op` has no used results and would be trivially dead (MLIR's
/// `isOpTriviallyDead`). False for a stale handle.
///
/// The driver asks this of every operation it pops, so the checks that only
/// need the operation's name come first: for a possible terminator or an
/// operation with effects the answer is known without reading its results'
/// use lists (a cache miss per operation on large modules). Both checks
/// are pure, so their order is not observable.
#[inline]
pub fn is_op_trivially_dead(ctx: &Context, op: OpId) -> bool {
    let Some(data) = ctx.ops.get(op) else {
        return false;
    };
    is_trivially_dead_with(ctx, op, data, ctx.op_definition(data.name))
}

/// [`is_op_trivially_dead`] for a caller that has already read `op`'s
/// record and definition (the driver reads them once per popped operation
/// and reuses them for the fold and pattern dispatch).
#[inline]
pub(crate) fn is_trivially_dead_with(
    ctx: &Context,
    op: OpId,
    data: &OpData,
    def: Option<&OpDefinition>,
) -> bool {
    let Some(def) = def else {
        // Unregistered: `mightHaveTrait<IsTerminator>` holds.
        return false;
    };
    let traits = def.traits;
    let recursive = traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
    if traits.contains(OpTraits::TERMINATOR) || !(recursive || droppable(traits)) {
        return false;
    }
    results_unused_and_effect_free(ctx, op, data, recursive)
}

/// The rest of [`is_trivially_dead_with`] once the definition's traits
/// allow it (registered, not a terminator, pure or `recursive`): the
/// results of `op` are unused and, if `recursive`, the operations nested
/// in it are effect-free. (The greedy driver caches the trait test per
/// operation name.)
#[inline]
pub(crate) fn results_unused_and_effect_free(
    ctx: &Context,
    op: OpId,
    data: &OpData,
    recursive: bool,
) -> bool {
    data.results
        .iter()
        .all(|&r| ctx.values.get(r).is_none_or(|v| v.first_use.is_none()))
        && (!recursive || effect_free(ctx, op))
}

/// True if `op` could be erased once its results are unused: it is not a
/// (possible) terminator and neither it nor, for recursive-effect
/// operations, anything nested in it has memory effects (MLIR's
/// `wouldOpBeTriviallyDead`).
pub fn would_op_be_trivially_dead(ctx: &Context, op: OpId) -> bool {
    let Some(data) = ctx.ops.get(op) else {
        return false;
    };
    match ctx.op_definition(data.name) {
        // Unregistered: `mightHaveTrait<IsTerminator>` holds.
        None => false,
        Some(def) if def.traits.contains(OpTraits::TERMINATOR) => false,
        Some(_) => effect_free(ctx, op),
    }
}

/// True if an op of `traits` may be erased once unused, as far as its own
/// effects go: none ([`OpTraits::PURE`]), or only reads and effects on
/// results it allocates ([`OpTraits::EFFECTS_DROPPABLE`]).
#[inline]
pub(crate) fn droppable(traits: OpTraits) -> bool {
    traits.0 & (OpTraits::PURE.0 | OpTraits::EFFECTS_DROPPABLE.0) != 0
}

/// The effect analysis of `wouldOpBeTriviallyDeadImpl`: every operation
/// reached is either droppable (see [`droppable`]), or has recursive
/// effects (its nested operations are then checked too). Terminators
/// nested in a recursive operation are judged by their effects only.
pub(crate) fn effect_free(ctx: &Context, root: OpId) -> bool {
    effects_within(
        ctx,
        root,
        OpTraits(OpTraits::PURE.0 | OpTraits::EFFECTS_DROPPABLE.0),
    )
}

/// MLIR's `isMemoryEffectFree`: `root` and, through ops with recursive
/// effects, everything nested in it have no memory effect at all.
pub(crate) fn memory_effect_free(ctx: &Context, root: OpId) -> bool {
    effects_within(ctx, root, OpTraits::PURE)
}

/// True if every operation reached from `root` (through those with
/// recursive effects) has one of the `allowed` traits or recursive
/// effects.
fn effects_within(ctx: &Context, root: OpId, allowed: OpTraits) -> bool {
    let traits = |op: OpId| {
        ctx.op_definition(ctx.ops[op].name)
            .map_or(OpTraits::NONE, |d| d.traits)
    };
    let ok = |t: OpTraits| t.0 & allowed.0 != 0;
    let root_traits = traits(root);
    if !root_traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return ok(root_traits);
    }
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        let t = traits(op);
        let recursive = t.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
        if recursive {
            for &r in &ctx.ops[op].regions {
                for &b in &ctx.regions[r].blocks {
                    let mut cur = ctx.blocks[b].first;
                    while let Some(c) = cur {
                        stack.push(c);
                        cur = ctx.ops[c].next;
                    }
                }
            }
        }
        if !ok(t) && !recursive {
            return false;
        }
    }
    true
}
