//! SSA values and their use lists.

use super::{BlockId, OpId, Operand, OperandRef, Record, UseRef, Value};
use crate::Context;
use crate::error::IrError;
use crate::types::Type;

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// Result `index` of operation `op`.
    OpResult {
        /// The defining operation.
        op: OpId,
        /// Result number.
        index: u32,
    },
    /// Argument `index` of block `block`.
    BlockArgument {
        /// The owning block.
        block: BlockId,
        /// Argument number.
        index: u32,
    },
}

/// Storage of a value: its type, its definition and the head of its use list.
#[derive(Clone, Debug)]
pub struct ValueData {
    pub(crate) ty: Type,
    pub(crate) def: ValueDef,
    pub(crate) first_use: Option<UseRef>,
    /// The arena slot's version word (see `ir/arena.rs`).
    pub(crate) version: u32,
}

impl Record for ValueData {
    #[inline(always)]
    fn version(&self) -> u32 {
        self.version
    }
    #[inline(always)]
    fn set_version(&mut self, version: u32) {
        self.version = version;
    }
    // Nothing owned: a copy.
    #[inline(always)]
    fn vacate(&mut self) -> Self {
        self.clone()
    }
    #[inline(always)]
    fn clear(&mut self) {}
    fn sentinel() -> Self {
        ValueData {
            ty: Type(0),
            def: ValueDef::OpResult {
                op: OpId::default(),
                index: 0,
            },
            first_use: None,
            version: 0,
        }
    }
}

impl ValueData {
    /// The value's type.
    pub fn ty(&self) -> Type {
        self.ty
    }
    /// The value's definition.
    pub fn def(&self) -> ValueDef {
        self.def
    }
}

/// Iterator over the uses of a value, most recently added first (MLIR's
/// use-list order).
pub struct UseIter<'a> {
    ctx: &'a Context,
    next: Option<UseRef>,
}

impl Iterator for UseIter<'_> {
    type Item = OperandRef;
    fn next(&mut self) -> Option<OperandRef> {
        let current = self.next?;
        let op = self.ctx.ops.at_slot(current.slot);
        self.next = op.operands[current.index as usize].next;
        Some(OperandRef {
            op: self.ctx.ops.key_at(current.slot),
            index: current.index,
        })
    }
}

impl Context {
    /// The storage of `value`, or an error if its owner was erased.
    pub fn try_value(&self, value: Value) -> Result<&ValueData, IrError> {
        // A `match`, not `ok_or`: see `Context::try_op`.
        match self.values.get(value) {
            Some(data) => Ok(data),
            None => Err(self.value_handle_error(value)),
        }
    }

    /// True if `value` still exists.
    pub fn value_exists(&self, value: Value) -> bool {
        self.values.contains_key(value)
    }

    /// The type of `value`.
    ///
    /// # Panics
    /// If the value's owner was erased or the value comes from another
    /// context (see [`Context::try_value`]).
    // Small and called from generated code in other crates.
    #[inline]
    #[track_caller]
    pub fn value_type(&self, value: Value) -> Type {
        self.value_data(value).ty
    }

    /// The location of `value` (MLIR's `Value::getLoc`): its defining
    /// operation's, or the block argument's own.
    ///
    /// # Panics
    /// If the value's owner was erased or the value comes from another
    /// context.
    #[track_caller]
    pub fn value_loc(&self, value: Value) -> crate::location::Location {
        match self.value_data(value).def {
            ValueDef::OpResult { op, .. } => self.ops[op].loc,
            ValueDef::BlockArgument { block, index } => self.blocks[block].arg_locs[index as usize],
        }
    }

    /// The definition of `value`.
    ///
    /// # Panics
    /// If the value's owner was erased or the value comes from another
    /// context.
    #[track_caller]
    pub fn value_def(&self, value: Value) -> ValueDef {
        self.value_data(value).def
    }

    /// The operation defining `value`, or `None` for a block argument.
    ///
    /// # Panics
    /// If the value's owner was erased or the value comes from another
    /// context.
    // Small and called from generated code in other crates.
    #[inline]
    #[track_caller]
    pub fn defining_op(&self, value: Value) -> Option<OpId> {
        match self.value_data(value).def {
            ValueDef::OpResult { op, .. } => Some(op),
            ValueDef::BlockArgument { .. } => None,
        }
    }

