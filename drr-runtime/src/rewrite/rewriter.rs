//! The [`PatternRewriter`]: MLIR's `RewriterBase`/`PatternRewriter` verbs
//! over a `&mut Context`, with an insertion point and an optional
//! [`Listener`].
//!
//! Every verb validates its handles first and returns an [`IrError`]
//! without changing anything when a handle is stale or the request is
//! impossible (erasing an operation whose results are still used,
//! replacing an operation by its own results, …). Nothing panics.
//!
//! Notification order is MLIR's:
//! - `create`/`insert`: inserted;
//! - `replace_all_uses_with`: one *modified* per use, in use-list order
//!   (each use update is a `modifyOpInPlace` on the user);
//! - `replace_op`: *replaced*, then the modifications of the users, then
//!   the erasure notifications;
//! - `erase_op`: nested operations first, in post-order (regions last to
//!   first, blocks in CFG post-order, operations last to first), each block
//!   after its operations, the operation itself last.
//!
//! Invariant: the rewriter only holds an insertion point, never cached IR
//! state, so it can be dropped and recreated at any time.
//!
//! DRR's result path has a combined verb (crate-internal, in `takeover`): when one new
//! operation replaces a root 1:1 (`create_taking_results`, then
//! `replace_op_taken`), the new operation takes over the root's result
//! values instead of getting fresh ones, so the replacement moves no use
//! and frees no value. The notifications, their order and the resulting
//! IR (use-list order included) are those of `create` + `replace_op`;
//! only value handles differ: a handle to a result of the root names the
//! new operation's result afterwards instead of going stale. It is taken
//! only without a listener or with one that allows it
//! ([`Listener::allows_result_takeover`]; the greedy driver does, unless
//! its user listener does not). Without a listener, or with one that
//! takes the fused notification ([`ResultTakeover::Fused`]: the greedy
//! driver without a user listener), creation, replacement and erasure are
//! one change of the IR (the new operation takes the root's arena slot,
//! with a new version, and its place in the block, the neighbours' links
//! patched rather than unlinked and relinked) reported by one
//! [`Listener::notify_operation_morphed`], whose effect on the listener
//! is that of the separate notifications.

use std::borrow::Cow;
use std::ops::Deref;

use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use crate::Context;
use crate::error::IrError;
use crate::ir::STILL_SUCCESSOR;
use crate::ir::{BlockId, OpData, OpId, OperandRef, OperationState, RegionId, Value, ValueDef};
use crate::location::Location;
use crate::types::Type;

use super::cfg;
use super::listener::{InsertPoint, Listener, ResultTakeover};

mod clone_verbs;
mod region_verbs;
mod takeover;
use super::pattern::MatchFailure;

/// Applies IR changes and reports them to a listener (MLIR's
/// `PatternRewriter`). Reads go through [`Deref`] to the [`Context`];
/// mutations go through the verbs (or through [`PatternRewriter::ctx_mut`]
/// for things that are not IR changes, such as interning types and
/// attributes).
pub struct PatternRewriter<'a> {
    ctx: &'a mut Context,
    listener: Option<&'a mut dyn Listener>,
    ip: Option<InsertPoint>,
    /// The listener is known to ignore match failures (see
    /// [`PatternRewriter::with_listener_quiet`]): they are not reported
    /// and their reasons not formatted.
    quiet: bool,
}

impl std::fmt::Debug for PatternRewriter<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PatternRewriter")
            .field("insertion_point", &self.ip)
            .field("has_listener", &self.listener.is_some())
            .finish_non_exhaustive()
    }
}

