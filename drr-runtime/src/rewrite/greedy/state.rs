//! The driver's listener half ([`DriverState`]): how the rewriter's
//! notifications move the worklist (MLIR's `GreedyPatternRewriteDriver`
//! as a `RewriterBase::Listener`), the per-name dispatch it reads on every
//! push and pop, and the ancestor chain of the last block pushed from.
//! Invariants are those of the module docs of `greedy`: the worklist holds
//! operations of the scope, and inert operations are never pushed.

use super::*;

impl DriverState<'_, '_> {
    /// The growth limit was passed (see [`DriverState::grown`]): the
    /// worklist is emptied (the pass ends after the current step).
    #[cold]
    #[inline(never)]
    pub(super) fn grow_stop(&mut self) {
        self.grown = true;
        self.worklist.clear();
    }

    /// The [`NameInfo`] of `name`, computed on first sight.
    #[inline]
    pub(super) fn dispatch_info(&mut self, ctx: &Context, name: OpName) -> NameInfo {
        match self.dispatch.get(name.0 as usize) {
            Some(&info) if info.flags & FILLED != 0 => info,
            _ => self.fill_dispatch(ctx, name),
        }
    }

    #[cold]
    #[inline(never)]
    pub(super) fn fill_dispatch(&mut self, ctx: &Context, name: OpName) -> NameInfo {
        let def = ctx.op_definition(name);
        let mut flags = FILLED;
        if let Some(def) = def {
            let traits = def.traits;
            let recursive = traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
            if !traits.contains(OpTraits::TERMINATOR)
                && (recursive || crate::rewrite::trivially_dead::droppable(traits))
            {
                flags |= DEAD_CANDIDATE;
            }
            if recursive {
                flags |= RECURSIVE;
            }
        }
        if self.fold && may_fold(def) {
            flags |= FOLDABLE;
        }
        let start = self.dispatch_patterns.len();
        let patterns = self.patterns;
        self.dispatch_patterns.extend(patterns.patterns_for(name));
        let len = self.dispatch_patterns.len() - start;
        if len == 0 && flags & (DEAD_CANDIDATE | FOLDABLE) == 0 && !self.explain {
            flags |= INERT;
        }
        let info = NameInfo {
            start: start as u32,
            len: len as u32,
            flags,
        };
        self.inert_stale = true;
        let index = name.0 as usize;
        if self.dispatch.len() <= index {
            self.dispatch.resize(index + 1, NameInfo::default());
        }
        self.dispatch[index] = info;
        info
    }

    /// True if popping an operation named `name` would do nothing, ever
    /// (see [`INERT`]).
    // The flag is tested in place, not on a copy of the whole `NameInfo`
    // (the copy went through the stack on the hook's path).
    #[inline(always)]
    pub(super) fn is_inert(&mut self, ctx: &Context, name: OpName) -> bool {
        match self.dispatch.get(name.0 as usize) {
            Some(info) if info.flags & FILLED != 0 => info.flags & INERT != 0,
            _ => self.fill_dispatch(ctx, name).flags & INERT != 0,
        }
    }

    /// MLIR's `addToWorklist`: enqueues `op` and its ancestors (in that
    /// order) if, and only if, the scope region is an ancestor. The
    /// ancestors of the block of `op` are cached for the last block seen
    /// (see [`DriverState::chain`]); the pushes are exactly those of the
    /// walk up. Called several times per rewrite (insertion, every use
    /// update, erasure, seeding): kept small enough to inline, the cache
    /// refresh is out of line.
    #[inline(always)]
    pub(super) fn add_to_worklist(&mut self, ctx: &Context, op: OpId) {
        let Some((block, name)) = ctx.ops.get(op).and_then(|d| Some((d.parent?, d.name))) else {
            // Detached: no parent region, so the scope is not an ancestor.
            return;
        };
        self.add_in_block(ctx, op, block, name);
    }

