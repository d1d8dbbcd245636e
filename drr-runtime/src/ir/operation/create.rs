//! Creating operations: [`OperationState`] (MLIR's), the checks of its
//! handles, and the three ways a record is made: detached
//! (`create_op*`), in place of another operation's record
//! (`morph_op_taking`, a replacement that takes over the old results),
//! and already appended to a block (`create_op_at_end`, the parser's way,
//! so each record is written once). Operand lists are built unlinked and
//! linked at the front of their values' use lists.

use super::*;
use crate::attributes::AttrData;
use crate::op_definition::current_segment_name;

/// Everything needed to create an operation (MLIR's `OperationState`).
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The operation's name.
    pub name: OpName,
    /// Its location.
    pub loc: Location,
    /// Operand values.
    pub operands: SmallVec<[Value; 4]>,
    /// Result types.
    pub result_types: SmallVec<[Type; 2]>,
    /// Properties (inherent attributes) as an attribute; for registered
    /// operations a dictionary.
    pub properties: Option<Attribute>,
    /// Discardable attributes, in any order; sorted on creation. For a
    /// registered op, those named as one of its inherent attributes move
    /// into the properties on creation (replacing an entry of the same
    /// name), as MLIR's `Operation::create` does.
    pub attributes: Vec<NamedAttribute>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// Detached regions to move into the operation.
    pub regions: Vec<RegionId>,
}

impl OperationState {
    /// A state with a name and location and nothing else.
    // Inlined into generated builders (other crates): built in place
    // instead of returned through a copy of the whole state.
    #[inline]
    pub fn new(name: OpName, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            properties: None,
            attributes: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
        }
    }
}

impl Context {
    /// Checks the handles a state refers to before anything is created:
    /// operands and successors must be live, regions live and detached.
    #[inline]
    pub(super) fn check_state_handles(&self, state: &OperationState) -> Result<(), IrError> {
        self.check_handles(state, &state.operands)
    }

    /// [`Self::check_state_handles`] with the operands given apart.
    #[inline]
    pub(super) fn check_handles(
        &self,
        state: &OperationState,
        operands: &[Value],
    ) -> Result<(), IrError> {
        for &v in operands {
            if !self.values.contains_key(v) {
                return Err(self.value_handle_error(v));
            }
        }
        for &b in &state.successors {
            if !self.blocks.contains_key(b) {
                return Err(self.block_handle_error(b));
            }
        }
        if state.regions.is_empty() {
            return Ok(());
        }
        self.check_region_handles(&state.regions)
    }

    /// The regions of [`Self::check_handles`]: live, detached, each once.
    /// Out of line: most created ops have none, and this code inlined
    /// into every creation cost ~45 instructions per created op (a
    /// 20k-op `chain` rewrite: +2.6%).
    #[inline(never)]
    fn check_region_handles(&self, regions: &[RegionId]) -> Result<(), IrError> {
        // Few regions are compared pairwise; many are sorted (pairwise,
        // 100,000 regions on one op took 1.4 s to parse).
        let few = regions.len() <= 16;
        for (i, &r) in regions.iter().enumerate() {
            match self.regions.get(r) {
                None => return Err(self.region_handle_error(r)),
                Some(region) if region.parent.is_some() => {
                    return Err(IrError::Invalid(
                        "the region already belongs to an operation",
                    ));
                }
                Some(_) if few && regions[..i].contains(&r) => {
                    return Err(IrError::Invalid("the same region is given twice"));
                }
                Some(_) => {}
            }
        }
        if !few {
            let mut sorted = regions.to_vec();
            sorted.sort_unstable();
            if sorted.windows(2).any(|w| w[0] == w[1]) {
                return Err(IrError::Invalid("the same region is given twice"));
            }
        }
        Ok(())
    }

    /// Creates a detached operation from `state`.
    ///
    /// Returns an error if an operand, successor or region handle is stale
    /// or comes from another context, a region already belongs to an
    /// operation or is given twice, or two discardable attributes have the
    /// same name.
    pub fn create_op(&mut self, mut state: OperationState) -> Result<OpId, IrError> {
        self.create_op_from(&mut state)
    }