    /// Changes the type of `value` in place (MLIR's `Value::setType`).
    ///
    /// # Panics
    /// If the value's owner was erased or the value comes from another
    /// context.
    #[track_caller]
    pub fn set_value_type(&mut self, value: Value, ty: Type) {
        match self.values.get_mut(value) {
            Some(data) => data.ty = ty,
            None => self.bad_value_handle(value),
        }
    }

    // Small and called from generated code in other crates.
    #[inline]
    #[track_caller]
    pub(crate) fn value_data(&self, value: Value) -> &ValueData {
        match self.values.get(value) {
            Some(data) => data,
            None => self.bad_value_handle(value),
        }
    }

    /// The uses of `value`, most recent first.
    ///
    /// # Panics
    /// If the value's owner was erased or the value comes from another
    /// context.
    #[track_caller]
    pub fn uses(&self, value: Value) -> UseIter<'_> {
        UseIter {
            ctx: self,
            next: self.value_data(value).first_use,
        }
    }

    /// The uses of the value whose storage is `data` (as [`Context::uses`],
    /// for a caller that has just looked the value up).
    pub(crate) fn uses_of(&self, data: &ValueData) -> UseIter<'_> {
        UseIter {
            ctx: self,
            next: data.first_use,
        }
    }

    /// True if `value` has no uses.
    #[track_caller]
    pub fn use_empty(&self, value: Value) -> bool {
        self.value_data(value).first_use.is_none()
    }

    /// True if `value` has exactly one use.
    #[track_caller]
    pub fn has_one_use(&self, value: Value) -> bool {
        let mut uses = self.uses(value);
        uses.next().is_some() && uses.next().is_none()
    }

    /// Replaces every use of `from` with `to` (MLIR's
    /// `Value::replaceAllUsesWith`), without notifying anyone. Uses are moved
    /// in use-list order, each pushed at the front of `to`'s list, so the
    /// resulting order is MLIR's. Replacing a value by itself is a no-op.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) -> Result<(), IrError> {
        self.try_value(from)?;
        self.try_value(to)?;
        if from == to {
            return Ok(());
        }
        while let Some(at) = self.values[from].first_use {
            self.unlink_use_at(at);
            self.link_use_at(to, at);
        }
        Ok(())
    }

    /// Unlinks every use of `value` (MLIR's `dropAllUses`). The using
    /// operands keep naming `value` but are no longer in any use list; the
    /// caller must erase those users (or the value must be about to be
    /// freed, after which the operands hold a stale handle, MLIR's null
    /// operand). Crate-internal: only erasure of dead cycles and graph
    /// regions needs it.
    pub(crate) fn drop_all_uses(&mut self, value: Value) {
        let Some(data) = self.values.get_mut(value) else {
            return;
        };
        let mut current = data.first_use.take();
        while let Some(at) = current {
            let operand = self.live_operand_mut(at);
            current = operand.next.take();
            operand.prev = None;
        }
    }

    /// [`Context::drop_all_uses`] of `value`, then its removal from the
    /// value table, with one lookup of its record (the uses are walked
    /// from the removed record): how an erased operation frees its
    /// results.
    #[inline]
    pub(crate) fn free_value(&mut self, value: Value) {
        let Some(data) = self.values.remove(value) else {
            return;
        };
        let mut current = data.first_use;
        while let Some(at) = current {
            let operand = self.live_operand_mut(at);
            current = operand.next.take();
            operand.prev = None;
        }
    }

    /// Moves the first use of `from` to the front of `to`'s use list and
    /// returns it with whether `from` still has a use (`None` if `from` has
    /// no use): `unlink_use` then `link_use` of that use, leaving the same
    /// lists, with one read of the operand (it is the head: no predecessor
    /// to fix, and `from`'s head is known). Both handles must be live. The
    /// loop step of replacing all uses, where it runs once per use (the
    /// flag spares the loop a last call that would only find the list
    /// empty).
    pub(crate) fn move_first_use(&mut self, from: Value, to: Value) -> Option<(OpId, bool)> {
        let at = self.values[from].first_use?;
        let head = self.values[to].first_use;
        let operand = self.live_operand_mut(at);
        let next = operand.next;
        operand.value = to;
        operand.prev = None;
        operand.next = head;
        if let Some(n) = next {
            self.live_operand_mut(n).prev = None;
        }
        self.values[from].first_use = next;
        if let Some(h) = head {
            self.live_operand_mut(h).prev = Some(at);
        }
        self.values[to].first_use = Some(at);
        Some((self.ops.key_at(at.slot), next.is_some()))
    }

    /// Moves every use of `from` to `to` in one walk of `from`'s list,
    /// leaving the lists [`Context::move_first_use`] in a loop leaves
    /// (MLIR's `replaceAllUsesWith`: `from`'s uses, reversed, in front of
    /// `to`'s), and calls `moved` with each user right after its use
    /// moved, in `from`'s use-list order (where MLIR notifies it). The
    /// lists are only consistent once the walk is over: during the calls,
    /// `from` already has no uses and `to` has only its former ones, so
    /// `moved` must not read use lists of either. Each use costs one
    /// operand visit (its links are reversed in place) instead of a
    /// head-of-list update of both values and of both neighbours per use.
    /// Both handles must be live and distinct.
    // Inlined: run once per replaced result, where a call's register
    // saves and the handles passed through memory were half its cost.
    #[inline(always)]
    pub(crate) fn move_all_uses(
        &mut self,
        from: Value,
        to: Value,
        mut moved: impl FnMut(&Context, OpId),
    ) {
        debug_assert_ne!(from, to);
        let Some(first) = self.values[from].first_use.take() else {
            return;
        };
        let head = self.values[to].first_use;
        // `from`'s uses u1..uk become uk..u1 followed by `to`'s former
        // list: u1 links to `to`'s former head, each later use to the one
        // before it (its former `prev`), and each points back to the one
        // after it in `from`'s list (its former `next`).
        let mut last = first;
        let mut current = Some(first);
        let mut before = head;
        while let Some(at) = current {
            let operand = self.live_operand_mut(at);
            current = operand.next;
            operand.value = to;
            operand.next = before;
            operand.prev = current;
            before = Some(at);
            last = at;
            moved(self, self.ops.key_at(at.slot));
        }
        self.values[to].first_use = Some(last);
        if let Some(h) = head {
            self.live_operand_mut(h).prev = Some(first);
        }
    }

    /// The operand of a use-list link (its operation is live: the IR
    /// links only operands of live operations), by slot: no version
    /// compare. Through the slice: `SmallVec`'s `IndexMut` is not
    /// `#[inline]` and stayed an out-of-line call when creating operations.
    #[inline(always)]
    pub(crate) fn live_operand_mut(&mut self, at: UseRef) -> &mut Operand {
        &mut self.ops.at_slot_mut(at.slot).operands.as_mut_slice()[at.index as usize]
    }

    /// [`Context::live_operand_mut`], shared.
    #[inline(always)]
    pub(crate) fn live_operand(&self, at: UseRef) -> &Operand {
        &self.ops.at_slot(at.slot).operands[at.index as usize]
    }

    /// Links the operand slot `at` into the front of `value`'s use list.
    pub(crate) fn link_use(&mut self, value: Value, at: OperandRef) {
        // Resolved by key: `at` may come from outside the use lists.
        let _ = &self.ops[at.op].operands[at.index as usize];
        self.link_use_at(value, UseRef::from(at));
    }

    /// [`Context::link_use`] of a link to an operand of a live operation.
    pub(crate) fn link_use_at(&mut self, value: Value, at: UseRef) {
        // The value's record is visited once: its old head read and the new
        // one stored in the same lookup.
        let head = self.values[value].first_use.replace(at);
        {
            let operand = self.live_operand_mut(at);
            operand.value = value;
            operand.prev = None;
            operand.next = head;
        }
        if let Some(h) = head {
            self.live_operand_mut(h).prev = Some(at);
        }
    }

    /// Unlinks each operand of `operands`, the list of the operation `op`
    /// just removed from the op table, in order: what
    /// [`Context::unlink_use`] does for each before the removal, with the
    /// neighbours that are operands of `op` itself (a value used twice)
    /// updated in `operands`.
    // Inlined into both erasure paths (a call per erased op otherwise).
    #[inline]
    pub(crate) fn unlink_removed_operands(&mut self, op: OpId, operands: &mut [Operand]) {
        for index in 0..operands.len() {
            let operand = operands[index];
            match operand.prev {
                Some(p) if p.is_of(op) => operands[p.index as usize].next = operand.next,
                Some(p) => self.live_operand_mut(p).next = operand.next,
                None => {
                    let at = UseRef::new(op, index as u32);
                    if let Some(v) = self.values.get_mut(operand.value)
                        && v.first_use == Some(at)
                    {
                        v.first_use = operand.next;
                    }
                }
            }
            match operand.next {
                Some(n) if n.is_of(op) => operands[n.index as usize].prev = operand.prev,
                Some(n) => self.live_operand_mut(n).prev = operand.prev,
                None => {}
            }
        }
    }

    /// Unlinks the operand slot `at` from its value's use list.
    pub(crate) fn unlink_use(&mut self, at: OperandRef) {
        // Resolved by key: `at` may come from outside the use lists.
        let _ = &self.ops[at.op].operands[at.index as usize];
        self.unlink_use_at(UseRef::from(at));
    }

    /// [`Context::unlink_use`] of a link to an operand of a live operation.
    pub(crate) fn unlink_use_at(&mut self, at: UseRef) {
        let operand = *self.live_operand(at);
        match operand.prev {
            Some(p) => self.live_operand_mut(p).next = operand.next,
            None => {
                // A dropped use (see `drop_all_uses`) is not the head of any
                // list; leave the value's list alone then.
                if let Some(v) = self.values.get_mut(operand.value)
                    && v.first_use == Some(at)
                {
                    v.first_use = operand.next;
                }
            }
        }
        if let Some(n) = operand.next {
            self.live_operand_mut(n).prev = operand.prev;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;
    use crate::ir::{OpId, OperationState, Value};

    /// The uses of `value` from its head, checking on the way that each
    /// operand's `prev` names the use before it (the list is consistent
    /// both ways).
    fn uses_checked(ctx: &Context, value: Value) -> Vec<(OpId, u32)> {
        let mut out = Vec::new();
        let mut prev = None;
        for at in ctx.uses(value) {
            let operand = &ctx.ops[at.op].operands[at.index as usize];
            assert_eq!(operand.prev, prev, "broken back link in the use list");
            assert_eq!(operand.value, value);
            prev = Some(crate::ir::UseRef::from(at));
            out.push((at.op, at.index));
        }
        out
    }

    /// Creating an operation links each operand at the front of its value's
    /// use list, in operand order (MLIR's order), also when the value is
    /// used twice by the new operation or already has uses; erasing the
    /// operation restores the lists.
    #[test]
    fn created_operands_are_linked_at_the_front_in_order() {
        let mut ctx = Context::new();
        let i32 = ctx.int_type(32);
        let loc = ctx.unknown_loc();
        let block = ctx.create_block(&[(i32, loc), (i32, loc)]);
        let (v, w) = (ctx.block(block).args()[0], ctx.block(block).args()[1]);
        let name = ctx.op_name("test.user");
        let create = |ctx: &mut Context, operands: &[Value]| {
            let mut state = OperationState::new(name, loc);
            state.operands.extend_from_slice(operands);
            let op = ctx.create_op_from(&mut state).expect("create");
            ctx.append_op(block, op).expect("append");
            op
        };
        let first = create(&mut ctx, &[v]);
        assert_eq!(uses_checked(&ctx, v), [(first, 0)]);
        let twice = create(&mut ctx, &[v, v]);
        assert_eq!(uses_checked(&ctx, v), [(twice, 1), (twice, 0), (first, 0)]);
        let mixed = create(&mut ctx, &[w, v]);
        assert_eq!(
            uses_checked(&ctx, v),
            [(mixed, 1), (twice, 1), (twice, 0), (first, 0)]
        );
        assert_eq!(uses_checked(&ctx, w), [(mixed, 0)]);
        let many = create(&mut ctx, &[v, w, v]);
        assert_eq!(
            uses_checked(&ctx, v),
            [
                (many, 2),
                (many, 0),
                (mixed, 1),
                (twice, 1),
                (twice, 0),
                (first, 0)
            ]
        );
        assert_eq!(uses_checked(&ctx, w), [(many, 1), (mixed, 0)]);
        for op in [many, twice] {
            ctx.erase_op(op).expect("erase");
        }
        assert_eq!(uses_checked(&ctx, v), [(mixed, 1), (first, 0)]);
        assert_eq!(uses_checked(&ctx, w), [(mixed, 0)]);
    }

    /// Creating an operation with zero to four results (one, two and more
    /// are built by different paths) gives it that many fresh values, in
    /// order, each defined as its result at its index, of its type, unused;
    /// and erasing it frees them.
    #[test]
    fn created_results_are_fresh_values_in_order() {
        use crate::ir::ValueDef;
        let mut ctx = Context::new();
        let loc = ctx.unknown_loc();
        let types: Vec<_> = [1, 8, 16, 32].iter().map(|&w| ctx.int_type(w)).collect();
        let block = ctx.create_block(&[]);
        let name = ctx.op_name("test.producer");
        for n in 0..=types.len() {
            let mut state = OperationState::new(name, loc);
            state.result_types.extend_from_slice(&types[..n]);
            let op = ctx.create_op_from(&mut state).expect("create");
            ctx.append_op(block, op).expect("append");
            let results = ctx.op(op).results().to_vec();
            assert_eq!(results.len(), n);
            for (index, &r) in results.iter().enumerate() {
                assert_eq!(ctx.value_type(r), types[index]);
                assert_eq!(
                    ctx.value_def(r),
                    ValueDef::OpResult {
                        op,
                        index: index as u32
                    }
                );
                assert!(ctx.use_empty(r));
                assert!(!results[..index].contains(&r), "a result repeated");
            }
            ctx.erase_op(op).expect("erase");
            assert!(results.iter().all(|&r| !ctx.value_exists(r)));
        }
    }

    /// Erasing an operation whose results are still used (a dead cycle,
    /// a graph region: `erase_single_op` does not check) frees the results
    /// and drops their uses: each using operand leaves every use list (no
    /// links left), the other uses of the same users stay linked, and the
    /// users can be erased afterwards.
    #[test]
    fn erasing_an_operation_with_used_results_drops_the_uses() {
        let mut ctx = Context::new();
        let i32 = ctx.int_type(32);
        let loc = ctx.unknown_loc();
        let block = ctx.create_block(&[(i32, loc)]);
        let arg = ctx.block(block).args()[0];
        let create = |ctx: &mut Context, name: &str, operands: &[Value], results: usize| {
            let name = ctx.op_name(name);
            let mut state = OperationState::new(name, loc);
            state.operands.extend_from_slice(operands);
            state.result_types.extend(std::iter::repeat_n(i32, results));
            let op = ctx.create_op_from(&mut state).expect("create");
            ctx.append_op(block, op).expect("append");
            op
        };
        let def = create(&mut ctx, "test.def", &[arg], 2);
        let (r0, r1) = (ctx.op(def).results()[0], ctx.op(def).results()[1]);
        let u1 = create(&mut ctx, "test.u", &[r0, arg, r1], 0);
        let u2 = create(&mut ctx, "test.u", &[r1, r0], 0);
        assert_eq!(uses_checked(&ctx, arg), [(u1, 1), (def, 0)]);
        ctx.erase_single_op(def);
        assert!(!ctx.op_exists(def));
        assert!(!ctx.value_exists(r0) && !ctx.value_exists(r1));
        for (op, index) in [(u1, 0), (u1, 2), (u2, 0), (u2, 1)] {
            let operand = &ctx.ops[op].operands[index];
            assert_eq!((operand.prev, operand.next), (None, None));
        }
        assert_eq!(uses_checked(&ctx, arg), [(u1, 1)]);
        ctx.erase_single_op(u2);
        ctx.erase_single_op(u1);
        assert!(uses_checked(&ctx, arg).is_empty());
    }
}
