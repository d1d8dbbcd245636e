//! Observers of IR changes made through a
//! [`PatternRewriter`](super::PatternRewriter): MLIR's
//! `RewriterBase::Listener`.
//!
//! Every notification receives the [`Context`] read-only, so a listener can
//! inspect the IR but never change it behind the rewriter's back. The
//! greedy driver is itself a listener (it keeps its worklist up to date
//! from these notifications) and forwards everything to an optional user
//! listener.
//!
//! Timing follows MLIR exactly:
//! - `notify_operation_inserted` after the operation was inserted (or
//!   moved; `previous` is where it was);
//! - `notify_operation_modified` after an in-place change;
//! - `notify_operation_replaced` before the uses of the operation are
//!   replaced (its results are still used);
//! - `notify_operation_erased` before the operation is erased (it is still
//!   in place with its operands, its nested operations are already gone);
//! - `notify_block_inserted` after, `notify_block_erased` before the fact.

use crate::Context;
use crate::ir::{BlockId, OpId, Operand, RegionId, Value};
use crate::location::Location;

use super::pattern::RewritePattern;

/// A position in a block: before operation `before`, or at the end of the
/// block when `before` is `None` (MLIR's `OpBuilder::InsertPoint`).
///
/// Like MLIR's iterator-based insertion point, a point set "at the start of
/// a block" names the operation that was first at that time: operations
/// later inserted at the front by someone else end up before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InsertPoint {
    /// The block.
    pub block: BlockId,
    /// The operation to insert before; `None` for the end of the block.
    pub before: Option<OpId>,
}

/// Receives notifications of IR changes. Every method has a no-op default.
pub trait Listener {
    /// `op` was inserted into a block (created, or moved: `previous` is its
    /// former position, `None` if it was detached).
    fn notify_operation_inserted(
        &mut self,
        ctx: &Context,
        op: OpId,
        previous: Option<InsertPoint>,
    ) {
        let _ = (ctx, op, previous);
    }

    /// `block` was inserted into a region (`previous` is the region it came
    /// from, `None` if it was detached or new).
    fn notify_block_inserted(&mut self, ctx: &Context, block: BlockId, previous: Option<RegionId>) {
        let _ = (ctx, block, previous);
    }

    /// `op` was modified in place (operands, attributes, location, …).
    fn notify_operation_modified(&mut self, ctx: &Context, op: OpId) {
        let _ = (ctx, op);
    }

    /// A pattern changed the IR without telling which operations
    /// ([`PatternRewriter::notify_unobserved_change`]): nothing to put on a
    /// worklist, but the application changed something.
    ///
    /// [`PatternRewriter::notify_unobserved_change`]: super::PatternRewriter::notify_unobserved_change
    fn notify_unobserved_change(&mut self, ctx: &Context) {
        let _ = ctx;
    }

    /// The results of `op` are about to be replaced by `replacement` (one
    /// value per result); `op` will be erased next if it is a `replace_op`.
    fn notify_operation_replaced(&mut self, ctx: &Context, op: OpId, replacement: &[Value]) {
        let _ = (ctx, op, replacement);
    }

    /// `op` is about to be erased. Operations nested in it have already been
    /// erased (and notified), in post-order.
    fn notify_operation_erased(&mut self, ctx: &Context, op: OpId) {
        let _ = (ctx, op);
    }

    /// `block` is about to be erased; it holds no operations any more.
    fn notify_block_erased(&mut self, ctx: &Context, block: BlockId) {
        let _ = (ctx, block);
    }

    /// A pattern reported why it does not apply (see
    /// [`PatternRewriter::notify_match_failure`](super::PatternRewriter::notify_match_failure)).
    fn notify_match_failure(&mut self, ctx: &Context, loc: Location, reason: &str) {
        let _ = (ctx, loc, reason);
    }