impl Deref for PatternRewriter<'_> {
    type Target = Context;
    fn deref(&self) -> &Context {
        self.ctx
    }
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter without a listener and without an insertion point.
    pub fn new(ctx: &'a mut Context) -> Self {
        PatternRewriter {
            ctx,
            listener: None,
            ip: None,
            quiet: false,
        }
    }

    /// A rewriter reporting to `listener`.
    pub fn with_listener(ctx: &'a mut Context, listener: &'a mut dyn Listener) -> Self {
        PatternRewriter {
            ctx,
            listener: Some(listener),
            ip: None,
            quiet: false,
        }
    }

    /// A rewriter reporting to `listener`; if `quiet`, the caller knows
    /// that `listener` ignores match failures: its
    /// [`Listener::notify_match_failure`] does nothing and its
    /// [`Listener::wants_match_failure_reasons`] is false (the greedy
    /// driver without an explain trace or a user listener). The failures
    /// are then not reported at all: no lookup of the failing operation's
    /// location and no dynamic call per failed match, with the same results
    /// ([`PatternRewriter::wants_failure_reasons`] is false, as the
    /// listener would answer). `quiet` also stands for the listener's
    /// [`Listener::result_takeover`] being [`ResultTakeover::Fused`] (the
    /// driver's answer without a user listener), which is then not asked.
    #[inline]
    pub(crate) fn with_listener_quiet(
        ctx: &'a mut Context,
        listener: &'a mut dyn Listener,
        quiet: bool,
    ) -> Self {
        PatternRewriter {
            ctx,
            listener: Some(listener),
            ip: None,
            quiet,
        }
    }

    /// The context, read-only.
    pub fn ctx(&self) -> &Context {
        self.ctx
    }

    /// The context, mutable. Changes made through it are not reported to the
    /// listener: use it to intern types, attributes and locations, and for
    /// IR changes only inside [`PatternRewriter::modify_op_in_place`].
    pub fn ctx_mut(&mut self) -> &mut Context {
        self.ctx
    }

    /// True if a listener is attached.
    pub fn has_listener(&self) -> bool {
        self.listener.is_some()
    }

    // ----- insertion point ------------------------------------------------

    /// The insertion point, if set.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }

    /// The block of the insertion point.
    pub fn insertion_block(&self) -> Option<BlockId> {
        self.ip.map(|ip| ip.block)
    }

    /// Restores a point returned by [`PatternRewriter::insertion_point`]
    /// (MLIR's `InsertionGuard`).
    pub fn restore_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.ip = ip;
    }

    /// Unsets the insertion point: created operations stay detached.
    pub fn clear_insertion_point(&mut self) {
        self.ip = None;
    }

    /// Inserts before `op`.
    pub fn set_insertion_point(&mut self, op: OpId) -> Result<(), IrError> {
        let block = self.op_block(op)?;
        self.ip = Some(InsertPoint {
            block,
            before: Some(op),
        });
        Ok(())
    }

    /// Inserts right after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) -> Result<(), IrError> {
        let block = self.op_block(op)?;
        self.ip = Some(InsertPoint {
            block,
            before: self.ctx.ops[op].next,
        });
        Ok(())
    }

    /// Inserts at the start of `block` (before its current first operation).
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) -> Result<(), IrError> {
        let first = self.ctx.try_block(block)?.first;
        self.ip = Some(InsertPoint {
            block,
            before: first,
        });
        Ok(())
    }

    /// Inserts at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) -> Result<(), IrError> {
        self.ctx.try_block(block)?;
        self.ip = Some(InsertPoint {
            block,
            before: None,
        });
        Ok(())
    }

    fn op_block(&self, op: OpId) -> Result<BlockId, IrError> {
        self.ctx
            .try_op(op)?
            .parent
            .ok_or(IrError::Invalid("the operation is not in a block"))
    }

    /// Checks that `ip` still names a live position.
    fn check_point(&self, ip: InsertPoint) -> Result<(), IrError> {
        self.ctx.try_block(ip.block)?;
        if let Some(before) = ip.before
            && self.ctx.try_op(before)?.parent != Some(ip.block)
        {
            return Err(IrError::Invalid(
                "the insertion point's operation left its block",
            ));
        }
        Ok(())
    }

    /// Links the detached `op` at `ip` (no notification).
    fn link_at(&mut self, op: OpId, ip: InsertPoint) -> Result<(), IrError> {
        match ip.before {
            Some(before) => self.ctx.insert_op_before(before, op),
            None => self.ctx.append_op(ip.block, op),
        }
    }

    // ----- notifications ----------------------------------------------------

    // Inlined: a call hop in front of the listener's own (dynamic) call,
    // once per created operation.
    #[inline]
    fn notify_inserted(&mut self, op: OpId, previous: Option<InsertPoint>) {
        if let Some(l) = &mut self.listener {
            l.notify_operation_inserted(self.ctx, op, previous);
        }
    }

    fn notify_modified(&mut self, op: OpId) {
        if let Some(l) = &mut self.listener {
            l.notify_operation_modified(self.ctx, op);
        }
    }

    fn notify_erased(&mut self, op: OpId) {
        if let Some(l) = &mut self.listener {
            l.notify_operation_erased(self.ctx, op);
        }
    }

    fn notify_block_erased(&mut self, block: BlockId) {
        if let Some(l) = &mut self.listener {
            l.notify_block_erased(self.ctx, block);
        }
    }

    /// Reports why a pattern does not apply (to the listener, with the
    /// location of `op`) and returns the failure to propagate:
    /// `return Err(rewriter.notify_match_failure(op, "…"))`.
    pub fn notify_match_failure(
        &mut self,
        op: OpId,
        reason: impl Into<Cow<'static, str>>,
    ) -> MatchFailure {
        if self.quiet {
            return MatchFailure::new(reason);
        }
        let loc = self
            .ctx
            .ops
            .get(op)
            .map_or_else(|| self.ctx.unknown_loc(), |d| d.loc);
        self.notify_match_failure_at(loc, reason)
    }

    /// True if the reason of a match failure may be read: there is no
    /// listener (the caller gets the [`MatchFailure`]) or the listener
    /// wants the reasons (see [`Listener::wants_match_failure_reasons`];
    /// the greedy driver wants them only with an explain trace or a user
    /// listener that wants them).
    #[inline]
    pub fn wants_failure_reasons(&self) -> bool {
        !self.quiet
            && self
                .listener
                .as_ref()
                .is_none_or(|l| l.wants_match_failure_reasons())
    }

    /// Like [`PatternRewriter::notify_match_failure`], formatting the reason
    /// only if it may be read ([`PatternRewriter::wants_failure_reasons`]);
    /// otherwise nobody is notified and the failure's reason is a fixed
    /// placeholder.
    #[inline]
    pub fn notify_match_failure_with<R: Into<Cow<'static, str>>>(
        &mut self,
        op: OpId,
        reason: impl FnOnce() -> R,
    ) -> MatchFailure {
        if self.wants_failure_reasons() {
            self.notify_match_failure(op, reason())
        } else {
            MatchFailure::unrecorded()
        }
    }

    /// Like [`PatternRewriter::notify_match_failure`] with an explicit
    /// location.
    pub fn notify_match_failure_at(
        &mut self,
        loc: Location,
        reason: impl Into<Cow<'static, str>>,
    ) -> MatchFailure {
        let failure = MatchFailure::new(reason);
        if !self.quiet
            && let Some(l) = &mut self.listener
        {
            l.notify_match_failure(self.ctx, loc, failure.reason());
        }
        failure
    }

    // ----- creation -----------------------------------------------------------

    /// Creates an operation from `state` and inserts it at the insertion
    /// point (notifying the listener); without an insertion point it stays
    /// detached. Fails without creating anything if a handle is stale.
    #[inline]
    pub fn create(&mut self, mut state: OperationState) -> Result<OpId, IrError> {
        self.create_from(&mut state)
    }

    /// [`PatternRewriter::create`] from a state owned by the caller (see
    /// [`Context::create_op_from`]: its attributes, successors and regions
    /// are taken).
    #[inline]
    pub fn create_from(&mut self, state: &mut OperationState) -> Result<OpId, IrError> {
        let Some(ip) = self.ip else {
            return self.ctx.create_op_from(state);
        };
        // What `check_point` checks (same errors, same order), reading the
        // new operation's neighbours on the way: it is created already
        // linked between them, as `insert` would link it (no second visit
        // of the new record, no lookup of the anchor again).
        // The block read in place (`try_block` is a call returning its
        // `Result` through memory, once per created operation).
        let last = match self.ctx.blocks.get(ip.block) {
            Some(block) => block.last,
            None => return Err(self.ctx.block_handle_error(ip.block)),
        };
        let prev = match ip.before {
            Some(before) => {
                let anchor = self.ctx.try_op(before)?;
                if anchor.parent != Some(ip.block) {
                    return Err(IrError::Invalid(
                        "the insertion point's operation left its block",
                    ));
                }
                let prev = anchor.prev;
                self.ctx.ops.key_at_opt(prev)
            }
            None => last,
        };
        let op = self
            .ctx
            .create_op_taking(state, None, Some((ip.block, prev, ip.before)))?;
        self.notify_inserted(op, None);
        Ok(op)
    }

    /// Inserts the detached `op` at the insertion point and notifies the
    /// listener (MLIR's `OpBuilder::insert`). Without an insertion point the
    /// operation stays detached and nobody is notified.
    pub fn insert(&mut self, op: OpId) -> Result<OpId, IrError> {
        if self.ctx.try_op(op)?.parent.is_some() {
            return Err(IrError::AlreadyInserted);
        }
        let Some(ip) = self.ip else {
            return Ok(op);
        };
        self.check_point(ip)?;
        self.link_at(op, ip)?;
        self.notify_inserted(op, None);
        Ok(op)
    }

    /// Creates a block with the given arguments, inserts it into `region` at
    /// position `index` (notifying the listener) and moves the insertion
    /// point to its end (MLIR's `createBlock`).
    pub fn create_block(
        &mut self,
        region: RegionId,
        index: usize,
        args: &[(Type, Location)],
    ) -> Result<BlockId, IrError> {
        let len = self.ctx.try_region(region)?.blocks.len();
        if index > len {
            return Err(IrError::IndexOutOfRange {
                what: "block",
                index,
                len,
            });
        }
        let block = self.ctx.create_block(args);
        self.ctx.insert_block(region, index, block)?;
        if let Some(l) = &mut self.listener {
            l.notify_block_inserted(self.ctx, block, None);
        }
        self.ip = Some(InsertPoint {
            block,
            before: None,
        });
        Ok(block)
    }

    // ----- modification -------------------------------------------------------

    /// Tells the listener that the IR changed in a way no notification
    /// describes: a pattern that, as its MLIR original does, replaces uses
    /// directly (`Value::replaceAllUsesWith` on the context, not through
    /// the rewriter). The greedy driver then counts the application as a
    /// change (MLIR trusts a pattern's success) without putting the users
    /// on the worklist (MLIR is not told about them either). Without it, a
    /// success that notified nothing counts as a failure.
    pub fn notify_unobserved_change(&mut self) {
        if let Some(l) = &mut self.listener {
            l.notify_unobserved_change(self.ctx);
        }
    }

    /// Runs `f` on the context to change `op` in place, then notifies the
    /// listener that `op` was modified (MLIR's `modifyOpInPlace`).
    pub fn modify_op_in_place<R>(
        &mut self,
        op: OpId,
        f: impl FnOnce(&mut Context) -> R,
    ) -> Result<R, IrError> {
        self.ctx.try_op(op)?;
        let r = f(self.ctx);
        if self.ctx.op_exists(op) {
            self.notify_modified(op);
        }
        Ok(r)
    }

    /// Starts an in-place modification of `op` (checks the handle; pair with
    /// [`PatternRewriter::finalize_op_modification`] or
    /// [`PatternRewriter::cancel_op_modification`]).
    pub fn start_op_modification(&mut self, op: OpId) -> Result<(), IrError> {
        self.ctx.try_op(op).map(|_| ())
    }

    /// Ends an in-place modification of `op`: notifies the listener.
    pub fn finalize_op_modification(&mut self, op: OpId) -> Result<(), IrError> {
        self.ctx.try_op(op)?;
        self.notify_modified(op);
        Ok(())
    }

    /// Abandons an in-place modification of `op` (nothing is notified).
    pub fn cancel_op_modification(&mut self, op: OpId) -> Result<(), IrError> {
        self.ctx.try_op(op).map(|_| ())
    }

    // ----- replacement --------------------------------------------------------

    /// Replaces every use of `from` with `to`; each updated user is reported
    /// as modified, in use-list order.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) -> Result<(), IrError> {
        self.ctx.try_value(from)?;
        self.ctx.try_value(to)?;
        self.replace_all_uses_unchecked(from, to);
        Ok(())
    }

    /// Replaces the uses of `from` for which `pred` holds with `to` (MLIR's
    /// `replaceUsesWithIf`); returns true if every use was replaced.
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Context, OperandRef) -> bool,
    ) -> Result<bool, IrError> {
        self.ctx.try_value(from)?;
        self.ctx.try_value(to)?;
        let mut all = true;
        // Early-increment iteration, like MLIR: the next use is read before
        // the current one moves to `to`'s list.
        let mut current = self.ctx.values[from].first_use;
        while let Some(at) = current {
            current = self.ctx.live_operand(at).next;
            let user = self.ctx.ops.key_at(at.slot);
            let operand = OperandRef {
                op: user,
                index: at.index,
            };
            if !pred(self.ctx, operand) {
                all = false;
                continue;
            }
            self.ctx.unlink_use_at(at);
            self.ctx.link_use_at(to, at);
            self.notify_modified(user);
        }
        Ok(all)
    }

    /// Replaces every use of `from` except those by `except`.
    pub fn replace_all_uses_except(
        &mut self,
        from: Value,
        to: Value,
        except: OpId,
    ) -> Result<(), IrError> {
        self.replace_uses_with_if(from, to, |_, at| at.op != except)
            .map(|_| ())
    }

    /// Notifies that `op` is replaced by `values`, then replaces all uses of
    /// its results (MLIR's `replaceAllOpUsesWith`). `op` is kept.
    pub fn replace_all_op_uses_with(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        self.check_replacement(op, values)?;
        self.replace_all_op_uses_unchecked(op, values);
        Ok(())
    }

    fn check_replacement(&self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        let data = self.ctx.try_op(op)?;
        check_replacement_count(self.ctx, data, values)?;
        for &v in values {
            self.ctx.try_value(v)?;
        }
        Ok(())
    }

    // Inlined: once per `replace_op`, the driver's most frequent
    // replacement after the fused takeover.
    #[inline(always)]
    fn replace_all_op_uses_unchecked(&mut self, op: OpId, values: &[Value]) {
        if let Some(l) = &mut self.listener {
            l.notify_operation_replaced(self.ctx, op, values);
        }
        let one_walk = self.ignores_use_lists();
        // By index (the results cannot change meanwhile: replacing uses
        // only relinks operands), not through a copy of the list.
        for (i, &to) in values.iter().enumerate() {
            let Some(&from) = self.ctx.ops[op].results.get(i) else {
                break;
            };
            // Both handles were checked.
            if one_walk && from != to && self.quiet {
                // `replace_all_uses_unchecked`'s one-walk case, inlined
                // here: once per replaced result of every `replace_op`.
                let listener = &mut self.listener;
                self.ctx.move_all_uses(from, to, |ctx, user| {
                    if let Some(l) = listener {
                        l.notify_operation_modified(ctx, user);
                    }
                });
            } else {
                self.replace_all_uses_unchecked(from, to);
            }
        }
    }

    /// True if the listener, if any, cannot tell the use lists in the
    /// middle of a replacement of all uses from MLIR's: none; a quiet one
    /// (the greedy driver without a user listener, whose modification
    /// hook reads only the user's record and its ancestors); or one that
    /// allows a result takeover, which promises not to read the IR (see
    /// [`Listener::allows_result_takeover`]).
    #[inline]
    fn ignores_use_lists(&self) -> bool {
        self.quiet
            || self
                .listener
                .as_ref()
                .is_none_or(|l| l.result_takeover() != ResultTakeover::Never)
    }

    /// [`PatternRewriter::replace_all_uses_with`] on live handles.
    fn replace_all_uses_unchecked(&mut self, from: Value, to: Value) {
        if from != to && self.ignores_use_lists() {
            // One walk of `from`'s list (see `Context::move_all_uses`):
            // the same notifications in the same order and the same final
            // lists; only the lists seen in between differ, which this
            // listener does not read.
            if self.quiet {
                // The greedy driver's own listener: no user code runs
                // during the walk.
                let listener = &mut self.listener;
                self.ctx.move_all_uses(from, to, |ctx, user| {
                    if let Some(l) = listener {
                        l.notify_operation_modified(ctx, user);
                    }
                });
            } else {
                // A user listener may panic: the use lists are only
                // consistent between walks, so its notifications come
                // after the walk (in the same order), and a panic in one
                // leaves consistent lists behind (see `greedy_panic`).
                let mut users: SmallVec<[OpId; 8]> = SmallVec::new();
                self.ctx.move_all_uses(from, to, |_, user| users.push(user));
                for user in users {
                    self.notify_modified(user);
                }
            }
            return;
        }
        if from != to {
            // Each step moves the head of `from`'s list: the uses in
            // use-list order, each notified right after its move, as the
            // early-increment loop below, with the lists in the same state
            // at every notification. Listeners only read the context, so
            // once the last use has moved, `from` stays without uses.
            while let Some((user, more)) = self.ctx.move_first_use(from, to) {
                self.notify_modified(user);
                if !more {
                    break;
                }
            }
            return;
        }
        // Early-increment iteration, as in `replace_uses_with_if` (a value
        // replaced by itself: every use is relinked and notified once).
        let mut current = self.ctx.values[from].first_use;
        while let Some(at) = current {
            current = self.ctx.live_operand(at).next;
            self.ctx.unlink_use_at(at);
            self.ctx.link_use_at(to, at);
            self.notify_modified(self.ctx.ops.key_at(at.slot));
        }
    }

    /// Replaces the results of `op` with `values` (one per result) and
    /// erases `op` (MLIR's `replaceOp`). Fails without changing anything if
    /// the counts differ, a handle is stale, a replacement value is defined
    /// by `op` or inside it, or a value defined inside `op` is used outside.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        if self.ctx.try_op(op)?.regions.is_empty() {
            return self.replace_leaf_op(op, values);
        }
        self.check_replacement(op, values)?;
        // Without regions, `op` encloses nothing: only its own results are
        // values it defines (no walk up from each value's owner).
        let has_regions = !self.ctx.ops[op].regions.is_empty();
        for &v in values {
            let owner = match self.ctx.values[v].def {
                ValueDef::OpResult { op: def, .. } => Some(def),
                ValueDef::BlockArgument { block, .. } => self.ctx.block_parent_op(block),
            };
            if owner.is_some_and(|o| {
                if has_regions {
                    self.ctx.is_ancestor_or_self(op, o)
                } else {
                    o == op
                }
            }) {
                return Err(IrError::Invalid(
                    "an operation cannot be replaced by values it defines",
                ));
            }
        }
        self.check_erasable(op, true)?;
        self.replace_all_op_uses_unchecked(op, values);
        self.erase_tree(op);
        Ok(())
    }

    /// [`PatternRewriter::replace_op`] for a live `op` without regions (every
    /// DRR root and fold in practice): the same checks, errors and
    /// notifications in one pass. Without regions, the only values `op`
    /// defines are its results, nothing nested can be used outside it
    /// (`check_erasable` has nothing to check) and erasing it is a single
    /// erasure (what `erase_tree` does for it), so the handle is read once
    /// instead of once per check.
    fn replace_leaf_op(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        check_replacement_count(self.ctx, &self.ctx.ops[op], values)?;
        // The errors of the general path, in its order: a stale handle
        // anywhere first, then ownership. One lookup per value: whether
        // it is `op`'s is noted on the way and reported only once every
        // handle has been checked.
        let mut defined_by_op = false;
        for &v in values {
            // A block argument's owner encloses its block: never `op`,
            // which has no regions.
            if let ValueDef::OpResult { op: def, .. } = self.ctx.try_value(v)?.def {
                defined_by_op |= def == op;
            }
        }
        if defined_by_op {
            return Err(IrError::Invalid(
                "an operation cannot be replaced by values it defines",
            ));
        }
        self.replace_all_op_uses_unchecked(op, values);
        // Listeners only read the context: `op` is still live and still
        // has no regions.
        self.erase_single(op);
        Ok(())
    }

    /// Replaces `op` by the results of `new_op` (same number) and erases it.
    pub fn replace_op_with_op(&mut self, op: OpId, new_op: OpId) -> Result<(), IrError> {
        let values: SmallVec<[Value; 4]> =
            self.ctx.try_op(new_op)?.results.iter().copied().collect();
        self.replace_op(op, &values)
    }

    /// Creates an operation from `state` right before `op` (the insertion
    /// point is moved there, as MLIR's `replaceOpWithNewOp` does) and
    /// replaces `op` with it. Fails without changing anything if the result
    /// counts differ or a handle is stale.
    pub fn replace_op_with_new(
        &mut self,
        op: OpId,
        state: OperationState,
    ) -> Result<OpId, IrError> {
        let data = self.ctx.try_op(op)?;
        if data.results.len() != state.result_types.len() {
            return Err(IrError::ReplacementCountMismatch {
                op: self.ctx.op_name_str(data.name).to_string(),
                expected: data.results.len(),
                found: state.result_types.len(),
            });
        }
        self.check_erasable(op, true)?;
        for &v in &state.operands {
            self.ctx.try_value(v)?;
        }
        self.set_insertion_point(op)?;
        let new_op = self.create(state)?;
        let values: SmallVec<[Value; 4]> = self.ctx.ops[new_op].results.iter().copied().collect();
        self.replace_all_op_uses_unchecked(op, &values);
        self.erase_tree(op);
        Ok(new_op)
    }

    // ----- erasure ------------------------------------------------------------

    /// Erases `op` and everything nested in it, notifying each erased
    /// operation and block in MLIR's order (see the module docs). Fails
    /// without changing anything if `op` is stale or a value it defines is
    /// still used outside it.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        let data = self.ctx.try_op(op)?;
        if data.regions.is_empty() {
            // No regions (a DRR root without results, a trivially dead
            // operation): `check_erasable` only checks the results and
            // `erase_tree` is a single erasure; both on the record read
            // once, with the same error.
            if let Some(i) = data
                .results
                .iter()
                .position(|&r| self.ctx.values[r].first_use.is_some())
            {
                return Err(IrError::ResultStillUsed {
                    op: self.ctx.op_name_str(data.name).to_string(),
                    result: i,
                });
            }
            self.erase_single(op);
            return Ok(());
        }
        self.check_erasable(op, false)?;
        self.erase_tree(op);
        Ok(())
    }

    /// Erases `block` and its operations (last to first), then notifies and
    /// frees the block. Fails without changing anything if the block is
    /// stale, still a successor of some block, or defines a value used
    /// outside it.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), IrError> {
        let data = self.ctx.try_block(block)?;
        // MLIR's `eraseBlock` requires `block->use_empty()`.
        if data.successor_uses > 0 {
            return Err(STILL_SUCCESSOR);
        }
        let inside = |ctx: &Context, user: OpId| {
            let mut cur = Some(user);
            while let Some(c) = cur {
                if ctx.ops[c].parent == Some(block) {
                    return true;
                }
                cur = ctx.parent_op(c);
            }
            false
        };
        for (i, &a) in data.args.iter().enumerate() {
            if self.ctx.uses(a).any(|u| !inside(self.ctx, u.op)) {
                return Err(IrError::ArgumentStillUsed { argument: i });
            }
        }
        let mut nested_all = Vec::new();
        let mut cur = data.first;
        while let Some(o) = cur {
            nested_all.extend(self.ctx.collect_nested_ops(o));
            cur = self.ctx.ops[o].next;
        }
        for &n in &nested_all {
            self.check_values_used_only_inside(n, |ctx, user| inside(ctx, user))?;
        }
        // Blocks nested in it may only be successors of operations inside.
        let nested_blocks = self.ctx.blocks_of_regions(&nested_all);
        if self
            .ctx
            .successor_used_outside(&nested_all, &nested_blocks)
            .is_some()
        {
            return Err(STILL_SUCCESSOR);
        }
        self.erase_block_unchecked(block);
        Ok(())
    }

    /// Erases the operations of `block` (last to first) and the block,
    /// without checks: values still used are dropped.
    pub(crate) fn erase_block_unchecked(&mut self, block: BlockId) {
        if !self.ctx.blocks.contains_key(block) {
            return;
        }
        self.empty_block_notifying(block);
        self.ctx.erase_empty_block(block);
    }

    /// The part of erasing the live `block` that notifies: its operations
    /// erased last to first, the uses of its arguments dropped, the block's
    /// erasure notified. The caller frees it: at once
    /// ([`Context::erase_empty_block`]), or with other blocks of its region
    /// ([`Context::free_emptied_blocks`]: one pass over the region's block
    /// list instead of one per block, which made erasing many blocks of a
    /// region O(n²)); until then a listener sees the emptied block still
    /// in its region.
    pub(crate) fn empty_block_notifying(&mut self, block: BlockId) {
        while let Some(last) = self.ctx.blocks[block].last {
            self.erase_tree(last);
        }
        let args: SmallVec<[Value; 4]> = self.ctx.blocks[block].args.iter().copied().collect();
        for a in args {
            self.ctx.drop_all_uses(a);
        }
        self.notify_block_erased(block);
    }

    /// Checks that erasing `op` leaves no dangling use: no result of `op`
    /// (unless `skip_own_results`) nor of an operation nested in it, and no
    /// argument of a nested block, is used outside `op`.
    fn check_erasable(&self, op: OpId, skip_own_results: bool) -> Result<(), IrError> {
        let data = self.ctx.try_op(op)?;
        let has_nested = data.regions.iter().any(|&r| {
            self.ctx
                .regions
                .get(r)
                .is_some_and(|rd| !rd.blocks.is_empty())
        });
        if !has_nested {
            if !skip_own_results {
                for (i, &r) in data.results.iter().enumerate() {
                    if self.ctx.values[r].first_use.is_some() {
                        return Err(IrError::ResultStillUsed {
                            op: self.ctx.op_name_str(data.name).to_string(),
                            result: i,
                        });
                    }
                }
            }
            return Ok(());
        }
        let inside = |ctx: &Context, user: OpId| ctx.is_ancestor_or_self(op, user);
        let nested = self.ctx.collect_nested_ops(op);
        // Its blocks may only be successors of operations inside it.
        if self
            .ctx
            .successor_used_outside(&nested, &self.ctx.blocks_of_regions(&nested))
            .is_some()
        {
            return Err(STILL_SUCCESSOR);
        }
        for n in nested {
            if n == op && skip_own_results {
                continue;
            }
            self.check_values_used_only_inside(n, inside)?;
        }
        for n in self.ctx.collect_nested_ops(op) {
            for &r in &self.ctx.ops[n].regions {
                for &b in &self.ctx.regions[r].blocks {
                    for (i, &a) in self.ctx.blocks[b].args.iter().enumerate() {
                        if self
                            .ctx
                            .uses(a)
                            .any(|u| !self.ctx.is_ancestor_or_self(op, u.op))
                        {
                            return Err(IrError::ArgumentStillUsed { argument: i });
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Checks that the results of `op` are only used by operations for
    /// which `inside` holds.
    fn check_values_used_only_inside(
        &self,
        op: OpId,
        inside: impl Fn(&Context, OpId) -> bool,
    ) -> Result<(), IrError> {
        let data = &self.ctx.ops[op];
        for (i, &r) in data.results.iter().enumerate() {
            if self.ctx.uses(r).any(|u| !inside(self.ctx, u.op)) {
                return Err(IrError::ResultStillUsed {
                    op: self.ctx.op_name_str(data.name).to_string(),
                    result: i,
                });
            }
        }
        Ok(())
    }

    fn has_nested_blocks(&self, op: OpId) -> bool {
        self.ctx.ops[op].regions.iter().any(|&r| {
            self.ctx
                .regions
                .get(r)
                .is_some_and(|rd| !rd.blocks.is_empty())
        })
    }

    /// Notifies and erases a single operation whose regions are empty.
    fn erase_single(&mut self, op: OpId) {
        self.notify_erased(op);
        self.ctx.erase_single_op(op);
    }

    /// MLIR's `RewriterBase::eraseOp` tree walk, iteratively: for each
    /// region (last first), repeatedly take the blocks reachable from the
    /// current entry in post-order, erase their operations last to first
    /// (recursively), then erase those blocks; finally erase `root`.
    ///
    /// The erased blocks of a region are notified as MLIR erases them but
    /// freed with `root` (MLIR takes each out of the region's list at once;
    /// one removal from the middle of a list per block made erasing a
    /// region of n blocks O(n²)). The next round's entry is the first
    /// block not erased yet, and a round's walk treats erased blocks as
    /// gone, as in MLIR, where erasing a block also drops the successor
    /// operands that name it.
    pub(crate) fn erase_tree(&mut self, root: OpId) {
        if !self.ctx.ops.contains_key(root) {
            return;
        }
        if !self.has_nested_blocks(root) {
            self.erase_single(root);
            return;
        }
        enum Frame {
            Op {
                op: OpId,
                next_region: usize,
            },
            Region {
                region: RegionId,
                /// The blocks erased so far (or being erased).
                erased: FxHashSet<BlockId>,
                /// Where to look for the next round's entry in the
                /// region's block list (blocks before it are erased).
                next_entry: usize,
                order: Vec<BlockId>,
                index: usize,
                cursor: Option<OpId>,
            },
        }
        /// The next round of `region`: the post-order from the first block
        /// from `*next_entry` on that is not erased.
        fn next_round(
            ctx: &Context,
            region: RegionId,
            erased: &mut FxHashSet<BlockId>,
            next_entry: &mut usize,
        ) -> Option<(Vec<BlockId>, Option<OpId>)> {
            let blocks = &ctx.regions.get(region)?.blocks;
            // A region of one block (the common case): one round, without
            // the set.
            if let [entry] = blocks[..] {
                if *next_entry > 0 {
                    return None;
                }
                *next_entry = 1;
                return Some((vec![entry], ctx.blocks[entry].last));
            }
            while let Some(&entry) = blocks.get(*next_entry) {
                *next_entry += 1;
                if erased.contains(&entry) {
                    continue;
                }
                let order = cfg::post_order_unvisited(ctx, entry, erased);
                let cursor = ctx.blocks[order[0]].last;
                return Some((order, cursor));
            }
            None
        }
        let region_frame = |ctx: &Context, region: RegionId| -> Option<Frame> {
            let mut erased = FxHashSet::default();
            let mut next_entry = 0;
            let (order, cursor) = next_round(ctx, region, &mut erased, &mut next_entry)?;
            Some(Frame::Region {
                region,
                erased,
                next_entry,
                order,
                index: 0,
                cursor,
            })
        };
        let mut stack = vec![Frame::Op {
            op: root,
            next_region: self.ctx.ops[root].regions.len(),
        }];
        while let Some(top) = stack.last_mut() {
            match top {
                Frame::Op { op, next_region } => {
                    let op = *op;
                    if *next_region == 0 {
                        stack.pop();
                        self.erase_single(op);
                        continue;
                    }
                    *next_region -= 1;
                    let region = self.ctx.ops[op].regions[*next_region];
                    if let Some(frame) = region_frame(self.ctx, region) {
                        stack.push(frame);
                    }
                }
                Frame::Region {
                    region,
                    erased,
                    next_entry,
                    order,
                    index,
                    cursor,
                } => {
                    if let Some(o) = *cursor {
                        *cursor = self.ctx.prev_op(o);
                        if self.has_nested_blocks(o) {
                            let next_region = self.ctx.ops[o].regions.len();
                            stack.push(Frame::Op { op: o, next_region });
                        } else {
                            self.erase_single(o);
                        }
                        continue;
                    }
                    *index += 1;
                    if *index < order.len() {
                        *cursor = self.ctx.blocks[order[*index]].last;
                        continue;
                    }
                    for &b in order.iter() {
                        let args: SmallVec<[Value; 4]> =
                            self.ctx.blocks[b].args.iter().copied().collect();
                        for a in args {
                            self.ctx.drop_all_uses(a);
                        }
                        self.notify_block_erased(b);
                    }
                    // Blocks unreachable from the former entry remain:
                    // start over from the next one not erased.
                    match next_round(self.ctx, *region, erased, next_entry) {
                        Some((next_order, next_cursor)) => {
                            *order = next_order;
                            *index = 0;
                            *cursor = next_cursor;
                        }
                        None => {
                            stack.pop();
                        }
                    }
                }
            }
        }
    }

    // ----- moves and block surgery ----------------------------------------------

    /// The position of `op` as a "previous" insertion point for move
    /// notifications.
    fn position_of(&self, op: OpId) -> Option<InsertPoint> {
        let data = &self.ctx.ops[op];
        data.parent.map(|block| InsertPoint {
            block,
            before: data.next,
        })
    }

    /// Moves `op` (attached or not) to `ip` and notifies it as inserted with
    /// its former position.
    fn move_op_to(&mut self, op: OpId, ip: InsertPoint) -> Result<(), IrError> {
        self.ctx.try_op(op)?;
        self.check_point(ip)?;
        if ip.before == Some(op) {
            // Moving an operation before itself leaves it in place.
            let previous = self.position_of(op);
            self.notify_inserted(op, previous);
            return Ok(());
        }
        // The destination must not be nested inside `op`.
        if let Some(parent) = self.ctx.block_parent_op(ip.block)
            && self.ctx.is_ancestor_or_self(op, parent)
        {
            return Err(IrError::Invalid("cannot move an operation into itself"));
        }
        let previous = self.position_of(op);
        self.ctx.detach_op(op)?;
        self.link_at(op, ip)?;
        self.notify_inserted(op, previous);
        Ok(())
    }

    /// Moves `op` right before `existing` (MLIR's `moveOpBefore`).
    pub fn move_op_before(&mut self, op: OpId, existing: OpId) -> Result<(), IrError> {
        let block = self.op_block(existing)?;
        self.move_op_to(
            op,
            InsertPoint {
                block,
                before: Some(existing),
            },
        )
    }

    /// Moves `op` right after `existing` (MLIR's `moveOpAfter`).
    pub fn move_op_after(&mut self, op: OpId, existing: OpId) -> Result<(), IrError> {
        let block = self.op_block(existing)?;
        if op == existing {
            return self.move_op_to(
                op,
                InsertPoint {
                    block,
                    before: Some(op),
                },
            );
        }
        let before = self.ctx.ops[existing].next;
        self.move_op_to(op, InsertPoint { block, before })
    }

    /// Moves the operations of `source` into `dest` before `before` (the end
    /// of `dest` for `None`), replacing the uses of `source`'s arguments by
    /// `args`, then erases `source` (MLIR's `inlineBlockBefore`). `source`
    /// must not be a successor of any block.
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[Value],
    ) -> Result<(), IrError> {
        let src = self.ctx.try_block(source)?;
        self.ctx.try_block(dest)?;
        if src.args.len() != args.len() {
            return Err(IrError::IndexOutOfRange {
                what: "block argument replacement",
                index: args.len(),
                len: src.args.len(),
            });
        }
        for &v in args {
            self.ctx.try_value(v)?;
        }
        if source == dest {
            return Err(IrError::Invalid("cannot inline a block into itself"));
        }
        let ip = InsertPoint {
            block: dest,
            before,
        };
        self.check_point(ip)?;
        // `dest` must not be nested in `source`.
        let mut cur = self.ctx.block_parent_op(dest);
        while let Some(o) = cur {
            if self.ctx.ops[o].parent == Some(source) {
                return Err(IrError::Invalid(
                    "cannot inline a block into a block nested in it",
                ));
            }
            cur = self.ctx.parent_op(o);
        }
        if self.ctx.blocks[source].successor_uses > 0 {
            return Err(IrError::Invalid("the inlined block is still a successor"));
        }
        let src_args: SmallVec<[Value; 4]> = src.args.iter().copied().collect();
        for (&from, &to) in src_args.iter().zip(args) {
            self.replace_all_uses_with(from, to)?;
        }
        while let Some(first) = self.ctx.blocks[source].first {
            self.move_op_to(first, ip)?;
        }
        self.erase_block_unchecked(source);
        Ok(())
    }

    /// Inlines `source` right before `op` (see
    /// [`PatternRewriter::inline_block_before`]).
    pub fn inline_block_before_op(
        &mut self,
        source: BlockId,
        op: OpId,
        args: &[Value],
    ) -> Result<(), IrError> {
        let dest = self.op_block(op)?;
        self.inline_block_before(source, dest, Some(op), args)
    }

    /// Appends the operations of `source` to `dest` and erases `source`
    /// (MLIR's `mergeBlocks`).
    pub fn merge_blocks(
        &mut self,
        source: BlockId,
        dest: BlockId,
        args: &[Value],
    ) -> Result<(), IrError> {
        self.inline_block_before(source, dest, None, args)
    }

    /// Sets the location of `op`, notifying a modification.
    pub fn set_loc(&mut self, op: OpId, loc: Location) -> Result<(), IrError> {
        self.modify_op_in_place(op, |ctx| ctx.set_loc(op, loc))?
    }
}

/// The error of replacing the op whose record is `data` by `values` if the
/// counts differ (MLIR asserts it; here it is an error naming the op).
fn check_replacement_count(ctx: &Context, data: &OpData, values: &[Value]) -> Result<(), IrError> {
    if data.results.len() != values.len() {
        return Err(IrError::ReplacementCountMismatch {
            op: ctx.op_name_str(data.name).to_string(),
            expected: data.results.len(),
            found: values.len(),
        });
    }
    Ok(())
}

/// What [`PatternRewriter::create_taking_results`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Takeover {
    /// A plain `create_from`: the new operation has fresh results.
    No,
    /// The new operation took over the old one's results;
    /// [`PatternRewriter::replace_op_taken`] completes the replacement.
    Results,
    /// The replacement is done: the old operation is erased and its
    /// notifications delivered ([`ResultTakeover::Fused`]).
    Replaced,
}

#[cfg(test)]
mod tests;
