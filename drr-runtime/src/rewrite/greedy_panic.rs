//! A panic in user code during a greedy run: a pattern's
//! `match_and_rewrite` (hand-written, or DRR-generated code running a
//! NativeCodeCall or a constraint), a fold hook, a constant
//! materialization, or a user listener's notification.
//!
//! The driver runs each region's rewrite under `catch_unwind` and keeps,
//! at a cost of a few stores per operation it pops, what it is doing
//! ([`Step`]), on which operation, and which operations the current step
//! created. When a panic unwinds to it, [`recover_from_panic`]:
//! - erases the operations the interrupted step created, last first (as
//!   far as nothing outside them uses them: those stay, counted), so that
//!   a half-built rewrite leaves nothing behind (DRR patterns change no
//!   existing operation before every check has passed and replace their
//!   root last: undoing their new operations restores the IR);
//! - finishes what the driver's own steps leave half done when a listener
//!   panics in them: the erasure of a trivially dead operation, and region
//!   simplification (unreachable blocks and dead code whose uses were
//!   already dropped, blocks emptied but not yet freed), both without a
//!   listener;
//! - returns [`GreedyError::Panicked`] naming the pattern (or the step),
//!   the operation, its location and the panic's message.
//!
//! Afterwards every handle in the IR is live and the IR verifies if it did
//! before the step. A panic that escapes a listener called from inside a
//! pattern's own erasure of a nested tree can leave that tree half erased
//! (its blocks emptied): the pattern's changes to existing operations are
//! not undone. Nothing can be caught in a build with `panic = "abort"`.

use std::any::Any;

use crate::Context;
use crate::ir::{OpId, RegionId};

use super::greedy_config::{GreedyConfig, RegionSimplification};
use super::greedy_result::{GreedyError, PatternPanic};
use super::pattern_set::{FrozenPatternSet, PatternId};
use super::region_simplify::simplify_regions;
use super::rewriter::PatternRewriter;
use super::statistics::pattern_label;

/// What the greedy driver is doing, for the report of a panic: a pattern
/// id (applying that pattern to the popped operation) or one of the
/// constants. One word, stored once per popped operation and once per
/// pattern attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Step(pub(crate) u32);

impl Step {
    /// Between steps (nothing of the user's runs).
    pub(crate) const IDLE: Step = Step(u32::MAX);
    /// Seeding the worklist (constant uniquing notifies the listener).
    pub(crate) const SEEDING: Step = Step(u32::MAX - 1);
    /// Processing the popped operation (before folding or patterns).
    pub(crate) const POPPED: Step = Step(u32::MAX - 2);
    /// Erasing the popped operation, found trivially dead.
    pub(crate) const ERASING_DEAD: Step = Step(u32::MAX - 3);
    /// Folding the popped operation.
    pub(crate) const FOLDING: Step = Step(u32::MAX - 4);
    /// Region simplification (unreachable blocks, dead code, merging).
    pub(crate) const SIMPLIFYING: Step = Step(u32::MAX - 5);

    /// Applying pattern `id` to the popped operation.
    #[inline(always)]
    pub(crate) const fn pattern(id: PatternId) -> Step {
        Step(id)
    }

    /// The pattern being applied, if that is the step.
    fn pattern_id(self) -> Option<PatternId> {
        (self.0 < Step::SIMPLIFYING.0).then_some(self.0)
    }

    /// The step in words (for [`PatternPanic::during`]).
    fn describe(self) -> &'static str {
        match self {
            Step::IDLE => "running the greedy driver",
            Step::SEEDING => "seeding the worklist",
            Step::POPPED => "processing an operation",
            Step::ERASING_DEAD => "erasing a trivially dead operation",
            Step::FOLDING => "folding",
            Step::SIMPLIFYING => "simplifying regions",
            _ => "applying a pattern",
        }
    }
}

/// What the driver was doing when a panic unwound to it.
pub(crate) struct Interrupted<'a> {
    /// The step.
    pub(crate) step: Step,
    /// The operation being processed.
    pub(crate) op: Option<OpId>,
    /// The operations the current step created, in creation order.
    pub(crate) created: &'a [OpId],
}

/// The message of a panic payload.
fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "<non-string panic payload>".to_string()
    }
}

/// Erases `created` (live ones, last first, as far as nothing outside
/// uses them). Returns how many were erased and how many stay.
fn undo_created(ctx: &mut Context, created: &[OpId]) -> (usize, usize) {
    let (mut undone, mut kept) = (0, 0);
    for &op in created.iter().rev() {
        if !ctx.op_exists(op) {
            continue;
        }
        if ctx.erase_op(op).is_ok() {
            undone += 1;
        } else {
            kept += 1;
        }
    }
    (undone, kept)
}

/// Runs `f`, swallowing a panic (the recovery's own cleanup must not turn
/// one panic into two).
fn quietly(f: impl FnOnce()) {
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
}

/// Undoes and finishes what the step that panicked left (see the module
/// docs) and builds the error.
pub(crate) fn recover_from_panic(
    ctx: &mut Context,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    region: RegionId,
    at: Interrupted<'_>,
    payload: Box<dyn Any + Send>,
) -> GreedyError {
    let message = panic_message(&*payload);
    // The operation as it was being processed (read before any cleanup:
    // it may be erased by it).
    let (op_name, location) = match at.op.filter(|&op| ctx.op_exists(op)) {
        Some(op) => {
            let data = ctx.op(op);
            (
                Some(ctx.op_name_str(data.name()).to_string()),
                Some(crate::text::print_location(ctx, data.loc())),
            )
        }
        None => (None, None),
    };
    let (mut undone, mut kept) = (0, 0);
    match at.step {
        Step::ERASING_DEAD => {
            if let Some(op) = at.op.filter(|&op| ctx.op_exists(op)) {
                quietly(|| {
                    let _ = PatternRewriter::new(ctx).erase_op(op);
                });
            }
        }
        Step::SIMPLIFYING => {
            if config.region_simplification != RegionSimplification::Disabled
                && ctx.regions.contains_key(region)
            {
                let merge = config.region_simplification == RegionSimplification::Aggressive;
                quietly(|| {
                    simplify_regions(&mut PatternRewriter::new(ctx), &[region], merge);
                });
            }
        }
        Step::IDLE | Step::SEEDING => {}
        // Processing the popped operation: folding or a pattern.
        _ => (undone, kept) = undo_created(ctx, at.created),
    }
    let pattern = at
        .step
        .pattern_id()
        .filter(|&id| (id as usize) < patterns.len())
        .map(|id| pattern_label(patterns, id));
    GreedyError::Panicked(Box::new(PatternPanic {
        pattern,
        during: at.step.describe(),
        op_name,
        location,
        message,
        undone,
        kept,
    }))
}