    /// True if this listener reads the reasons given to
    /// [`Listener::notify_match_failure`] (the default). A listener that
    /// returns false lets patterns skip formatting their failure messages:
    /// [`PatternRewriter::notify_match_failure_with`](super::PatternRewriter::notify_match_failure_with)
    /// then neither formats nor reports the reason.
    fn wants_match_failure_reasons(&self) -> bool {
        true
    }

    /// True if this listener lets a rewrite reuse value handles: when a
    /// DRR pattern replaces its root by one new operation with the same
    /// number of results, the new operation may take over the root's result
    /// values (their uses stay in place) instead of getting fresh ones whose
    /// uses are then moved over. The notifications are the same, in the
    /// same order, but the IR between them differs from MLIR's (the root
    /// has no results from the new operation's insertion on, and the
    /// replacement values are the root's former handles), so only a listener
    /// that never reads the IR nor keeps value handles may return true. The
    /// default is false.
    fn allows_result_takeover(&self) -> bool {
        false
    }

    /// How far this listener lets a rewrite go when one new operation
    /// replaces a root 1:1 (see [`ResultTakeover`]). The default follows
    /// [`Listener::allows_result_takeover`]: [`ResultTakeover::Allowed`]
    /// or [`ResultTakeover::Never`]. Only a listener that implements
    /// [`Listener::notify_operation_morphed`] with exactly the effect of
    /// the separate notifications may return [`ResultTakeover::Fused`].
    fn result_takeover(&self) -> ResultTakeover {
        if self.allows_result_takeover() {
            ResultTakeover::Allowed
        } else {
            ResultTakeover::Never
        }
    }

    /// Called instead of the separate notifications of a fused takeover
    /// replacement (only if [`Listener::result_takeover`] returned
    /// [`ResultTakeover::Fused`]): `new` was created right before `old`,
    /// took over its results and its arena slot, and `old` was replaced by
    /// it and erased, all at once. The notifications this stands for are,
    /// in order: inserted `new` (detached before); replaced `old` by
    /// `new`'s results; modified, for each entry of `users`, that user
    /// (one entry per use of a result of `new`, results in order, each
    /// result's uses in MLIR's notification order; the use lists
    /// themselves are already reversed, as MLIR's moves of the uses to the
    /// front of a new list leave them); erased `old`, whose operands were
    /// `old_operands` (now unlinked from their use lists: the uses of a
    /// value seen here are those MLIR's erasure notification would see,
    /// less `old`'s own). When this is called, `old` is stale and `new`
    /// is in its place.
    fn notify_operation_morphed(
        &mut self,
        ctx: &Context,
        new: OpId,
        old: OpId,
        old_operands: &[Operand],
        users: &[OpId],
    ) {
        let _ = (ctx, new, old, old_operands, users);
    }

    /// The greedy driver is about to try `pattern` on `op`.
    fn notify_pattern_begin(&mut self, ctx: &Context, pattern: &dyn RewritePattern, op: OpId) {
        let _ = (ctx, pattern, op);
    }

    /// The greedy driver finished trying `pattern`: `succeeded` tells
    /// whether it applied.
    fn notify_pattern_end(&mut self, ctx: &Context, pattern: &dyn RewritePattern, succeeded: bool) {
        let _ = (ctx, pattern, succeeded);
    }
}

/// What [`Listener::result_takeover`] allows when a DRR result operation
/// replaces its root 1:1 (`PatternRewriter`'s result takeover).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultTakeover {
    /// The new operation gets fresh results; the root's uses are moved to
    /// them (MLIR's steps, IR included).
    Never,
    /// The new operation takes over the root's result values (see
    /// [`Listener::allows_result_takeover`]); the notifications are
    /// delivered one by one.
    Allowed,
    /// As `Allowed`, and the creation, replacement and erasure are done as
    /// one change of the IR (the new operation takes the root's arena
    /// slot, with a new version, and its place in the block), reported by
    /// one [`Listener::notify_operation_morphed`].
    Fused,
}

/// A listener that ignores everything.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoopListener;

impl Listener for NoopListener {}
