//! The verifier's walk: per-op structural checks, dominance and the
//! registered ops' verifiers.
//!
//! Representation: a pre-order walk with an explicit stack (one entry per
//! open block: its next op) and a table indexed by op arena slot holding,
//! for each walked op, a tag of the block it was walked in (its slot plus
//! one; 0 for ops not walked). Invariant while an op's operands are
//! checked: the ops before it in its block, and its ancestors and their
//! earlier siblings, are marked; the op itself (but during the full check
//! of an operand) and the ops after it are not. Dominance within a block is
//! read from that table: an operand defined by an op whose tag is the
//! user's block's was walked earlier in the same block, without reading
//! the defining op's record. That quick check settles most operands; the
//! others take the full check ([`Verifier::check_use`]): the use's
//! ancestor in the definition's region, `IsolatedFromAbove` boundaries on
//! the way, and the order in a block or the region's dominator tree
//! (`dominance.rs`, built for a region only when a query needs it).

use rustc_hash::{FxHashMap, FxHashSet};
use slotmap::Key;

use super::dominance::Dominance;
use super::{Event, INTERNAL_CHECKS, UseCheck, VerifyError, VerifyNote};
use crate::Context;
use crate::ir::prefetch::Slots;
use crate::ir::{
    BlockData, BlockId, OpData, OpId, OperandRef, RegionId, Value, ValueData, ValueDef,
};
use crate::location::Location;
use crate::op_definition::{OpDefinition, OpName, OpTraits};
use crate::text::PrintOptions;

/// How many slots above the op being verified the walk prefetches (see
/// [`Slots::prefetch_below`]): far enough ahead to overlap a miss with the
/// verification of the ops in between. On the 1M-op `mix` module 16 was
/// a little better than 8 (~2 ms per walk of ~90, paired runs) and 32 no
/// better than 16.
const AHEAD: usize = 16;

/// Dense index of a value handle (its arena slot).
fn value_slot(value: Value) -> usize {
    (value.data().as_ffi() & 0xffff_ffff) as usize
}

/// The tag of `block` in [`Verifier::walked_in`]: its arena slot plus one
/// (live blocks have distinct slots; never 0, the tag of ops not walked:
/// slot indices stay below `u32::MAX`).
fn block_tag(block: BlockId) -> u32 {
    ((block.data().as_ffi() & 0xffff_ffff) as u32).wrapping_add(1)
}

/// Dense index of an op handle (its arena slot; live ops have distinct
/// slots).
pub(super) fn slot(op: OpId) -> usize {
    (op.data().as_ffi() & 0xffff_ffff) as usize
}

/// A use-list walk longer than this falls back to walking the whole list
/// once per value and remembering its uses (linear on values with many
/// uses).
const SHORT_USE_SCAN: usize = 8;

/// How a message is emitted, as MLIR's verifier emits it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Emit {
    /// `op.emitOpError(msg)`: `'name' op msg`, with the op shown.
    OpError,
    /// `op.emitError(msg)`: `msg`, with the op shown.
    Error,
    /// `emitError(op.getLoc(), msg)`: `msg` at the op's location, without
    /// the op.
    AtLoc,
}

/// The failures [`Verifier::fail`] words (the common ones; rarer checks
/// format their messages where they fail).
#[derive(Clone, Copy)]
enum Failure {
    /// Operand `#i` holds an erased value.
    ErasedOperand(usize),
    /// Operand `#i` is not in its value's use list.
    NotListed(usize),
    /// A terminator is not the last op of its block.
    NotLast,
    /// An op with successors is not the last op of its block.
    SuccessorsNotLast,
    /// Successor `#i` is an erased block.
    ErasedSuccessor(usize),
    /// A successor is a block of another region.
    ForeignSuccessor,
    /// Region `#ri` was erased.
    ErasedRegion(usize),
    /// Region `#ri` of a `SINGLE_BLOCK` op has several blocks.
    TooManyBlocks(usize),
    /// Graph region `#ri` of a registered op has several blocks.
    GraphTooManyBlocks(usize),
    /// Region `#ri` holds an erased block.
    ErasedBlock(usize),
    /// Block argument `#ai` does not point back at its block and position.
    CorruptArgument(usize),
    /// A block that needs a terminator is empty.
    EmptyBlock(BlockId),
    /// The op ends a block that needs a terminator, and is not one.
    NotTerminator(BlockId),
    /// A region of the op has an entry block with predecessors.
    EntryWithPredecessors,
}