    /// [`DriverState::add_to_worklist`] for `op`, live in `block`, named
    /// `name`: for a caller that has read the record already.
    #[inline(always)]
    pub(super) fn add_in_block(&mut self, ctx: &Context, op: OpId, block: BlockId, name: OpName) {
        if self.chain.block != block || self.chain.epoch != ctx.structure_epoch {
            self.refresh_chain(ctx, block);
        }
        if !self.chain.in_scope {
            return;
        }
        if self.strictness == Strictness::AnyOp {
            if !self.is_inert(ctx, name) {
                self.worklist.push(op);
            }
            for &a in &self.chain.ancestors {
                self.worklist.push(a);
            }
            return;
        }
        self.add_filtered(op);
    }

    /// Lets `op` pass the strictness filter (a new operation with
    /// [`Strictness::ExistingAndNewOps`]). Out of line and cold, as
    /// [`DriverState::add_filtered`].
    #[cold]
    #[inline(never)]
    pub(super) fn filter_in(&mut self, op: OpId) {
        self.filtered.insert(op, ());
    }

    /// Takes the erased `op` out of the strictness filter. Out of line
    /// and cold, as [`DriverState::add_filtered`].
    #[cold]
    #[inline(never)]
    pub(super) fn filter_out(&mut self, op: OpId) {
        self.filtered.remove(op);
    }

    /// [`DriverState::add_in_block`]'s pushes with a strictness other than
    /// [`Strictness::AnyOp`] (the chain refreshed for `op`'s block): `op`
    /// and its ancestors that pass the filter. Out of line and cold: the
    /// default strictness is `AnyOp`, and this is inlined into every
    /// hook otherwise.
    #[cold]
    #[inline(never)]
    pub(super) fn add_filtered(&mut self, op: OpId) {
        if self.filtered.contains_key(op) {
            self.worklist.push(op);
        }
        for &a in &self.chain.ancestors {
            if self.filtered.contains_key(a) {
                self.worklist.push(a);
            }
        }
    }

    /// Recomputes [`DriverState::chain`] for `block`: the walk up from
    /// `block` to the scope, each enclosing operation kept as it is found.
    /// With [`Strictness::AnyOp`], inert ancestors are left out (they are
    /// not pushed either, see `INERT`; with another strictness the fuse
    /// counts the queued operations, so they stay). Filtering during the
    /// walk, rather than a `retain` pass over the list afterwards, is one
    /// visit per ancestor and no out-of-line call.
    #[inline(never)]
    pub(super) fn refresh_chain(&mut self, ctx: &Context, block: BlockId) {
        self.chain.block = block;
        self.chain.epoch = ctx.structure_epoch;
        self.chain.ancestors.clear();
        let keep_inert = self.strictness != Strictness::AnyOp;
        self.chain.in_scope = 'walk: {
            let Some(mut region) = ctx.blocks.get(block).and_then(|b| b.parent) else {
                break 'walk false;
            };
            loop {
                if region == self.scope {
                    break 'walk true;
                }
                let Some(parent) = ctx.regions.get(region).and_then(|r| r.parent) else {
                    break 'walk false;
                };
                // A stale parent: not in scope (the walk stops below).
                let Some(data) = ctx.ops.get(parent) else {
                    break 'walk false;
                };
                if keep_inert || !self.is_inert(ctx, data.name) {
                    self.chain.ancestors.push(parent);
                }
                let Some(next) = data.parent.and_then(|b| ctx.blocks.get(b)?.parent) else {
                    break 'walk false;
                };
                region = next;
            }
        };
    }

    /// True if `add_to_worklist(op)` would push nothing: with
    /// [`Strictness::AnyOp`], `op` is outside the scope, or it and each of
    /// its ancestors inside the scope are already queued (a push of a queued
    /// operation keeps its position) or inert (not pushed, see [`INERT`]).
    /// A pure check, but for the name's [`NameInfo`] computed on first
    /// sight.
    ///
    /// `op` is live in `block` and named `name` (the caller read its
    /// record, and reuses what it read for the push itself).
    #[inline(always)]
    pub(super) fn add_is_noop(
        &mut self,
        ctx: &Context,
        op: OpId,
        block: BlockId,
        name: OpName,
    ) -> bool {
        if self.strictness != Strictness::AnyOp {
            return false;
        }
        if self.chain.block != block || self.chain.epoch != ctx.structure_epoch {
            self.refresh_chain(ctx, block);
        }
        // The name first (the two tests are pure, their order changes
        // nothing but cost): an inert definer, as in a chain of rewrites
        // whose results are inert, needs no worklist lookup.
        !self.chain.in_scope
            || ((self.is_inert(ctx, name) || self.worklist.contains(op))
                && self
                    .chain
                    .ancestors
                    .iter()
                    .all(|&a| self.worklist.contains(a)))
    }

    /// MLIR's `addOperandsToWorklist`: the defining operations of the
    /// operands of `op` (about to be erased) that have at most one user
    /// besides `op`.
    // Inlined into the separate erasure notification (its one caller: a
    // call per erased operation otherwise); `add_operand_definers` is
    // inlined here and into the fused hook.
    #[inline(always)]
    pub(super) fn add_operands_to_worklist(&mut self, ctx: &Context, op: OpId) {
        let Some(erased) = ctx.ops.get(op) else {
            return;
        };
        self.add_operand_definers(ctx, op, &erased.operands);
    }

    /// [`DriverState::add_operands_to_worklist`] for `op`, about to be
    /// erased or just erased, whose operands are `operands`: uses by `op`
    /// itself are not counted (after the erasure there are none left).
    // Inlined into both erasure hooks, with `add_is_noop` (a call per
    // erased operation otherwise, and `add_is_noop` was left out of line).
    #[inline(always)]
    pub(super) fn add_operand_definers(&mut self, ctx: &Context, op: OpId, operands: &[Operand]) {
        for operand in operands {
            let value = operand.value;
            let Some(data) = ctx.values.get(value) else {
                continue;
            };
            let ValueDef::OpResult { op: def, .. } = data.def else {
                continue;
            };
            // Read once for the check and the push: a detached definer is
            // not pushed (no parent region, so the scope is not an
            // ancestor).
            let Some((block, name)) = ctx.ops.get(def).and_then(|d| Some((d.parent?, d.name)))
            else {
                continue;
            };
            // The use walk below only decides whether to push `def`; when
            // that push would change nothing (typically: `def` is still
            // queued from seeding), skip the walk.
            if self.add_is_noop(ctx, def, block, name) {
                continue;
            }
            let mut other: Option<OpId> = None;
            let mut more = false;
            for u in ctx.uses_of(data) {
                if u.op == op || Some(u.op) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add_in_block(ctx, def, block, name);
            }
        }
    }
}