    /// [`Context::create_op`] from a state owned by the caller: its
    /// attributes, successors and regions are taken (left empty), the rest
    /// is copied. For builders that keep their state in place (no move of
    /// the ~150-byte `OperationState` per created op). On an error nothing
    /// is taken.
    pub fn create_op_from(&mut self, state: &mut OperationState) -> Result<OpId, IrError> {
        self.create_op_taking(state, None, None)
    }

    /// [`Context::create_op_from`]; with `take_results_of`, a live op
    /// without regions and with as many results as `state` has result
    /// types, the new op's results are that op's result values, re-pointed
    /// to the new op and typed from `state` (their uses stay in place; the
    /// old op is left without results), instead of fresh values. For the
    /// rewriter's result takeover (`PatternRewriter::create_taking_results`).
    /// With `link_at` = `(block, prev, next)`, where `prev` and `next` are
    /// adjacent in the live `block` (`None`: its start or end), the new op
    /// is created linked there (what [`Context::link_op`] then does, without
    /// a second visit of the new record).
    /// What both ways of creating a built op do first: checks the handles
    /// in `state` (an error changes nothing), fills in the properties'
    /// defaults registered for its name, and returns its discardable
    /// attributes as a dictionary (`state.attributes` is taken).
    // Inlined into both creations (it stayed a call with a plain
    // `#[inline]`: a frame and a 16-byte `Result` returned through memory
    // per created operation).
    #[inline(always)]
    pub(super) fn prepare_state(
        &mut self,
        state: &mut OperationState,
    ) -> Result<Attribute, IrError> {
        self.check_state_handles(state)?;
        if let Some(populate) = self.populate_defaults_hook(state.name) {
            state.properties = populate(self, state.properties);
        }
        // No discardable attribute (most built ops): no call.
        Ok(if state.attributes.is_empty() {
            self.empty_dictionary()
        } else {
            let attributes = self.try_dictionary(std::mem::take(&mut state.attributes))?;
            self.move_inherent_attributes(state, attributes)
        })
    }