pub(super) struct Verifier<'a> {
    pub(super) ctx: &'a Context,
    /// The op being verified (with everything nested in it).
    pub(super) root: OpId,
    pub(super) errors: &'a mut Vec<VerifyError>,
    /// The ops walked so far, per arena slot: the [`block_tag`] of the
    /// block each was walked in, 0 if not walked (yet). Whether an op was
    /// walked decides dominance within a block (see [`Verifier::before`]);
    /// the tag also answers "walked earlier in this block" for an operand
    /// without reading the defining op's record (~12 instructions each,
    /// on about half the operands of a rewritten module).
    walked_in: Vec<u32>,
    /// Positions of ops outside the walked tree (the blocks enclosing the
    /// root), computed lazily per block.
    outer_position: FxHashMap<OpId, usize>,
    /// The dominator trees of the multi-block regions queried so far.
    dominance: Dominance,
    /// Per op name: 0 not looked at yet, 1 accepted, 2 an unknown op of a
    /// registered dialect that does not allow unknown operations.
    unknown_ops: Vec<u8>,
    /// Regions whose entry block was reported as having predecessors.
    entry_reported: FxHashSet<RegionId>,
    /// Symbol tables looked up so far (by `func.call` and the symbol-use
    /// hooks of `SymbolUserOpInterface` ops).
    pub(super) symbol_lookups: crate::symbol_table::SymbolTableCollection,
    /// The symbols of the attribute names the builtin verifiers read
    /// (`func.rs`'s `NAMES`; `None` for a name never interned, which no
    /// attribute can have).
    pub(super) names: [Option<crate::Symbol>; 8],
    /// The names met in the blocks of symbol tables (see `symbols.rs`).
    pub(super) symbols: super::symbols::SymbolNames,
    /// The last block whose parent op was found to be a symbol table
    /// (the functions of a module share it; see `func.rs`).
    pub(super) symbol_parent: Option<BlockId>,
    /// The last `func.func` verified by the fast path, its entry block
    /// and its result types (for its `func.return`; see `func.rs`).
    pub(super) last_func: Option<(OpId, BlockId, &'a [crate::Type])>,
    /// The last function type attribute the fast path read, with its
    /// inputs and results.
    pub(super) last_signature: Option<(crate::Attribute, &'a [crate::Type], &'a [crate::Type])>,
    /// The op whose regions were checked last, if it has one region of one
    /// block: that block and its record (what `func.rs`'s fast path needs
    /// of a function's body, found again for free).
    pub(super) last_single_block: Option<(OpId, BlockId, &'a BlockData)>,
    /// The first graph region with several blocks of the op whose regions
    /// were just checked: reported only if the op's own verifier passes
    /// (MLIR checks the op's invariants first and stops at their failure).
    pending_graph: Option<usize>,
    /// The root's block, when the root has one.
    pub(super) root_block: Option<BlockId>,
    /// The `IsolatedFromAbove` ops whose isolation break was reported:
    /// MLIR's `verifyIsIsolatedFromAbove` stops at the first op of its
    /// walk using an outside value, so each isolated op fails once (see
    /// [`Self::first_isolation_break`]).
    isolation_reported: FxHashSet<OpId>,
    /// Whether the name of the root-block op being verified was recorded
    /// by its verifier (see [`Verifier::verify_root_op`]).
    pub(super) root_noted: bool,
    /// The uses listed by the values in `walked`.
    listed: FxHashSet<OperandRef>,
    /// Values whose use list was walked into `listed`.
    walked: FxHashSet<Value>,
    /// The last block [`Verifier::has_ssa_dominance`] looked at, and its
    /// answer.
    last_graph: Option<(BlockId, bool)>,
    /// How operands are checked against use lists.
    check: UseCheck,
    /// [`UseCheck::Count`]: per value slot, operands using it minus uses
    /// listed by it.
    balance: Vec<i32>,
    /// [`UseCheck::Count`]: a block argument's use list could not be
    /// checked (the pass cannot conclude).
    uncounted: bool,
}

impl<'a> Verifier<'a> {
    pub(super) fn new(
        ctx: &'a Context,
        root: OpId,
        errors: &'a mut Vec<VerifyError>,
        check: UseCheck,
    ) -> Verifier<'a> {
        Verifier {
            ctx,
            root,
            errors,
            // One entry per slot the arena has (every op's slot is below
            // its capacity), zeroed by the allocator: growing it on demand
            // cost a copy and a fill per doubling (~7 instructions per op).
            walked_in: vec![0; ctx.ops.capacity() + 1],
            outer_position: FxHashMap::default(),
            dominance: Dominance::default(),
            unknown_ops: Vec::new(),
            entry_reported: FxHashSet::default(),
            symbol_lookups: Default::default(),
            names: super::func::NAMES.map(|n| ctx.lookup_symbol(n)),
            symbols: Default::default(),
            symbol_parent: None,
            last_func: None,
            last_signature: None,
            last_single_block: None,
            pending_graph: None,
            root_block: None,
            isolation_reported: FxHashSet::default(),
            root_noted: false,
            listed: FxHashSet::default(),
            walked: FxHashSet::default(),
            last_graph: None,
            check,
            balance: Vec::new(),
            uncounted: false,
        }
    }
}