impl Listener for DriverState<'_, '_> {
    fn notify_operation_inserted(
        &mut self,
        ctx: &Context,
        op: OpId,
        previous: Option<InsertPoint>,
    ) {
        self.notifications += 1;
        if previous.is_none() {
            self.created.push(op);
            if ctx.ops.len() > self.ops_limit {
                self.grow_stop();
            }
        }
        if let Some(u) = &mut self.user {
            u.notify_operation_inserted(ctx, op, previous);
        }
        if self.strictness == Strictness::ExistingAndNewOps {
            self.filter_in(op);
        }
        if !self.grown {
            self.add_to_worklist(ctx, op);
        }
    }

    fn notify_block_inserted(&mut self, ctx: &Context, block: BlockId, previous: Option<RegionId>) {
        self.notifications += 1;
        if let Some(u) = &mut self.user {
            u.notify_block_inserted(ctx, block, previous);
        }
    }

    // `#[inline]`: called directly from the pop loop (in `greedy.rs`, which
    // may be another codegen unit), on every modification.
    #[inline]
    fn notify_operation_modified(&mut self, ctx: &Context, op: OpId) {
        self.notifications += 1;
        if let Some(u) = &mut self.user {
            u.notify_operation_modified(ctx, op);
        }
        self.add_to_worklist(ctx, op);
    }

    fn notify_unobserved_change(&mut self, ctx: &Context) {
        self.notifications += 1;
        if let Some(u) = &mut self.user {
            u.notify_unobserved_change(ctx);
        }
    }

    fn notify_operation_replaced(&mut self, ctx: &Context, op: OpId, replacement: &[Value]) {
        self.notifications += 1;
        if let Some(u) = &mut self.user {
            u.notify_operation_replaced(ctx, op, replacement);
        }
    }