    /// MLIR's `Operation::setAttrs` at creation: the entries of
    /// `attributes` (a dictionary) that are inherent attributes of the
    /// registered op `state` names (not ODS properties, which come from the
    /// properties only, as in the parser) move into `state.properties`,
    /// replacing an entry of the same name there; returns the discardable
    /// rest. Unregistered ops, and properties that are not a dictionary,
    /// keep every attribute discardable.
    #[cold]
    fn move_inherent_attributes(
        &mut self,
        state: &mut OperationState,
        attributes: Attribute,
    ) -> Attribute {
        let Some(def) = self.op_definition(state.name) else {
            return attributes;
        };
        let properties = match state.properties {
            None => None,
            Some(p) if matches!(self.attr_data(p), AttrData::Dictionary(_)) => Some(p),
            Some(_) => return attributes,
        };
        let info = self.properties_info(state.name);
        let inherent = |name: &str| {
            def.inherent_attrs.contains(&name) && !info.is_some_and(|i| i.names.contains(&name))
        };
        // A segment-size name of before MLIR 18 stands for the current one
        // (MLIR's generated `setInherentAttr` takes both); in the sorted
        // dictionary the old name comes later, so it wins over the new.
        let current = |name: &str| current_segment_name(name).filter(|c| inherent(c));
        let mut moved: Vec<NamedAttribute> = Vec::new();
        let mut kept: Vec<NamedAttribute> = Vec::new();
        let mut renamed: Vec<(&'static str, Attribute)> = Vec::new();
        for e in self.dict_entries(attributes) {
            let name = self.str(e.name);
            if inherent(name) {
                moved.push(*e);
            } else if let Some(current) = current(name) {
                renamed.push((current, e.value));
            } else {
                kept.push(*e);
            }
        }
        if moved.is_empty() && renamed.is_empty() {
            return attributes;
        }
        for (name, value) in renamed {
            let name = self.symbol(name);
            moved.push(NamedAttribute { name, value });
        }
        let properties = match properties {
            Some(p) => self.dict_entries(p),
            None => &[][..],
        };
        let mut merged: Vec<NamedAttribute> = properties
            .iter()
            .filter(|p| !moved.iter().any(|m| m.name == p.name))
            .copied()
            .collect();
        merged.extend(moved);
        state.properties = Some(self.dictionary(merged));
        self.dictionary(kept)
    }

    // Inlined into its two callers: each then keeps only its own branch
    // (takeover or fresh results), and the rewriter's takeover path pays
    // no call.
    #[inline]
    pub(crate) fn create_op_taking(
        &mut self,
        state: &mut OperationState,
        take_results_of: Option<OpId>,
        link_at: Option<(BlockId, Option<OpId>, Option<OpId>)>,
    ) -> Result<OpId, IrError> {
        // A new operation with regions may not be put into a block of its
        // own regions (rare: checked out of the common path).
        if !state.regions.is_empty()
            && let Some((block, _, _)) = link_at
        {
            self.check_not_into_own_regions(block, &state.regions)?;
        }
        let attributes = self.prepare_state(state)?;
        if !state.successors.is_empty() {
            self.add_successor_uses(&state.successors);
        }
        // The operand values and result types as slices, taken once: every
        // access through the `SmallVec`s tests where their elements are.
        let (operand_values, result_types): (&[Value], &[Type]) =
            (&state.operands, &state.result_types);
        // One or two operands (most built ops) are written already pointing
        // at the current heads of their values' use lists (`threaded`), so
        // linking them below touches only those heads, not the new record.
        let threaded = operand_values.len() <= 2;
        let operands = if threaded {
            self.new_operands_threaded(operand_values)
        } else {
            new_operands(operand_values)
        };
        // A takeover moves the old op's result list into the new record as
        // it is written (no second visit of the new slot to store it).
        let taken = match take_results_of {
            Some(old) => std::mem::take(&mut self.ops[old].results),
            None => Results::new(),
        };
        let has_regions = !state.regions.is_empty();
        let successors = ThinSlice::take_from(&mut state.successors);
        let regions = ThinSlice::take_from(&mut state.regions);
        // Written field by field into the slot (no record built on the
        // stack and copied in). The slot's owned lists are empty (vacant
        // or sentinel record): replaced without running their drop glue.
        let op = self.ops.insert_in_place(|_, slot| {
            slot.name = state.name;
            std::mem::forget(std::mem::replace(&mut slot.operands, operands));
            std::mem::forget(std::mem::replace(&mut slot.results, taken));
            slot.properties = state.properties.into();
            slot.attributes = attributes;
            std::mem::forget(std::mem::replace(&mut slot.successors, successors));
            std::mem::forget(std::mem::replace(&mut slot.regions, regions));
            slot.loc = state.loc;
            slot.parent = link_at.map(|l| l.0);
            slot.prev = link_at.and_then(|l| l.1).map(link_slot);
            slot.next = link_at.and_then(|l| l.2);
        });
        if let Some((block, prev, next)) = link_at {
            self.point_neighbours_at(op, block, prev, next);
        }
        if !self.ops[op].successors.is_empty() {
            self.note_predecessor(op);
        }
        // `link_use` on operands written unlinked above (`next` already set
        // if `threaded`): only a previous head needs the new operand linked
        // to it. A head in `op` itself is an earlier operand using the same
        // value, which `new_operands_threaded` could not know about.
        for (index, &value) in operand_values.iter().enumerate() {
            let at = UseRef::new(op, index as u32);
            if let Some(head) = self.values[value].first_use.replace(at) {
                if !threaded || head.is_of(op) {
                    self.live_operand_mut(at).next = Some(head);
                }
                self.live_operand_mut(head).prev = Some(at);
            }
        }
        if take_results_of.is_some() {
            let data = &self.ops[op];
            for (index, (&v, &ty)) in data.results.iter().zip(result_types).enumerate() {
                let value = &mut self.values[v];
                value.ty = ty;
                value.def = ValueDef::OpResult {
                    op,
                    index: index as u32,
                };
            }
        } else if !result_types.is_empty() {
            self.ops[op].results = new_results(&mut self.values, op, result_types);
        }
        if has_regions {
            self.structure_epoch += 1;
            for i in 0..self.ops[op].regions.len() {
                let r = self.ops[op].regions[i];
                self.regions[r].parent = Some(op);
            }
        }
        Ok(op)
    }

    /// The IR half of the rewriter's fused takeover replacement
    /// (`PatternRewriter::create_taking_results` with
    /// `ResultTakeover::Fused`): what [`Context::create_op_taking`] with
    /// `take_results_of = old`, linked right before `old`, followed by
    /// [`Context::erase_single_op`] of `old` leaves, in one step. `old`'s
    /// record is renewed in place ([`Arena::renew`](crate::ir::Arena): a new
    /// version of the same slot, so handles to `old` are stale, the key a
    /// removal and an insertion into the freed slot would give), its
    /// operand list taken out and unlinked, and only the fields that
    /// change are written: the record stays linked between `old`'s
    /// neighbours (which are re-pointed at the new handle) and keeps
    /// `old`'s result values, re-pointed and typed from `state`. The use
    /// lists end up as after
    /// the two steps: the new operands at the front of their values'
    /// lists, `old`'s uses gone, the rest in order. Then the use lists of
    /// the taken results are reversed, as `PatternRewriter::replace_op_taken`
    /// leaves them (MLIR moves each use to the front of the new value's
    /// list), and `notify` is called with the new operation, `old`'s
    /// operand list (unlinked; for the erasure notification) and the
    /// users of the taken results, one per use, in MLIR's notification
    /// order (results in order, each one's uses in its list's order before
    /// the reversal; listed by the reversal's walk). Returns the new
    /// operation. (The notification is made here, not by
    /// the caller, so that `old`'s operand list is read where it was
    /// taken out rather than returned by value: one copy of the list and
    /// of a large `Result` less per rewrite.)
    ///
    /// The caller checks the rest beforehand: `old` is live, in a block,
    /// without regions or successors, has as many results as
    /// `state.result_types` and does not use them itself; `state` has no
    /// regions or successors, and no operand that is a result of `old`. A
    /// stale handle in `state` is an error, with nothing changed.
    // Inlined into its callers (the driver's hot path: the DRR takeover
    // and the folder's constant takeover): no call, and the returned
    // operand list is not copied. Forced: with two callers the heuristic
    // left it out of line (+3% instructions on `chain`).
    #[inline(always)]
    pub(crate) fn morph_op_taking(
        &mut self,
        state: &mut OperationState,
        old: OpId,
        notify: impl FnOnce(&Context, OpId, &[Operand], &[OpId]),
    ) -> Result<OpId, IrError> {
        let attributes = self.prepare_state(state)?;
        let (operand_values, result_types): (&[Value], &[Type]) =
            (&state.operands, &state.result_types);
        let Some((op, data)) = self.ops.renew(old) else {
            return Err(IrError::StaleOp);
        };
        debug_assert!(data.regions.is_empty() && data.successors.is_empty());
        data.name = state.name;
        data.properties = state.properties.into();
        data.attributes = attributes;
        data.loc = state.loc;
        let (parent, prev, next) = (data.parent, data.prev, data.next);
        let mut old_operands = std::mem::take(&mut data.operands);
        // Unlinked before the new operands are threaded onto the current
        // heads: a value both use loses `old`'s use and gains the new one
        // at the front, as creating then erasing does. (`old` no longer
        // resolves: its own operands are found in the list taken out.)
        self.unlink_removed_operands(old, &mut old_operands);
        // `op` was just renewed, and the links below (neighbours, use-list
        // entries) only ever name live operations: slot lookups without
        // the version compare.
        if operand_values.len() <= 2 {
            // One or two operands (most built ops): each pushed into the
            // record's list (taken above: empty, inline) already linked at
            // the front of its value's use list, in one pass: one lookup of
            // the value, no list built apart and copied in, no second loop.
            // A second use of the same value finds the first one as its
            // head, as `link_use` would.
            for (index, &value) in operand_values.iter().enumerate() {
                let at = UseRef::new(op, index as u32);
                let head = self.values[value].first_use.replace(at);
                self.ops.live_mut(op).operands.push(Operand {
                    value,
                    prev: None,
                    next: head,
                });
                if let Some(head) = head {
                    self.live_operand_mut(head).prev = Some(at);
                }
            }
        } else {
            self.ops.live_mut(op).operands = new_operands(operand_values);
            // As in `create_op_taking`, unthreaded.
            for (index, &value) in operand_values.iter().enumerate() {
                let at = UseRef::new(op, index as u32);
                if let Some(head) = self.values[value].first_use.replace(at) {
                    self.live_operand_mut(at).next = Some(head);
                    self.live_operand_mut(head).prev = Some(at);
                }
            }
        }
        if let Some(block) = parent {
            match prev {
                Some(p) => self.ops.at_slot_mut(p).next = Some(op),
                None => self.blocks[block].first = Some(op),
            }
            match next {
                Some(n) => self.ops.live_mut(n).prev = Some(link_slot(op)),
                None => self.blocks[block].last = Some(op),
            }
        }
        // The results taken out of the record for one walk that types
        // each, points it at `op` and reverses its use list (as MLIR's
        // moves of each use to the front of the new value's list leave
        // it), listing the users in MLIR's notification order (the list's
        // order before the reversal) for the listener: one pass over the
        // results, each looked up once, and no use-list walk in the
        // notification. Nothing reads `op`'s results meanwhile: no user
        // of a taken result is `op` (the caller's precondition).
        debug_assert_eq!(self.ops.live_mut(op).results.len(), result_types.len());
        let results = std::mem::take(&mut self.ops.live_mut(op).results);
        let mut users: SmallVec<[OpId; 4]> = SmallVec::new();
        // (The two arenas borrowed apart: each value's record stays at
        // hand while its users' operands are rewritten.)
        let (values, ops) = (&mut self.values, &mut self.ops);
        for (index, (&v, &ty)) in results.iter().zip(result_types).enumerate() {
            let value = &mut values[v];
            value.ty = ty;
            value.def = ValueDef::OpResult {
                op,
                index: index as u32,
            };
            let mut current = value.first_use;
            let mut head = None;
            while let Some(at) = current {
                users.push(ops.key_at(at.slot));
                let operand =
                    &mut ops.at_slot_mut(at.slot).operands.as_mut_slice()[at.index as usize];
                current = operand.next;
                operand.next = operand.prev;
                operand.prev = current;
                head = Some(at);
            }
            value.first_use = head;
        }
        self.ops.live_mut(op).results = results;
        notify(self, op, &old_operands, &users);
        Ok(op)
    }

    /// [`Context::create_op_from`] followed by [`Context::append_op`] to
    /// `block`, in one step: the parser's path, which creates every
    /// operation at the end of its block. The new record is written once,
    /// already linked into the block and with its results (no second visit
    /// of its slot to store them), and `attributes`, if given, is used as
    /// the discardable dictionary as is (it must be a dictionary attribute;
    /// `state.attributes` is then ignored). The operands and result types
    /// are given as slices (`state.operands` and `state.result_types` are
    /// ignored): the parser keeps them in buffers of its own, rather than
    /// building lists that are then moved (a list just written element by
    /// element and copied with wide loads stalls on store forwarding). Same
    /// checks and errors as the two calls; on an error nothing is created.
    pub(crate) fn create_op_at_end(
        &mut self,
        block: BlockId,
        state: &mut OperationState,
        operand_values: &[Value],
        result_types: &[Type],
        attributes: Option<Attribute>,
    ) -> Result<OpId, IrError> {
        self.check_handles(state, operand_values)?;
        let last = self.try_block(block)?.last;
        if !state.regions.is_empty() {
            self.check_not_into_own_regions(block, &state.regions)?;
        }
        if let Some(populate) = self.populate_defaults_hook(state.name) {
            state.properties = populate(self, state.properties);
        }
        let attributes = match attributes {
            Some(dict) => dict,
            None if state.attributes.is_empty() => self.empty_dictionary(),
            None => self.try_dictionary(std::mem::take(&mut state.attributes))?,
        };
        if !state.successors.is_empty() {
            self.add_successor_uses(&state.successors);
        }
        let operands = new_operands(operand_values);
        let has_regions = !state.regions.is_empty();
        let values = &mut self.values;
        let successors = ThinSlice::take_from(&mut state.successors);
        let regions = ThinSlice::take_from(&mut state.regions);
        // Written in place, as in `create_op_taking`.
        let op = self.ops.insert_in_place(|op, slot| {
            let results = new_results(values, op, result_types);
            slot.name = state.name;
            std::mem::forget(std::mem::replace(&mut slot.operands, operands));
            std::mem::forget(std::mem::replace(&mut slot.results, results));
            slot.properties = state.properties.into();
            slot.attributes = attributes;
            std::mem::forget(std::mem::replace(&mut slot.successors, successors));
            std::mem::forget(std::mem::replace(&mut slot.regions, regions));
            slot.loc = state.loc;
            slot.parent = Some(block);
            slot.prev = last.map(link_slot);
            slot.next = None;
        });
        match last {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
        self.blocks[block].last = Some(op);
        if !self.ops[op].successors.is_empty() {
            self.note_predecessor(op);
        }
        for (index, &value) in operand_values.iter().enumerate() {
            self.link_use(
                value,
                OperandRef {
                    op,
                    index: index as u32,
                },
            );
        }
        if has_regions {
            self.structure_epoch += 1;
            for i in 0..self.ops[op].regions.len() {
                let r = self.ops[op].regions[i];
                self.regions[r].parent = Some(op);
            }
        }
        Ok(op)
    }
}

impl Context {
    /// [`new_operands`] for one or two operands, each `next` set to the
    /// current head of its value's use list (what linking it at the front
    /// will need), except for a second operand using the first one's value
    /// (its head will be the first operand, linked by the caller). The
    /// values must exist (checked by the caller).
    #[inline(always)]
    pub(super) fn new_operands_threaded(&self, values: &[Value]) -> Operands {
        let threaded = |value: Value, next: Option<UseRef>| Operand {
            value,
            prev: None,
            next,
        };
        match *values {
            [] => Operands::new(),
            [a] => {
                let op = threaded(a, self.values[a].first_use);
                Operands::from_buf_and_len([op, op], 1)
            }
            [a, b] => {
                let head_b = if a == b {
                    None
                } else {
                    self.values[b].first_use
                };
                Operands::from_buf([threaded(a, self.values[a].first_use), threaded(b, head_b)])
            }
            ref many => new_operands(many),
        }
    }
}

/// The operand list of a new operation using `values`, not yet linked into
/// use lists. One or two operands (the common cases) are written as a
/// whole: pushes check the capacity each time, and a list written by
/// narrow stores then copied with wide loads stalls on store forwarding.
/// More get an exactly sized list (`collect` would round the heap buffer
/// up to a power of two: more memory touched per op).
#[inline(always)]
pub(super) fn new_operands(values: &[Value]) -> Operands {
    let unlinked = |value| Operand {
        value,
        prev: None,
        next: None,
    };
    match *values {
        [] => Operands::new(),
        [a] => Operands::from_buf_and_len([unlinked(a), unlinked(a)], 1),
        [a, b] => Operands::from_buf([unlinked(a), unlinked(b)]),
        ref many => new_operands_many(many),
    }
}

/// [`new_operands`] for three or more operands: built as an exactly sized
/// `Vec` (its `extend` from a slice iterator is a plain loop; `SmallVec`'s
/// is a generic out-of-line call that tests the capacity per element),
/// whose buffer the list takes over as is (more than two elements: the
/// list is spilled anyway). Out of line, so that callers' inlining does
/// not change with it.
#[inline(never)]
pub(super) fn new_operands_many(values: &[Value]) -> Operands {
    Operands::from_vec(
        values
            .iter()
            .map(|&value| Operand {
                value,
                prev: None,
                next: None,
            })
            .collect(),
    )
}

/// The result values of the new operation `op`, of `types`, allocated in
/// `values`. One result (the common case) is written as a whole, without
/// `push`: a list built by pushes and then moved into the record was
/// written by narrow stores and copied with wide loads (store-forwarding
/// stall). Several results get an exactly sized list (`collect` would
/// round the heap buffer up to a power of two: more memory touched per op).
#[inline(always)]
pub(super) fn new_results(
    values: &mut Arena<Value, ValueData>,
    op: OpId,
    types: &[Type],
) -> Results {
    match *types {
        [] => Results::new(),
        [ty] => Results::One(values.insert(result_value(op, 0, ty))),
        ref many => new_results_many(values, op, many),
    }
}

/// The record of result `index` of `op`, of type `ty`, not yet used.
#[inline]
pub(super) fn result_value(op: OpId, index: usize, ty: Type) -> ValueData {
    ValueData {
        ty,
        def: ValueDef::OpResult {
            op,
            index: index as u32,
        },
        first_use: None,
        version: 0,
    }
}

/// [`new_results`] for three or more results, as [`new_operands_many`]
/// builds its lists.
#[inline(never)]
pub(super) fn new_results_many(
    values: &mut Arena<Value, ValueData>,
    op: OpId,
    types: &[Type],
) -> Results {
    types
        .iter()
        .enumerate()
        .map(|(index, &ty)| values.insert(result_value(op, index, ty)))
        .collect()
}