impl Verifier<'_> {
    /// [`UseCheck::Count`]: every count is at zero and every use list
    /// could be checked (always true with the other checks).
    pub(super) fn balanced(&self) -> bool {
        !self.uncounted && self.balance.iter().all(|&b| b == 0)
    }

    /// Takes the failures found so far.
    pub(super) fn take_errors(&mut self) -> Vec<VerifyError> {
        std::mem::take(self.errors)
    }

    /// Takes the [`UseCheck::Count`] balances and whether a use list could
    /// not be checked.
    pub(super) fn take_balance(&mut self) -> (Vec<i32>, bool) {
        (std::mem::take(&mut self.balance), self.uncounted)
    }

    /// The prefetch geometry of the op arena for a walk whose `stack`
    /// holds the root's blocks.
    pub(super) fn slots_for(&self, root: OpId, stack: &[Option<OpId>]) -> Slots {
        match stack.last().copied().flatten() {
            Some(first) => Slots::for_large(&self.ctx.ops, root, first),
            None => Slots::default(),
        }
    }

    /// Walks and verifies what is left on `stack` (each entry the next op
    /// of an open block, innermost last), pre-order. (Out of line: its own
    /// function keeps the loop's values in registers, ~2 instructions per
    /// op fewer than inlined into its callers.)
    #[inline(never)]
    pub(super) fn walk(&mut self, stack: &mut Vec<Option<OpId>>, slots: Slots) {
        let ctx = self.ctx;
        while let Some(top) = stack.last_mut() {
            let Some(op) = *top else {
                stack.pop();
                continue;
            };
            let data = ctx.op(op);
            *top = data.next;
            // On a large module each op's record is a cache miss; the walk
            // follows `next` links, whose targets usually sit in the slots
            // just above (the parser allocates a block's ops in order, a
            // rewrite mostly reuses the slot it just freed), so the slot a
            // few places ahead is fetched early.
            if slots.active() {
                slots.prefetch_below(op, AHEAD.wrapping_neg());
                if let Some(next) = data.next {
                    slots.prefetch(next);
                }
            }
            self.verify_op(op, data, true, stack);
        }
    }

    /// [`Verifier::walk`] for a root with one block, whose first op is on
    /// top of `stack`: the block's ops are taken here, one by one, each
    /// walked with everything nested in it, so that their symbol names are
    /// recorded (see `symbols.rs`) without a test in the walk of every op
    /// (which cost ~9 instructions per op on the benchmarks' modules).
    #[inline(never)]
    pub(super) fn walk_root_block(&mut self, stack: &mut Vec<Option<OpId>>, slots: Slots) {
        let ctx = self.ctx;
        let mut cursor = stack.pop().flatten();
        while let Some(op) = cursor {
            let data = ctx.op(op);
            cursor = data.next;
            if let Some(next) = cursor
                && slots.active()
            {
                slots.prefetch(next);
            }
            self.verify_root_op(op, data, stack);
            self.walk(stack, slots);
        }
    }

    /// Verifies `op` (record `data`), an op of the root's block, recording
    /// its symbol name if its verifier did not (see `symbols.rs`).
    #[inline]
    pub(super) fn verify_root_op(
        &mut self,
        op: OpId,
        data: &OpData,
        stack: &mut Vec<Option<OpId>>,
    ) {
        self.root_noted = false;
        self.verify_op(op, data, true, stack);
        if !self.root_noted {
            self.note_root_symbol(data);
        }
    }

    /// Records a failure of `op` found at `event`, emitted as `emit` says;
    /// returns it (to attach notes).
    #[cold]
    #[inline(never)]
    pub(super) fn report(
        &mut self,
        op: OpId,
        event: Event,
        emit: Emit,
        message: String,
    ) -> &mut VerifyError {
        let ctx = self.ctx;
        let data = ctx.op(op);
        let message = match emit {
            Emit::OpError => format!("'{}' op {}", ctx.op_name_str(data.name()), message),
            Emit::Error | Emit::AtLoc => message,
        };
        self.errors.push(VerifyError {
            op,
            loc: data.loc(),
            message,
            shows_op: emit != Emit::AtLoc,
            notes: Vec::new(),
            event,
            op_text_from: None,
            continued: false,
        });
        self.errors.last_mut().expect("just pushed")
    }

    /// [`Verifier::report`] of an `'name' op …` failure found on entering
    /// `op` (its own verifiers).
    pub(super) fn op_error(&mut self, op: OpId, message: String) -> &mut VerifyError {
        self.report(op, Event::OpEntry(op), Emit::OpError, message)
    }

    /// Reports the failure of `op`'s generated verifier: one op error, or
    /// the two errors of wrong inferred result types (see
    /// `ods::infer_check`), the first at the op's location without it.
    #[cold]
    #[inline(never)]
    fn verifier_failure(&mut self, op: OpId, message: String) {
        match crate::ods::infer_check::split_inferred_failure(&message) {
            Some((first, second)) => {
                if !first.is_empty() {
                    self.report(op, Event::OpEntry(op), Emit::AtLoc, first.to_string())
                        .continued = true;
                }
                self.op_error(op, second.to_string());
            }
            None => match message.strip_prefix(crate::ods::infer_check::UNPREFIXED_ERROR_START) {
                Some(rest) => {
                    self.report(op, Event::OpEntry(op), Emit::Error, rest.to_string());
                }
                None => {
                    self.op_error(op, message);
                }
            },
        }
    }

    /// Verifies `op`, whose record is `data`, and pushes the first ops of
    /// its live blocks on the walk `stack` (last block first, so the first
    /// block is walked first). `in_walk` is true for every op but the root
    /// (which is not marked walked, and whose operands are not checked for
    /// dominance: they lie outside the verified tree).
    ///
    /// Only the per-op common path is here; what most ops lack (successors,
    /// regions) and every failure are out of line, so that this hot path
    /// keeps its values in registers. Inlined into the walk's loop.
    #[inline(always)]
    pub(super) fn verify_op(
        &mut self,
        op: OpId,
        data: &OpData,
        in_walk: bool,
        stack: &mut Vec<Option<OpId>>,
    ) {
        let ctx = self.ctx;
        // Operands: live, linked into their value's use list, visible here.
        // (Each value is looked up once; the user's block is this op's.)
        let user_block = data.parent_block();
        let user_tag = user_block.map_or(u32::MAX, block_tag);
        // The op is marked walked after its operands are checked (and
        // during the full check of any), so that an operand's defining op
        // carrying the user's tag in the quick check is walked and is not
        // the user itself.
        for (i, operand) in data.operands.iter().enumerate() {
            let value = operand.value();
            let Some(value_data) = ctx.values.get(value) else {
                self.fail(op, Failure::ErasedOperand(i));
                continue;
            };
            if INTERNAL_CHECKS && self.check != UseCheck::Off {
                self.check_listed(op, i, value, value_data);
            }
            // (The definition is read from the record, not copied out: the
            // full check below gets the record.)
            if in_walk && !self.visible_in_block(user_block, user_tag, value_data.def()) {
                // The full check reads the user as walked; it is unmarked
                // again for its next operands' quick checks.
                self.mark_walked(op, user_tag);
                self.check_use(op, i, user_block, value_data.def());
                self.mark_walked(op, 0);
            }
        }
        if in_walk {
            self.mark_walked(op, user_tag);
        }
        // Results point back at their op (an internal check).
        if INTERNAL_CHECKS && self.check != UseCheck::Off {
            self.check_results(op, data);
        }
        if !data.successors().is_empty() {
            self.check_successors(op, data);
        }
        let def = ctx.op_definition(data.name());
        let traits = def.map_or(OpTraits::NONE, |d| d.traits);
        // An op in a block is its last one exactly when it has no next op
        // (the block's `last` and the ops' links agree), so the block's
        // record is not read. (A last op, the common case, makes no call.)
        if traits.contains(OpTraits::TERMINATOR)
            && data.next.is_some()
            && !traits.contains(OpTraits::VERIFIES_LAST)
        {
            self.check_last(op, data);
        }
        let mut graph = None;
        if !data.regions().is_empty() {
            self.check_regions(op, data, def, stack);
            graph = self.pending_graph.take().map(|ri| (ri, self.errors.len()));
        }
        match def {
            Some(d) => match d.verify {
                Some(verify) => {
                    if let Err(message) = verify(ctx, op, data) {
                        self.verifier_failure(op, message);
                        let notes = crate::ods::take_notes(op);
                        if let Some(e) = self.errors.last_mut() {
                            e.notes.extend(notes);
                        }
                    }
                }
                // The builtin and `func` ops (and registered ops without a
                // verifier, which it returns for at once).
                None => self.verify_builtin(op, data, d),
            },
            // (Known to be accepted after the first op of its name.)
            None => {
                if self.unknown_ops.get(data.name().0 as usize) != Some(&1) {
                    self.check_unknown(op, data.name());
                }
            }
        }
        if let Some((ri, reported)) = graph
            && self.errors.len() == reported
        {
            self.fail(op, Failure::GraphTooManyBlocks(ri));
        }
        if traits.contains(OpTraits::SYMBOL_USER) {
            self.check_symbol_user(op, data);
        }
    }

    /// An op without a definition: an error if its dialect is registered
    /// and does not allow unknown operations (the answer is kept per op
    /// name).
    #[inline(never)]
    fn check_unknown(&mut self, op: OpId, name: OpName) {
        let i = name.0 as usize;
        if self.unknown_ops.len() <= i {
            self.unknown_ops.resize(i + 1, 0);
        }
        if self.unknown_ops[i] == 0 {
            let ctx = self.ctx;
            let dialect = ctx.op_dialect_str(name);
            let rejected =
                ctx.dialect(dialect).is_some() && !ctx.allows_unknown_operations(dialect);
            self.unknown_ops[i] = if rejected { 2 } else { 1 };
        }
        if self.unknown_ops[i] == 2 {
            let ctx = self.ctx;
            let message = format!(
                "unregistered operation '{}' found in dialect ('{}') that does not allow unknown operations",
                ctx.op_name_str(name),
                ctx.op_dialect_str(name)
            );
            self.report(op, Event::OpExit(op), Emit::Error, message);
        }
    }

    /// Internal check: the arguments of `block` (record `data`, a block of
    /// `op`'s regions) point back at it and their positions, and (with
    /// [`UseCheck::Count`]) their listed uses are counted.
    fn check_block_args(&mut self, op: OpId, block: BlockId, data: &BlockData) {
        let ctx = self.ctx;
        for (ai, &a) in data.args().iter().enumerate() {
            match ctx.try_value(a).map(|v| v.def()) {
                Ok(ValueDef::BlockArgument { block: bb, index })
                    if bb == block && index as usize == ai => {}
                _ => self.fail(op, Failure::CorruptArgument(ai)),
            }
            if self.check == UseCheck::Count {
                self.count_arg_uses(a);
            }
        }
    }

    /// `block` (a block of one of `op`'s regions that needs a terminator),
    /// whose last op is `last`, ends with a terminator (an unregistered
    /// last op may be one).
    #[inline]
    fn check_terminated(&mut self, op: OpId, block: BlockId, last: Option<OpId>) {
        match last {
            None => self.fail(op, Failure::EmptyBlock(block)),
            Some(last) => {
                let ctx = self.ctx;
                let last_def = ctx.op_definition(ctx.op(last).name());
                if last_def.is_some_and(|d| !d.traits.contains(OpTraits::TERMINATOR)) {
                    self.fail(last, Failure::NotTerminator(block));
                }
            }
        }
    }

    /// A terminator `op` (record `data`) followed by another op fails if
    /// it is in a block. Out of line: the hot path then tests only the
    /// trait and the next op.
    #[inline(never)]
    fn check_last(&mut self, op: OpId, data: &OpData) {
        if data.parent_block().is_some() && data.next.is_some() {
            self.fail(op, Failure::NotLast);
        }
    }

    /// Records failure `f` of `op` (out of line: only invalid IR gets here,
    /// and the callers keep no formatting code).
    #[cold]
    #[inline(never)]
    fn fail(&mut self, op: OpId, f: Failure) {
        let ctx = self.ctx;
        let block = ctx.op(op).parent_block();
        let entry = Event::OpEntry(op);
        let (event, emit, message) = match f {
            Failure::ErasedOperand(i) => (
                entry,
                Emit::OpError,
                format!("operand #{i} refers to an erased value"),
            ),
            Failure::NotListed(i) => (
                entry,
                Emit::OpError,
                format!("operand #{i} is missing from its value's use list"),
            ),
            Failure::NotLast => (
                entry,
                Emit::OpError,
                "must be the last operation in the parent block".into(),
            ),
            Failure::SuccessorsNotLast => (
                block.map_or(entry, Event::BlockEntry),
                Emit::Error,
                "operation with block successors must terminate its parent block".into(),
            ),
            Failure::ErasedSuccessor(i) => (
                entry,
                Emit::OpError,
                format!("successor #{i} is an erased block"),
            ),
            Failure::ForeignSuccessor => (
                block.map_or(entry, Event::BlockExit),
                Emit::OpError,
                "branching to block of a different region".into(),
            ),
            Failure::ErasedRegion(ri) => (entry, Emit::OpError, format!("region #{ri} was erased")),
            Failure::TooManyBlocks(ri) => (
                entry,
                Emit::OpError,
                format!("expects region #{ri} to have 0 or 1 blocks"),
            ),
            Failure::GraphTooManyBlocks(ri) => (
                entry,
                Emit::OpError,
                format!("expects graph region #{ri} to have 0 or 1 blocks"),
            ),
            Failure::ErasedBlock(ri) => (
                entry,
                Emit::OpError,
                format!("region #{ri} holds an erased block"),
            ),
            Failure::CorruptArgument(ai) => (
                entry,
                Emit::OpError,
                format!("block argument #{ai} is corrupt"),
            ),
            Failure::EmptyBlock(b) => (
                Event::BlockEntry(b),
                Emit::AtLoc,
                "empty block: expect at least a terminator".into(),
            ),
            Failure::NotTerminator(b) => {
                let prefix = "block with no terminator, has ";
                let quoted = super::quoted_op(ctx, op, PrintOptions { debug_info: false });
                let message = format!("{prefix}{quoted}");
                let error = self.report(op, Event::BlockExit(b), Emit::Error, message);
                error.op_text_from = Some(prefix.len());
                return;
            }
            Failure::EntryWithPredecessors => (
                entry,
                Emit::AtLoc,
                "entry block of region may not have predecessors".into(),
            ),
        };
        self.report(op, event, emit, message);
    }

    /// [`UseCheck::Count`] or [`UseCheck::Search`]: operand `i` of `op`,
    /// using `value` (record `value_data`), is in the value's use list.
    #[inline(never)]
    fn check_listed(&mut self, op: OpId, i: usize, value: Value, value_data: &ValueData) {
        match self.check {
            UseCheck::Off => {}
            UseCheck::Count => self.count(value, 1),
            UseCheck::Search => {
                let at = OperandRef {
                    op,
                    index: i as u32,
                };
                if !self.is_listed(value, value_data, at) {
                    self.fail(op, Failure::NotListed(i));
                }
            }
        }
    }

    /// The successors of `op` (record `data`): it ends its block, they are
    /// live blocks of its region, and none is the entry block of its
    /// region.
    #[inline(never)]
    fn check_successors(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let block = data.parent_block();
        if block.is_some() && data.next.is_some() {
            self.fail(op, Failure::SuccessorsNotLast);
        }
        let region = block.and_then(|b| ctx.block(b).parent_region());
        let mut foreign = false;
        for (i, &s) in data.successors().iter().enumerate() {
            match ctx.try_block(s) {
                Err(_) => self.fail(op, Failure::ErasedSuccessor(i)),
                Ok(b) => {
                    if b.parent_region() != region || region.is_none() {
                        foreign = true;
                    }
                    // A branch to an entry block (of any region: MLIR
                    // counts every predecessor) fails that region's op.
                    if let Some(r) = b.parent_region()
                        && let Ok(rd) = ctx.try_region(r)
                        && rd.blocks().first() == Some(&s)
                        && let Some(parent) = rd.parent_op()
                        && self.entry_reported.insert(r)
                    {
                        self.fail(parent, Failure::EntryWithPredecessors);
                    }
                }
            }
        }
        if foreign {
            self.fail(op, Failure::ForeignSuccessor);
        }
    }

    /// The regions of `op` (record `data`, definition `def`): live, their
    /// blocks live and ended by terminators where needed; pushes each live
    /// block's first op on the walk `stack`.
    #[inline(never)]
    fn check_regions(
        &mut self,
        op: OpId,
        data: &OpData,
        def: Option<&'static OpDefinition>,
        stack: &mut Vec<Option<OpId>>,
    ) {
        let ctx = self.ctx;
        let traits = def.map_or(OpTraits::NONE, |d| d.traits);
        let internal = INTERNAL_CHECKS && self.check != UseCheck::Off;
        if traits.contains(OpTraits::SYMBOL_TABLE) {
            self.enter_symbol_table(op, data);
        }
        // The common shape first (a function body): one live region of one
        // live block. The loop below does the same for it.
        if let [r] = data.regions()
            && let Ok(region) = ctx.try_region(*r)
            && let [b] = region.blocks()
            && let Ok(block) = ctx.try_block(*b)
        {
            self.last_single_block = Some((op, *b, block));
            stack.push(block.first);
            if internal {
                self.check_block_args(op, *b, block);
            }
            if def.is_some() && !traits.contains(OpTraits::NO_TERMINATOR) {
                self.check_terminated(op, *b, block.last_op());
            }
            return;
        }
        self.check_regions_general(op, data, def, stack);
    }

    /// [`Verifier::check_regions`] for any number of regions and blocks,
    /// and for erased ones (out of line: the common shape then costs no
    /// stack frame for this loop's state).
    #[inline(never)]
    fn check_regions_general(
        &mut self,
        op: OpId,
        data: &OpData,
        def: Option<&'static OpDefinition>,
        stack: &mut Vec<Option<OpId>>,
    ) {
        let ctx = self.ctx;
        let traits = def.map_or(OpTraits::NONE, |d| d.traits);
        let internal = INTERNAL_CHECKS && self.check != UseCheck::Off;
        // The pushed entries are reversed at the end (last block on top).
        let pushed = stack.len();
        for (ri, &r) in data.regions().iter().enumerate() {
            let Ok(region) = ctx.try_region(r) else {
                self.fail(op, Failure::ErasedRegion(ri));
                continue;
            };
            let blocks = region.blocks().len();
            // (`SingleBlock` is a trait, checked with the op's own
            // verifiers, before the graph region rule; an op whose verifier
            // checks it in its trait order is not reported twice.)
            if def.is_some() && blocks > 1 {
                if traits.contains(OpTraits::SINGLE_BLOCK) {
                    if !traits.contains(OpTraits::VERIFIES_SINGLE_BLOCK) {
                        self.fail(op, Failure::TooManyBlocks(ri));
                    }
                } else if traits.contains(OpTraits::GRAPH_REGION) && self.pending_graph.is_none() {
                    self.pending_graph = Some(ri);
                }
            }
            // Every block of a multi-block region needs a terminator; the
            // block of a single-block region needs one if the op is
            // registered without `NoTerminator` (MLIR's
            // `mayBeValidWithoutTerminator`).
            let needs_terminator =
                blocks > 1 || (def.is_some() && !traits.contains(OpTraits::NO_TERMINATOR));
            for &b in region.blocks() {
                let Ok(block) = ctx.try_block(b) else {
                    self.fail(op, Failure::ErasedBlock(ri));
                    continue;
                };
                stack.push(block.first);
                if internal {
                    self.check_block_args(op, b, block);
                }
                if needs_terminator {
                    self.check_terminated(op, b, block.last_op());
                }
            }
        }
        stack[pushed..].reverse();
    }

    /// Internal check: each result of `op` (record `data`) is a live value
    /// defined as that result, and every use its list holds really uses it.
    fn check_results(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        for (i, &r) in data.results().iter().enumerate() {
            let value_data = ctx.try_value(r).ok();
            let exists = match value_data.map(|v| v.def()) {
                Some(ValueDef::OpResult { op: o, index }) if o == op && index as usize == i => true,
                found => {
                    self.op_error(op, format!("result #{i} is corrupt"));
                    found.is_some()
                }
            };
            // Every use listed must really use the value.
            // (Walked by hand: each using operand is read once, for the
            // check and for the link to the next use; a use in an erased
            // op or out of range ends the walk.)
            if exists && let Some(value_data) = value_data {
                let mut next = value_data.first_use;
                let mut listed = 0;
                while let Some(u) = next {
                    match ctx
                        .ops
                        .occupied_slot(u.slot)
                        .and_then(|d| d.operands.get(u.index as usize))
                    {
                        Some(o) => {
                            if o.value() != r {
                                self.op_error(op, format!("result #{i} has a dangling use"));
                            }
                            listed += 1;
                            next = o.next;
                        }
                        None => {
                            self.op_error(op, format!("result #{i} has a dangling use"));
                            break;
                        }
                    }
                }
                if self.check == UseCheck::Count {
                    self.count(r, -listed);
                }
            }
        }
    }

    /// The common case of [`Verifier::check_use`], without reading any
    /// record: true if a value defined by `def` is certainly visible to the
    /// user (whose block is `user_block`, tagged `user_tag`, and which is
    /// not marked walked yet): a block argument of the user's own block,
    /// or a result of an op walked before it in the user's block. False
    /// means "not known": the full check decides (and finds the same
    /// answer in these cases).
    #[inline]
    fn visible_in_block(&self, user_block: Option<BlockId>, user_tag: u32, def: ValueDef) -> bool {
        let Some(user_block) = user_block else {
            return false;
        };
        match def {
            ValueDef::BlockArgument { block, .. } => block == user_block,
            // Walked in the user's block (so not the user itself, not
            // marked yet): it comes before the user (the walk marks a
            // block's ops in order), so it dominates the use whether or not
            // the region is a graph region. (A live value's defining op is
            // live, and live ops have distinct slots: the slot's tag is
            // that op's.)
            ValueDef::OpResult { op: def_op, .. } => self.walked_tag(def_op) == user_tag,
        }
    }

    /// The full check of operand `i` of `user` (whose block is
    /// `user_block`), defined by `def`, as MLIR's verifier makes it:
    ///
    /// 1. walk up from the user to its ancestor in the definition's
    ///    region, noting the first `IsolatedFromAbove` op crossed: if the
    ///    definition lies outside that op, the use breaks its isolation
    ///    (MLIR's `verifyIsIsolatedFromAbove`, reported at the op's exit);
    /// 2. otherwise, unless the user's block is unreachable in its region
    ///    (uses there are not checked), the definition must properly
    ///    dominate the ancestor: a block argument of its block or of a
    ///    dominating block; a result of an op before it in its block (any
    ///    op of the block in a graph region, but not the ancestor itself
    ///    in a region with SSA dominance), or of an op in a dominating
    ///    block.
    #[inline(never)]
    fn check_use(&mut self, user: OpId, i: usize, user_block: Option<BlockId>, def: ValueDef) {
        let ctx = self.ctx;
        let Some(user_block) = user_block else {
            return;
        };
        let (def_block, def_op) = match def {
            ValueDef::OpResult { op, .. } => {
                (ctx.ops.get(op).and_then(|d| d.parent_block()), Some(op))
            }
            ValueDef::BlockArgument { block, .. } => (Some(block), None),
        };
        let def_region = def_block
            .and_then(|b| ctx.blocks.get(b))
            .and_then(|b| b.parent_region());
        // 1. The user's ancestor in the definition's region.
        let mut anc_op = user;
        let mut anc_block = user_block;
        let mut isolated = None;
        let mut found = false;
        // Bounded: an op inserted into its own region makes the parent
        // chain a cycle.
        for _ in 0..=ctx.ops.len() {
            let region = ctx.blocks.get(anc_block).and_then(|b| b.parent_region());
            if Some(anc_block) == def_block || (region.is_some() && region == def_region) {
                found = true;
                break;
            }
            let Some(parent) = ctx.block_parent_op(anc_block) else {
                break;
            };
            if isolated.is_none() && self.is_isolated(parent) {
                isolated = Some(parent);
            }
            anc_op = parent;
            match ctx.ops.get(parent).and_then(|d| d.parent_block()) {
                Some(b) => anc_block = b,
                None => break,
            }
        }
        if let Some(iso) = isolated
            && (found || !self.defined_inside(def_block, iso))
        {
            if !self.isolation_reported.insert(iso) {
                return;
            }
            // The op MLIR names: the first of its walk, which may come
            // before or after `user` in this verifier's order.
            let first = self.first_isolation_break(iso).unwrap_or(user);
            let loc = ctx.op(iso).loc();
            self.report(
                first,
                Event::OpExit(iso),
                Emit::OpError,
                "using value defined outside the region".into(),
            )
            .notes
            .push(VerifyNote {
                loc,
                message: "required by region isolation constraints".into(),
            });
            return;
        }
        // 2. Dominance, except in unreachable blocks.
        if !self.block_reachable(user_block) {
            return;
        }
        let dominates = found
            && match (def_block, def_op) {
                (Some(db), _) if db != anc_block => {
                    let region = def_region.expect("found in the definition's region");
                    self.dominance
                        .properly_dominates(ctx, region, db, anc_block)
                }
                (_, None) => true,
                (_, Some(d)) => {
                    if !self.has_ssa_dominance(anc_block) {
                        true
                    } else {
                        d != anc_op && self.before(d, anc_op)
                    }
                }
            };
        if !dominates {
            self.report_dominance(user, i, user_block, def);
        }
    }

    /// Reports that operand `i` of `user` (in `user_block`), defined by
    /// `def`, does not dominate its use, with MLIR's note on where the
    /// operand is defined.
    #[cold]
    #[inline(never)]
    fn report_dominance(&mut self, user: OpId, i: usize, user_block: BlockId, def: ValueDef) {
        let ctx = self.ctx;
        let region_of = |b: Option<BlockId>| {
            b.and_then(|b| ctx.blocks.get(b))
                .and_then(|d| d.parent_region())
        };
        let region1 = region_of(Some(user_block));
        let note = match def {
            ValueDef::OpResult { op, .. } => {
                let block2 = ctx.ops.get(op).and_then(|d| d.parent_block());
                let region2 = region_of(block2);
                let place = if block2 == Some(user_block) {
                    "op in the same block"
                } else if region1.is_some() && region1 == region2 {
                    "op in the same region"
                } else if self.region_is_proper_ancestor(region2, region1) {
                    "op in a parent region"
                } else if self.region_is_proper_ancestor(region1, region2) {
                    "op in a child region"
                } else {
                    "op is neither in a parent nor in a child region"
                };
                let loc = ctx.ops.get(op).map_or(ctx.unknown_loc(), |d| d.loc());
                VerifyNote {
                    loc,
                    message: format!("operand defined here ({place})"),
                }
            }
            ValueDef::BlockArgument { block, .. } => {
                let region2 = region_of(Some(block));
                let loc = ctx
                    .block_parent_op(block)
                    .map_or(ctx.unknown_loc(), |p| ctx.op(p).loc());
                let message = match region2.and_then(|r| ctx.regions.get(r)) {
                    None => " (block without parent)".to_string(),
                    Some(rd) => {
                        let index = rd.blocks().iter().position(|&b| b == block).unwrap_or(0);
                        let place = if region1 == region2 {
                            " in the same region)"
                        } else if self.region_is_proper_ancestor(region2, region1) {
                            " in a parent region)"
                        } else if self.region_is_proper_ancestor(region1, region2) {
                            " in a child region)"
                        } else {
                            " neither in a parent nor in a child region)"
                        };
                        format!("operand defined as a block argument (block #{index}{place}")
                    }
                };
                VerifyNote { loc, message }
            }
        };
        self.report(
            user,
            Event::Dominance(user),
            Emit::Error,
            format!("operand #{i} does not dominate this use"),
        )
        .notes
        .push(note);
    }

    /// True if region `a` strictly encloses region `b`.
    fn region_is_proper_ancestor(&self, a: Option<RegionId>, b: Option<RegionId>) -> bool {
        let ctx = self.ctx;
        let (Some(a), Some(mut r)) = (a, b) else {
            return false;
        };
        for _ in 0..=ctx.ops.len() {
            let Some(parent) = ctx.regions.get(r).and_then(|d| d.parent_op()) else {
                return false;
            };
            match ctx
                .ops
                .get(parent)
                .and_then(|d| d.parent_block())
                .and_then(|b| ctx.blocks.get(b))
                .and_then(|b| b.parent_region())
            {
                Some(up) if up == a => return true,
                Some(up) => r = up,
                None => return false,
            }
        }
        false
    }

    /// True if a value defined in `def_block` lies inside op `iso`'s
    /// regions.
    fn defined_inside(&self, def_block: Option<BlockId>, iso: OpId) -> bool {
        let ctx = self.ctx;
        let Some(mut block) = def_block else {
            return false;
        };
        for _ in 0..=ctx.ops.len() {
            let Some(parent) = ctx.block_parent_op(block) else {
                return false;
            };
            if parent == iso {
                return true;
            }
            match ctx.ops.get(parent).and_then(|d| d.parent_block()) {
                Some(b) => block = b,
                None => return false,
            }
        }
        false
    }

    /// The op MLIR's `verifyIsIsolatedFromAbove` reports for `iso`: region
    /// by region, the ops of a region in order (operands in order) before
    /// those of the regions nested in them, the nested regions taken last
    /// pushed first, not entering other `IsolatedFromAbove` ops (which
    /// check themselves); the first op with an operand defined outside the
    /// region being walked.
    fn first_isolation_break(&self, iso: OpId) -> Option<OpId> {
        let ctx = self.ctx;
        for &top in ctx.ops.get(iso)?.regions() {
            let mut pending = vec![top];
            while let Some(region) = pending.pop() {
                let Some(data) = ctx.regions.get(region) else {
                    continue;
                };
                for &block in data.blocks() {
                    for op in ctx.block_ops(block) {
                        let Some(op_data) = ctx.ops.get(op) else {
                            continue;
                        };
                        for value in op_data.operands() {
                            if !self.region_holds(top, value) {
                                return Some(op);
                            }
                        }
                        if !self.is_isolated(op) {
                            pending.extend(op_data.regions().iter().copied());
                        }
                    }
                }
            }
        }
        None
    }

    /// True if `value` is defined in `region` or a region nested in it
    /// (MLIR's `Region::isAncestor` of the value's region).
    fn region_holds(&self, region: RegionId, value: Value) -> bool {
        let ctx = self.ctx;
        let block = match ctx.value_def(value) {
            ValueDef::OpResult { op, .. } => ctx.ops.get(op).and_then(|d| d.parent_block()),
            ValueDef::BlockArgument { block, .. } => Some(block),
        };
        let defined_in = block
            .and_then(|b| ctx.blocks.get(b))
            .and_then(|b| b.parent_region());
        defined_in == Some(region) || self.region_is_proper_ancestor(Some(region), defined_in)
    }

    /// True if `op` is a registered `IsolatedFromAbove` op.
    fn is_isolated(&self, op: OpId) -> bool {
        let ctx = self.ctx;
        ctx.ops
            .get(op)
            .and_then(|d| ctx.op_definition(d.name()))
            .is_some_and(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE))
    }

    /// True if `block` is reachable from its region's entry block (always
    /// true in a single-block region).
    fn block_reachable(&mut self, block: BlockId) -> bool {
        let ctx = self.ctx;
        let Some(region) = ctx.blocks.get(block).and_then(|b| b.parent_region()) else {
            return true;
        };
        match ctx.regions.get(region) {
            Some(r) if r.blocks().len() > 1 => self.dominance.reachable(ctx, region, block),
            _ => true,
        }
    }

    /// True if `block`'s region has SSA dominance (MLIR's
    /// `hasSSADominance`): a multi-block region, a region without a parent
    /// op, or the region of a registered op without `GRAPH_REGION`. (The
    /// single block of an unregistered op's region is a graph region.)
    /// Remembered for the last block asked about (consecutive ops share
    /// their block).
    fn has_ssa_dominance(&mut self, block: BlockId) -> bool {
        if let Some((b, ssa)) = self.last_graph
            && b == block
        {
            return ssa;
        }
        let ctx = self.ctx;
        let region = ctx.blocks.get(block).and_then(|b| b.parent_region());
        let region = region.and_then(|r| ctx.regions.get(r));
        let ssa = match region {
            None => true,
            Some(r) if r.blocks().len() > 1 => true,
            Some(r) => match r.parent_op() {
                None => true,
                Some(p) => ctx
                    .ops
                    .get(p)
                    .and_then(|d| ctx.op_definition(d.name()))
                    .is_some_and(|d| !d.traits.contains(OpTraits::GRAPH_REGION)),
            },
        };
        self.last_graph = Some((block, ssa));
        ssa
    }

    /// Marks `op` walked, in the block tagged `tag` (0: not walked).
    #[inline]
    fn mark_walked(&mut self, op: OpId, tag: u32) {
        let i = slot(op);
        match self.walked_in.get_mut(i) {
            Some(t) => *t = tag,
            None => self.grow_walked(i, tag),
        }
    }

    /// [`Verifier::mark_walked`] for a slot beyond the table.
    #[cold]
    #[inline(never)]
    fn grow_walked(&mut self, i: usize, tag: u32) {
        self.walked_in.resize((i + 1).next_power_of_two(), 0);
        self.walked_in[i] = tag;
    }

    /// The tag of the block `op` (a live op) was walked in, 0 if it has
    /// not been walked. A stale handle's slot may hold a walked op, but
    /// callers only pass live ops (the user, its ancestors, a live value's
    /// definition).
    #[inline]
    fn walked_tag(&self, op: OpId) -> u32 {
        self.walked_in.get(slot(op)).copied().unwrap_or(0)
    }

    /// True if `op` (a live op) has been walked.
    fn walked(&self, op: OpId) -> bool {
        self.walked_tag(op) != 0
    }

    /// True if `a` comes strictly before `b` in their (common) block.
    fn before(&mut self, a: OpId, b: OpId) -> bool {
        if a == b {
            return false;
        }
        // `b` is the user or one of its ancestors, so it has been walked
        // unless it lies outside the tree; then so may `a`.
        if self.walked(b) {
            // Same block as `b`: walked iff it comes before `b`.
            return self.walked(a);
        }
        self.outer_pos(a) < self.outer_pos(b)
    }

    fn outer_pos(&mut self, op: OpId) -> usize {
        if let Some(&p) = self.outer_position.get(&op) {
            return p;
        }
        let ctx = self.ctx;
        if let Some(b) = ctx.op(op).parent_block() {
            for (i, o) in ctx.block_ops(b).enumerate() {
                self.outer_position.insert(o, i);
            }
        }
        self.outer_position.get(&op).copied().unwrap_or(usize::MAX)
    }

    /// [`UseCheck::Count`]: adds `n` to `value`'s balance.
    fn count(&mut self, value: Value, n: i32) {
        let i = value_slot(value);
        if i >= self.balance.len() {
            self.balance.resize((i + 1).next_power_of_two(), 0);
        }
        self.balance[i] += n;
    }

    /// [`UseCheck::Count`]: takes the uses listed by block argument `a` off
    /// its balance, each checked to be an operand holding `a` (a use that
    /// is not makes the pass inconclusive; the exact pass has no error for
    /// it either, only for the operands it affects).
    fn count_arg_uses(&mut self, a: Value) {
        let ctx = self.ctx;
        let Ok(data) = ctx.try_value(a) else {
            self.uncounted = true;
            return;
        };
        let mut next = data.first_use;
        let mut listed = 0;
        while let Some(u) = next {
            match ctx
                .ops
                .occupied_slot(u.slot)
                .and_then(|d| d.operands.get(u.index as usize))
            {
                Some(o) if o.value() == a => {
                    listed += 1;
                    next = o.next;
                }
                _ => {
                    self.uncounted = true;
                    return;
                }
            }
        }
        self.count(a, -listed);
    }

    /// True if `at` is in `value`'s use list: a short scan, then (for long
    /// lists) the whole list, walked once per value.
    fn is_listed(&mut self, value: Value, data: &ValueData, at: OperandRef) -> bool {
        let ctx = self.ctx;
        let mut uses = ctx.uses_of(data);
        for _ in 0..SHORT_USE_SCAN {
            match uses.next() {
                Some(u) if u == at => return true,
                Some(_) => {}
                None => return false,
            }
        }
        if self.walked.insert(value) {
            self.listed.extend(ctx.uses(value));
        }
        self.listed.contains(&at)
    }

    /// The location of `op` (for notes).
    pub(super) fn loc(&self, op: OpId) -> Location {
        self.ctx.op(op).loc()
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;
    use crate::text::parse_module;
    use crate::verifier::verify;

    fn messages(ctx: &Context, root: crate::OpId) -> Vec<String> {
        match verify(ctx, root) {
            Ok(()) => Vec::new(),
            Err(errs) => errs.into_iter().map(|e| e.message).collect(),
        }
    }

    /// In the body of `foo.w`: `%a`, a block argument used by `foo.b`
    /// (operand #1) and `foo.c`;
    /// `%0`, a result used twice by `foo.b` (operands #0 and #2).
    #[cfg(debug_assertions)]
    fn sample() -> (Context, crate::OpId, crate::Value, crate::Value) {
        let src = r#""builtin.module"() ({
  "foo.w"() ({
  ^bb0(%a: i32):
    %0 = "foo.a"() : () -> i32
    "foo.b"(%0, %a, %0) : (i32, i32, i32) -> ()
    "foo.c"(%a) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
        let mut ctx = Context::new();
        let module = parse_module(&mut ctx, src, "t.mlir").expect("parses");
        let body = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
        let wrap = ctx.block(body).first_op().expect("wrapper");
        let body = ctx.region(ctx.op(wrap).regions()[0]).blocks()[0];
        let arg = ctx.block(body).args()[0];
        let first = ctx.block(body).first_op().expect("ops");
        let result = ctx.op(first).results()[0];
        (ctx, module, arg, result)
    }

    /// The ops of the body of the `func.func` that is the first op of
    /// `module`'s body.
    fn func_body_ops(ctx: &Context, module: crate::OpId) -> Vec<crate::OpId> {
        let body = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
        let func = ctx.block(body).first_op().expect("func");
        let body = ctx.region(ctx.op(func).regions()[0]).blocks()[0];
        ctx.block_ops(body).collect()
    }

    const FUNC: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%a: i32):
    %0 = "foo.a"(%a) : (i32) -> i32
    %1 = "foo.b"(%a) : (i32) -> i32
    %2 = "foo.c"(%0, %1) : (i32, i32) -> i32
    %3 = "foo.d"(%a) : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

    /// Results of ops earlier in the block (just before the user or
    /// further up) and block arguments of the block are visible; a result
    /// of an op further down is not, nor the user's own result, also when
    /// an earlier operand of the same op needed the full check (the user
    /// is marked walked only after its operands).
    #[test]
    fn dominance_within_a_block_from_the_walk() {
        let mut ctx = Context::new();
        let module = parse_module(&mut ctx, FUNC, "t.mlir").expect("parses");
        assert!(messages(&ctx, module).is_empty());
        let ops = func_body_ops(&ctx, module);
        let [a, b, c, d] = [0, 1, 2, 3].map(|i| ctx.op(ops[i]).results()[0]);
        // `foo.c` uses a later result, then its own, then earlier ones.
        ctx.set_operands(ops[2], &[d, c, a, b]).unwrap();
        assert_eq!(
            messages(&ctx, module),
            [
                "operand #0 does not dominate this use",
                "operand #1 does not dominate this use",
            ]
        );
        // Its own result alone, first.
        ctx.set_operands(ops[2], &[c, b]).unwrap();
        assert_eq!(
            messages(&ctx, module),
            ["operand #0 does not dominate this use"]
        );
    }

    /// An op's operands defined in an enclosing block (before the op
    /// holding the region, or after it) are found by the full check, from
    /// the rest of the enclosing block walked after the region's ops.
    #[test]
    fn dominance_across_nested_regions() {
        let src = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%a: i32):
    %0 = "foo.a"(%a) : (i32) -> i32
    "foo.wrap"() ({
      %1 = "foo.in"(%0, %a) : (i32, i32) -> i32
      "foo.end"(%1) : (i32) -> ()
    }) : () -> ()
    %2 = "foo.b"(%0) : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
        let mut ctx = Context::new();
        let module = parse_module(&mut ctx, src, "t.mlir").expect("parses");
        assert!(messages(&ctx, module).is_empty());
        let ops = func_body_ops(&ctx, module);
        let later = ctx.op(ops[2]).results()[0];
        let wrap = ctx.op(ops[1]).regions()[0];
        let inner = ctx.region(wrap).blocks()[0];
        let inner_op = ctx.block(inner).first_op().expect("op");
        let a = ctx.op(ops[0]).results()[0];
        ctx.set_operands(inner_op, &[a, later]).unwrap();
        // `foo.wrap` is unregistered: its region is a graph region, but
        // `%2` is defined in the function body, where dominance holds.
        assert_eq!(
            messages(&ctx, module),
            ["operand #1 does not dominate this use"]
        );
    }

    /// Operands missing from use lists (of a result and of a block
    /// argument) are found by the counting pass and reported, operand by
    /// operand, by the exact one; valid IR passes. (An internal check:
    /// only builds with debug assertions run it.)
    #[cfg(debug_assertions)]
    #[test]
    fn operands_missing_from_use_lists() {
        let (ctx, module, _, _) = sample();
        assert!(messages(&ctx, module).is_empty());

        let (mut ctx, module, _, result) = sample();
        ctx.values[result].first_use = None;
        assert_eq!(
            messages(&ctx, module),
            [
                "'foo.b' op operand #0 is missing from its value's use list",
                "'foo.b' op operand #2 is missing from its value's use list",
            ]
        );

        // The argument's list keeps only its first use (the newest: `foo.c`).
        let (mut ctx, module, arg, _) = sample();
        let head = ctx.values[arg].first_use.expect("used");
        ctx.live_operand_mut(head).next = None;
        assert_eq!(
            messages(&ctx, module),
            ["'foo.b' op operand #1 is missing from its value's use list"]
        );
    }
}