    fn notify_operation_erased(&mut self, ctx: &Context, op: OpId) {
        self.notifications += 1;
        if Some(op) == self.scope_parent {
            self.scope_parent_erased = true;
        }
        if let Some(u) = &mut self.user {
            u.notify_operation_erased(ctx, op);
        }
        self.add_operands_to_worklist(ctx, op);
        self.worklist.remove(op);
        if self.strictness != Strictness::AnyOp {
            self.filter_out(op);
        }
    }

    // A fused replacement: the effects of the notifications it stands for
    // (inserted `new`, replaced `old`, modified each user, erased `old`),
    // in their order, but for the removal of `old` from the worklist,
    // done first: `new` may have taken `old`'s slot, by which the
    // worklist and `filtered` are indexed. That changes nothing else:
    // none of the operations pushed or looked up in between is `old`
    // (not a user of its own results, not the definer of its own
    // operands, not an ancestor of anything, not `new`), and a removal
    // leaves a hole in place whenever it happens. The users come as a
    // list (the rewriter's reversal of the use lists walked them): the
    // pushes read no use list of `new`'s results, already reversed, and
    // the erasure's walks are of `old`'s operands' lists, which never hold
    // a result of `old`.
    fn notify_operation_morphed(
        &mut self,
        ctx: &Context,
        new: OpId,
        old: OpId,
        old_operands: &[Operand],
        users: &[OpId],
    ) {
        debug_assert!(self.user.is_none(), "fused only without a user listener");
        self.notifications += 3;
        self.worklist.remove(old);
        if self.strictness != Strictness::AnyOp {
            self.filter_out(old);
        }
        if self.strictness == Strictness::ExistingAndNewOps {
            self.filter_in(new);
        }
        if let Some(data) = ctx.ops.get(new)
            && let Some(block) = data.parent
        {
            self.add_in_block(ctx, new, block, data.name);
        }
        self.notifications += users.len() as u64;
        for &user in users {
            self.add_to_worklist(ctx, user);
        }
        if Some(old) == self.scope_parent {
            self.scope_parent_erased = true;
        }
        self.add_operand_definers(ctx, old, old_operands);
    }

    fn notify_block_erased(&mut self, ctx: &Context, block: BlockId) {
        self.notifications += 1;
        if let Some(u) = &mut self.user {
            u.notify_block_erased(ctx, block);
        }
    }

    fn notify_match_failure(&mut self, ctx: &Context, loc: Location, reason: &str) {
        if let Some(u) = &mut self.user {
            u.notify_match_failure(ctx, loc, reason);
        }
    }

    fn wants_match_failure_reasons(&self) -> bool {
        self.trace_failures
            || self
                .user
                .as_ref()
                .is_some_and(|u| u.wants_match_failure_reasons())
    }

    // The driver keeps no value handles, and what it reads in its
    // notifications (the notified operations' parents; on erasure, the
    // erased operation's operands, their uses and defining operations) is
    // the same after a takeover as after MLIR's replacement; a user
    // listener has to allow it too.
    fn allows_result_takeover(&self) -> bool {
        self.user
            .as_ref()
            .is_none_or(|u| u.allows_result_takeover())
    }

    // Fused without a user listener (the driver's own hook above); with
    // one, what it allows, one notification at a time (it is forwarded
    // the separate notifications).
    fn result_takeover(&self) -> ResultTakeover {
        match &self.user {
            None => ResultTakeover::Fused,
            Some(u) if u.allows_result_takeover() => ResultTakeover::Allowed,
            Some(_) => ResultTakeover::Never,
        }
    }

    #[inline]
    fn notify_pattern_begin(&mut self, ctx: &Context, pattern: &dyn RewritePattern, op: OpId) {
        if let Some(u) = &mut self.user {
            u.notify_pattern_begin(ctx, pattern, op);
        }
    }

    #[inline]
    fn notify_pattern_end(&mut self, ctx: &Context, pattern: &dyn RewritePattern, succeeded: bool) {
        if let Some(u) = &mut self.user {
            u.notify_pattern_end(ctx, pattern, succeeded);
        }
    }
}
