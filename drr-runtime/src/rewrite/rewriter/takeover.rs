//! DRR's combined verb of the [`PatternRewriter`] (see the module docs of
//! `rewriter`): a new operation that replaces a root 1:1 takes over the
//! root's result values (`create_taking_results`, then
//! `replace_op_taken`), or a detached constant takes a folded
//! operation's place (`replace_op_in_place`); and the root replacement
//! DRR's generated code calls when no takeover happened
//! (`replace_or_erase_root`). Notifications and the resulting IR are
//! those of `create` + `replace_op`.

use super::*;

impl PatternRewriter<'_> {
    /// Whether a takeover is allowed and whether the listener takes the
    /// fused notification: a quiet rewriter's listener is the driver's
    /// without a user listener, which takes it (see
    /// `with_listener_quiet`), so no dynamic call on the driver's hot
    /// path; otherwise one.
    #[inline]
    fn takeover_mode(&self) -> ResultTakeover {
        if self.quiet {
            ResultTakeover::Fused
        } else {
            self.listener
                .as_ref()
                .map_or(ResultTakeover::Fused, |l| l.result_takeover())
        }
    }

    /// A DRR root's replacement when no result takeover did it: `op` is
    /// erased if it has no results (MLIR's generated `eraseOp`),
    /// otherwise replaced by `values` ([`PatternRewriter::replace_op`]).
    /// The same checks, errors and notifications as those two calls, with
    /// the record read once for the choice and, without regions (every
    /// root in practice), for the checks: an operation without results
    /// nor regions has nothing `erase_op` would check.
    pub(crate) fn replace_or_erase_root(
        &mut self,
        op: OpId,
        values: &[Value],
    ) -> Result<(), IrError> {
        let data = self.ctx.try_op(op)?;
        match (data.results.is_empty(), data.regions.is_empty()) {
            (true, true) => {
                self.erase_single(op);
                Ok(())
            }
            (false, true) => self.replace_leaf_op(op, values),
            (true, false) => self.erase_op(op),
            (false, false) => self.replace_op(op, values),
        }
    }

    /// [`PatternRewriter::create_from`] for the operation that will replace
    /// `old` 1:1 (a DRR result op whose values replace all of `old`'s
    /// results, followed by [`PatternRewriter::replace_op_taken`] and
    /// nothing in between): when possible, the new operation takes over
    /// `old`'s result values (re-pointed to it, typed from `state`) instead
    /// of getting fresh ones, so that the replacement leaves every use in
    /// place and erasing `old` frees no value. Returns the new operation
    /// and what was done ([`Takeover`]); without a takeover this is
    /// exactly `create_from`.
    ///
    /// Taken only when nobody can tell (the listener, if any, allows it:
    /// [`Listener::result_takeover`]) and the replacement would be a
    /// plain MLIR `replaceOp`: an insertion point is set, `old` is live,
    /// has no regions and as many results as `state` (at least one), and
    /// the new operation has no regions and does not use a result of `old`.
    ///
    /// Without a listener, or with one that takes the fused notification
    /// ([`ResultTakeover::Fused`]), the whole replacement is done here
    /// ([`Takeover::Replaced`]; `replace_op_taken` must not follow) when
    /// the insertion point is right before `old` and neither operation has
    /// successors, nor does `old` use its own results: see
    /// [`PatternRewriter::replace_in_place`].
    pub(crate) fn create_taking_results(
        &mut self,
        state: &mut OperationState,
        old: OpId,
    ) -> Result<(OpId, Takeover), IrError> {
        let mode = self.takeover_mode();
        let (mut old_block, mut old_prev, mut fusable) = (None, None, false);
        let takes = mode != ResultTakeover::Never
            && self.ip.is_some()
            && state.regions.is_empty()
            && self.ctx.ops.get(old).is_some_and(|d| {
                (old_block, old_prev) = (d.parent, self.ctx.ops.key_at_opt(d.prev));
                // Each list read through one slice (a `SmallVec` access
                // tests where its elements are).
                let results: &[Value] = &d.results;
                // One result (the common case): plain compares, not a
                // search of the result list per operand.
                let is_result = |v: &Value| match results {
                    [r] => r == v,
                    _ => results.contains(v),
                };
                let ok = d.regions.is_empty()
                    && !results.is_empty()
                    && results.len() == state.result_types.len()
                    && !state.operands.iter().any(is_result);
                // Replaced in one step only if erasing `old` is nothing
                // but dropping its record and operand uses.
                fusable = ok
                    && d.successors.is_empty()
                    && !d.operands.iter().any(|o| is_result(&o.value));
                ok
            });
        if !takes {
            return Ok((self.create_from(state)?, Takeover::No));
        }
        let ip = self.ip.expect("checked above");
        // The usual point, right before `old` (where the driver puts it),
        // holds without a lookup: `old` is live in that block, so the
        // block is live too.
        let before_old = ip.before == Some(old) && old_block == Some(ip.block);
        if before_old && fusable && mode == ResultTakeover::Fused && state.successors.is_empty() {
            return Ok((self.replace_in_place(state, old)?, Takeover::Replaced));
        }
        self.create_taking_unfused(state, old, ip, before_old, old_prev)
    }

    /// [`PatternRewriter::create_taking_results`] past its checks when
    /// the takeover is not fused ([`Takeover::Results`]): rare on the
    /// driver's path (out of line, so that the common paths keep their
    /// values in registers).
    #[cold]
    #[inline(never)]
    fn create_taking_unfused(
        &mut self,
        state: &mut OperationState,
        old: OpId,
        ip: InsertPoint,
        before_old: bool,
        old_prev: Option<OpId>,
    ) -> Result<(OpId, Takeover), IrError> {
        if !before_old {
            self.check_point(ip)?;
        }
        // Created with `old`'s results: no value is allocated here nor
        // freed when `old` is erased.
        // At the usual point, linked as it is created, between `old` and
        // its previous neighbour read above.
        let link = before_old.then_some((ip.block, old_prev, Some(old)));
        let op = self.ctx.create_op_taking(state, Some(old), link)?;
        // As in `create_from`: the new operation is detached and creating
        // it changed no links, so the insertion point checked above holds.
        if !before_old {
            self.link_at(op, ip)?;
        }
        self.notify_inserted(op, None);
        Ok((op, Takeover::Results))
    }

    /// True if [`PatternRewriter::replace_op_in_place`] can replace `old`
    /// by an operation of `num_results` results that has no operands,
    /// regions or successors: the listener takes the fused notification
    /// ([`ResultTakeover::Fused`]), and `old` is live in a block, has
    /// `num_results` results (at least one), no regions or successors, and
    /// does not use its own results.
    pub(crate) fn can_replace_in_place(&self, old: OpId, num_results: usize) -> bool {
        self.takeover_mode() == ResultTakeover::Fused
            && self.ctx.ops.get(old).is_some_and(|d| {
                let results: &[Value] = &d.results;
                d.parent.is_some()
                    && d.regions.is_empty()
                    && d.successors.is_empty()
                    && num_results > 0
                    && results.len() == num_results
                    && !d.operands.iter().any(|o| results.contains(&o.value))
            })
    }

    /// Replaces `old` by the operation of `state`, which has no operands,
    /// regions or successors, created in its place and taking over its
    /// results: what creating the operation right before `old` and
    /// [`PatternRewriter::replace_op`] with its results do, with the same
    /// notifications in the same order (fused into one, see
    /// [`Listener::notify_operation_morphed`]) and the same IR, use lists
    /// included. [`PatternRewriter::can_replace_in_place`] must hold (the
    /// caller checked it, with nothing changed since; not checked again).
    pub(crate) fn replace_op_in_place(
        &mut self,
        state: &mut OperationState,
        old: OpId,
    ) -> Result<OpId, IrError> {
        debug_assert!(self.can_replace_in_place(old, state.result_types.len()));
        if !state.operands.is_empty() || !state.regions.is_empty() || !state.successors.is_empty() {
            return Err(IrError::Invalid(
                "an in-place replacement needs an operation without operands, regions or successors",
            ));
        }
        self.replace_in_place(state, old)
    }

    /// The fused takeover ([`ResultTakeover::Fused`]): creates the
    /// operation of `state` in place of `old` (see
    /// [`Context::morph_op_taking`]), reverses the use lists of the taken
    /// results as [`PatternRewriter::replace_op_taken`] does, and reports
    /// it all with one [`Listener::notify_operation_morphed`], given the
    /// users in MLIR's order. The insertion point is left as it was
    /// (before `old`, now stale), as after `create` + `replace_op`.
    // Inlined: one call less per rewrite on the driver's hot path.
    #[inline(always)]
    fn replace_in_place(&mut self, state: &mut OperationState, old: OpId) -> Result<OpId, IrError> {
        let listener = &mut self.listener;
        self.ctx
            .morph_op_taking(state, old, |ctx, op, old_operands, users| {
                if let Some(l) = listener {
                    l.notify_operation_morphed(ctx, op, old, old_operands, users);
                }
            })
    }

    /// Replaces `old` by `new`, which took over `old`'s results in
    /// [`PatternRewriter::create_taking_results`], and erases `old`: what
    /// [`PatternRewriter::replace_op`] with `new`'s results does, with the
    /// same notifications in the same order (replaced; one modification
    /// per use, in use-list order; erased) and the same resulting IR, use
    /// lists included. `values` must be `new`'s results.
    pub(crate) fn replace_op_taken(
        &mut self,
        old: OpId,
        new: OpId,
        values: &[Value],
    ) -> Result<(), IrError> {
        if !self.ctx.ops.contains_key(old) || self.ctx.try_op(new)?.results[..] != *values {
            return Err(IrError::Invalid(
                "a replacement that took over the results must use exactly them",
            ));
        }
        if let Some(l) = &mut self.listener {
            l.notify_operation_replaced(self.ctx, old, values);
        }
        for &v in values {
            // MLIR moves each use, in use-list order, to the front of the
            // (empty) list of the new value: the list ends up reversed.
            // Here the uses stay on the value; each is notified as MLIR
            // notifies its move, and its links are reversed in the same
            // pass (listeners only read the context and, as allowed by
            // the takeover, do not look at use lists mid-replacement).
            // The users are notified once the list is whole again: a
            // listener that panics (user code) then leaves consistent
            // lists behind (see `greedy_panic`).
            let mut users: SmallVec<[OpId; 8]> = SmallVec::new();
            let mut current = self.ctx.values[v].first_use;
            let mut head = None;
            while let Some(at) = current {
                let operand = self.ctx.live_operand_mut(at);
                current = operand.next;
                operand.next = operand.prev;
                operand.prev = current;
                head = Some(at);
                if self.listener.is_some() {
                    users.push(self.ctx.ops.key_at(at.slot));
                }
            }
            self.ctx.values[v].first_use = head;
            for user in users {
                self.notify_modified(user);
            }
        }
        // `old` has no results any more and no regions: a single erasure.
        self.erase_single(old);
        Ok(())
    }
}
