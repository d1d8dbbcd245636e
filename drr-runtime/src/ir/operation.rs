//! Operations: creation, inspection, attributes, operands, insertion into
//! blocks, erasure.
//!
//! Representation: one [`OpData`] record per operation in the context's
//! op arena, kept small because a parse writes one per operation into
//! fresh memory: two operands inline (more on the heap), two results
//! inline, successors and regions one word each (`ThinSlice`: no
//! allocation when empty, the common case; one when there is one
//! element). The parser creates records already appended to their block
//! (`Context::create_op_at_end`), so each is written once.

use smallvec::SmallVec;

use super::arena::link_slot;
use super::{Arena, BlockId, OpId, Record, RegionId, Results, Value, ValueData, ValueDef};
use crate::Context;
use crate::attributes::{Attribute, MaybeAttr, NamedAttribute};
use crate::error::IrError;
use crate::location::Location;
use crate::op_definition::OpName;
use crate::symbol::Symbol;
use crate::types::Type;

/// Names one operand slot: operand `index` of operation `op`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OperandRef {
    /// The using operation.
    pub op: OpId,
    /// The operand number.
    pub index: u32,
}

/// A use-list link: operand `index` of the operation in op-arena slot
/// `slot`. Links name only operands of live operations (the IR unlinks an
/// operand before its operation goes), so the slot alone finds the
/// operation and the key's version is not stored: a link is one word, and
/// with `Option`'s niche (slot 0 is the arena's sentinel, never occupied)
/// so is an absent one. Two links per operand and one per value: 8 bytes
/// each instead of the 16 of an [`OperandRef`] (an `OpId` and an index),
/// which made every operation 32 bytes larger (two inline operands).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct UseRef {
    pub(crate) slot: std::num::NonZeroU32,
    pub(crate) index: u32,
}

impl UseRef {
    /// The link to operand `index` of `op`, which must be a live
    /// operation of its context.
    #[inline(always)]
    pub(crate) fn new(op: OpId, index: u32) -> UseRef {
        UseRef {
            slot: link_slot(op),
            index,
        }
    }

    /// True if the link names an operand of `op`.
    #[inline(always)]
    pub(crate) fn is_of(self, op: OpId) -> bool {
        self.slot.get() as usize == super::arena::slot_index(op)
    }
}

impl From<OperandRef> for UseRef {
    #[inline(always)]
    fn from(r: OperandRef) -> UseRef {
        UseRef::new(r.op, r.index)
    }
}

/// An operand slot: the used value and the links of its use list.
#[derive(Clone, Copy, Debug)]
pub struct Operand {
    pub(crate) value: Value,
    pub(crate) prev: Option<UseRef>,
    pub(crate) next: Option<UseRef>,
}

const _: () = assert!(std::mem::size_of::<Operand>() == 24);

impl Operand {
    /// The value this operand uses.
    pub fn value(&self) -> Value {
        self.value
    }
}

/// The inline operand storage of an operation: two operands inline (a
/// binary op's), more on the heap. (One inline operand would make every
/// operation 32 bytes smaller, but the heap allocations of the many
/// two-operand ops, in parsing and rewriting, cost more instructions than
/// the saved page faults gain in time.)
pub(crate) type Operands = SmallVec<[Operand; 2]>;

/// A boxed slice in one word, for the lists most operations leave empty
/// (successors, regions): empty is `None` (no allocation); one element is
/// a box holding it (one allocation: most ops with regions have one, most
/// branches one successor); more are a box of a boxed slice (one more
/// indirection, paid only by the few ops with several). Derefs to a slice,
/// so it reads like the `Box<[T]>` it replaces; never grows after creation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ThinSlice<T>(Option<Box<ThinBuf<T>>>);

/// The heap part of a non-empty [`ThinSlice`].
#[derive(Clone, Debug, PartialEq, Eq)]
enum ThinBuf<T> {
    /// Exactly one element.
    One(T),
    /// Two or more elements.
    Many(Box<[T]>),
}

impl<T> ThinSlice<T> {
    /// An empty list (no allocation).
    pub(crate) const fn new() -> Self {
        ThinSlice(None)
    }

    /// True if the list is empty: one test of the word, without reading
    /// the heap part (a non-empty list is never `Many` of fewer than two).
    /// (Shadows the slice method reached through `Deref`.)
    #[inline(always)]
    pub(crate) fn is_empty(&self) -> bool {
        self.0.is_none()
    }
}

impl<T> Default for ThinSlice<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> ThinSlice<T> {
    /// Takes the elements of `v` (leaving it empty); no allocation and no
    /// call when `v` is empty, the common case. One element is moved out
    /// and `v` keeps its buffer (callers may reuse it).
    #[inline]
    pub(crate) fn take_from(v: &mut Vec<T>) -> Self {
        match v.len() {
            0 => ThinSlice(None),
            1 => match v.pop() {
                Some(x) => ThinSlice(Some(Box::new(ThinBuf::One(x)))),
                None => ThinSlice(None),
            },
            _ => Self::from(std::mem::take(v)),
        }
    }
}

impl<T> From<Vec<T>> for ThinSlice<T> {
    fn from(mut v: Vec<T>) -> Self {
        match v.len() {
            0 => ThinSlice(None),
            1 => match v.pop() {
                Some(x) => ThinSlice(Some(Box::new(ThinBuf::One(x)))),
                None => ThinSlice(None),
            },
            _ => ThinSlice(Some(Box::new(ThinBuf::Many(v.into_boxed_slice())))),
        }
    }
}

impl<T> std::ops::Deref for ThinSlice<T> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        match self.0.as_deref() {
            Some(ThinBuf::One(x)) => std::slice::from_ref(x),
            Some(ThinBuf::Many(b)) => b,
            None => &[],
        }
    }
}

impl<T> std::ops::DerefMut for ThinSlice<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        match self.0.as_deref_mut() {
            Some(ThinBuf::One(x)) => std::slice::from_mut(x),
            Some(ThinBuf::Many(b)) => b,
            None => &mut [],
        }
    }
}

impl<'a, T> IntoIterator for &'a ThinSlice<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T> IntoIterator for ThinSlice<T> {
    type Item = T;
    type IntoIter = smallvec::IntoIter<[T; 1]>;
    fn into_iter(self) -> Self::IntoIter {
        let v: SmallVec<[T; 1]> = match self.0.map(|b| *b) {
            Some(ThinBuf::One(x)) => SmallVec::from_buf([x]),
            Some(ThinBuf::Many(b)) => SmallVec::from_vec(b.into_vec()),
            None => SmallVec::new(),
        };
        v.into_iter()
    }
}

/// Storage of one operation.
///
/// Invariants: every operand is linked into its value's use list; each
/// result's [`ValueDef`] names this operation and its index; `parent`,
/// `prev` and `next` describe the operation's place in its block (all `None`
/// while detached).
///
/// Size: 144 bytes, the arena's version word included (it fills what was
/// padding): successors and regions take one word each, an operand 24
/// bytes (its use-list links one word each, `UseRef`). Parsing writes one
/// of these per operation into fresh memory, so its size is a large part of
/// the page faults of a parse.
// `repr(C)`, hot fields last, next to the arena's version word (read on
// every lookup), so the fields read on every visit of an operation (walks,
// the driver's pops, worklist pushes) share cache lines with it; the
// operands' inline storage, read less often, comes first.
#[derive(Clone, Debug)]
#[repr(C)]
pub struct OpData {
    pub(crate) operands: Operands,
    pub(crate) successors: ThinSlice<BlockId>,
    pub(crate) properties: MaybeAttr,
    pub(crate) attributes: Attribute,
    pub(crate) results: Results,
    pub(crate) next: Option<OpId>,
    pub(crate) parent: Option<BlockId>,
    pub(crate) loc: Location,
    // Closest to the version word: what the backward post-order walks of
    // the rewrite read of each operation (`prev`, regions, name, version)
    // spans 20 bytes (a 128-byte record: in the line of the version word
    // always). Forward walks (`next`, name) span 40 bytes. (Measured with
    // 168-byte slots starting at every multiple of 8 modulo 64: keeping
    // the backward walk's fields together gave 5% fewer L1 misses in the
    // rewrite phase; section "Rewrite, session 6" of
    // `git show 6d3ba87:BENCHMARKS.md`.) `prev` names the operation by
    // slot alone (as use-list links do, see `UseRef`): 4 bytes, which
    // make the record 128 bytes instead of 136.
    pub(crate) prev: Option<std::num::NonZeroU32>,
    pub(crate) regions: ThinSlice<RegionId>,
    pub(crate) name: OpName,
    /// The arena slot's version word (see `ir/arena.rs`): odd while the
    /// record is live; set by the arena, whatever a constructor writes.
    pub(crate) version: u32,
}

impl OpData {
    /// A record of the same name, attributes, properties and location,
    /// with no operands, results, successors or regions, and detached (the
    /// parallel greedy driver's stand-in for a target operation).
    pub(crate) fn detached_copy(&self) -> OpData {
        OpData {
            operands: Operands::new(),
            successors: ThinSlice::new(),
            properties: self.properties,
            attributes: self.attributes,
            loc: self.loc,
            results: Results::new(),
            next: None,
            parent: None,
            regions: ThinSlice::new(),
            prev: None,
            name: self.name,
            version: 0,
        }
    }
}

const _: () = assert!(std::mem::size_of::<OpData>() == 128);
const _: () = assert!(std::mem::offset_of!(OpData, version) == 124);

impl Record for OpData {
    #[inline(always)]
    fn version(&self) -> u32 {
        self.version
    }
    #[inline(always)]
    fn set_version(&mut self, version: u32) {
        self.version = version;
    }
    /// The owned lists are taken (left empty, inline: nothing to free);
    /// the plain fields are copied and stay behind, stale.
    #[inline(always)]
    fn vacate(&mut self) -> Self {
        OpData {
            operands: std::mem::take(&mut self.operands),
            successors: std::mem::take(&mut self.successors),
            properties: self.properties,
            attributes: self.attributes,
            loc: self.loc,
            results: std::mem::take(&mut self.results),
            next: self.next,
            parent: self.parent,
            regions: std::mem::take(&mut self.regions),
            prev: self.prev,
            name: self.name,
            version: self.version,
        }
    }
    /// The owned lists dropped in place and left empty.
    #[inline(always)]
    fn clear(&mut self) {
        self.operands = Operands::new();
        self.successors = ThinSlice::new();
        self.results = Results::new();
        self.regions = ThinSlice::new();
    }
    fn sentinel() -> Self {
        OpData {
            operands: Operands::new(),
            successors: ThinSlice::new(),
            properties: MaybeAttr::NONE,
            attributes: Attribute(0),
            loc: Location(0),
            results: Results::new(),
            next: None,
            parent: None,
            regions: ThinSlice::new(),
            prev: None,
            name: OpName(0),
            version: 0,
        }
    }
}

impl OpData {
    /// The operation's name.
    #[inline]
    pub fn name(&self) -> OpName {
        self.name
    }
    /// Number of operands.
    #[inline]
    pub fn num_operands(&self) -> usize {
        self.operands.len()
    }
    /// Operand `index`.
    ///
    /// # Panics
    /// If `index` is out of range.
    #[inline]
    pub fn operand(&self, index: usize) -> Value {
        self.operands[index].value
    }
    /// Iterator over the operands' values.
    #[inline]
    pub fn operands(&self) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.operands.iter().map(|o| o.value)
    }
    /// The results.
    #[inline]
    pub fn results(&self) -> &[Value] {
        &self.results
    }
    /// Result `index`.
    ///
    /// # Panics
    /// If `index` is out of range.
    #[inline]
    pub fn result(&self, index: usize) -> Value {
        self.results[index]
    }
    /// Number of results.
    #[inline]
    pub fn num_results(&self) -> usize {
        self.results.len()
    }
    /// The properties attribute (inherent attributes, printed `<{…}>`), if
    /// any. For registered operations this is a dictionary.
    #[inline]
    pub fn properties(&self) -> Option<Attribute> {
        self.properties.get()
    }
    /// The discardable attribute dictionary (printed `{…}`).
    #[inline]
    pub fn attributes(&self) -> Attribute {
        self.attributes
    }
    /// Successor blocks.
    #[inline]
    pub fn successors(&self) -> &[BlockId] {
        &self.successors
    }
    /// Regions.
    #[inline]
    pub fn regions(&self) -> &[RegionId] {
        &self.regions
    }
    /// The location.
    #[inline]
    pub fn loc(&self) -> Location {
        self.loc
    }
    /// The block containing the operation, if inserted.
    #[inline]
    pub fn parent_block(&self) -> Option<BlockId> {
        self.parent
    }
    /// The next operation in the block.
    #[inline]
    pub fn next_op(&self) -> Option<OpId> {
        self.next
    }
}

impl Context {
    /// The operation before `op` in its block (`None` if it is the first
    /// or `op` is detached). (The record links to it by slot only, see
    /// [`OpData`]'s layout: the key is read from the arena.)
    ///
    /// # Panics
    /// If `op` was erased or comes from another context.
    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops.key_at_opt(self.ops[op].prev)
    }
}

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
    /// Discardable attributes, in any order; sorted on creation.
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
    fn check_state_handles(&self, state: &OperationState) -> Result<(), IrError> {
        self.check_handles(state, &state.operands)
    }

    /// [`Self::check_state_handles`] with the operands given apart.
    #[inline]
    fn check_handles(&self, state: &OperationState, operands: &[Value]) -> Result<(), IrError> {
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
        for (i, &r) in state.regions.iter().enumerate() {
            match self.regions.get(r) {
                None => return Err(self.region_handle_error(r)),
                Some(region) if region.parent.is_some() => {
                    return Err(IrError::Invalid(
                        "the region already belongs to an operation",
                    ));
                }
                Some(_) if state.regions[..i].contains(&r) => {
                    return Err(IrError::Invalid("the same region is given twice"));
                }
                Some(_) => {}
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
    fn prepare_state(&mut self, state: &mut OperationState) -> Result<Attribute, IrError> {
        self.check_state_handles(state)?;
        if let Some(populate) = self.populate_defaults_hook(state.name) {
            state.properties = populate(self, state.properties);
        }
        // No discardable attribute (most built ops): no call.
        Ok(if state.attributes.is_empty() {
            self.empty_dictionary()
        } else {
            self.try_dictionary(std::mem::take(&mut state.attributes))?
        })
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
    /// record is renewed in place ([`Arena::renew`](super::Arena): a new
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

    /// The storage of `op`, or an error if it was erased.
    // Small and called from generated code in other crates.
    #[inline]
    pub fn try_op(&self, op: OpId) -> Result<&OpData, IrError> {
        // A `match`, not `ok_or`: with `ok_or` the unused error was built
        // and then dropped (an out-of-line `drop_in_place` call) on every
        // success.
        match self.ops.get(op) {
            Some(data) => Ok(data),
            None => Err(self.op_handle_error(op)),
        }
    }

    /// The storage of `op`.
    ///
    /// # Panics
    /// If `op` was erased or comes from another context (see
    /// [`Context::try_op`]).
    // Small and called from generated code in other crates.
    #[inline]
    pub fn op(&self, op: OpId) -> &OpData {
        match self.ops.get(op) {
            Some(data) => data,
            None => self.bad_op_handle(op),
        }
    }

    /// True if `op` has not been erased.
    // Small and called from generated code in other crates.
    #[inline]
    pub fn op_exists(&self, op: OpId) -> bool {
        self.ops.contains_key(op)
    }

    /// Number of live operations in the context (in every module, attached
    /// or not).
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    pub(crate) fn op_mut(&mut self, op: OpId) -> Result<&mut OpData, IrError> {
        // A `match`: see `Context::try_op`.
        if !self.ops.contains_key(op) {
            return Err(self.op_handle_error(op));
        }
        Ok(&mut self.ops[op])
    }

    /// Sets the location of `op`.
    pub fn set_loc(&mut self, op: OpId, loc: Location) -> Result<(), IrError> {
        self.op_mut(op)?.loc = loc;
        Ok(())
    }

    /// Changes the name of `op` (used when rewriting an op into a sibling
    /// kind in place).
    pub fn set_op_name(&mut self, op: OpId, name: OpName) -> Result<(), IrError> {
        self.op_mut(op)?.name = name;
        Ok(())
    }

    /// Replaces operand `index` of `op` with `value`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) -> Result<(), IrError> {
        let len = self.try_op(op)?.operands.len();
        if index >= len {
            return Err(IrError::IndexOutOfRange {
                what: "operand",
                index,
                len,
            });
        }
        if !self.values.contains_key(value) {
            return Err(self.value_handle_error(value));
        }
        let at = OperandRef {
            op,
            index: index as u32,
        };
        self.unlink_use(at);
        self.link_use(value, at);
        Ok(())
    }

    /// Replaces all operands of `op` with `values`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        self.try_op(op)?;
        if let Some(&v) = values.iter().find(|&&v| !self.values.contains_key(v)) {
            return Err(self.value_handle_error(v));
        }
        self.drop_operands(op);
        let data = &mut self.ops[op];
        data.operands = values
            .iter()
            .map(|&value| Operand {
                value,
                prev: None,
                next: None,
            })
            .collect();
        for (index, &value) in values.iter().enumerate() {
            self.link_use(
                value,
                OperandRef {
                    op,
                    index: index as u32,
                },
            );
        }
        Ok(())
    }

    /// Erases operands `start..start + len` of `op`. The operands after
    /// them move down; as in MLIR, where moving an `OpOperand` re-inserts
    /// it at the front of its value's use list, each moved operand is
    /// relinked at the front of its value's list, in operand order.
    pub fn erase_operands(&mut self, op: OpId, start: usize, len: usize) -> Result<(), IrError> {
        let total = self.try_op(op)?.operands.len();
        if start + len > total {
            return Err(IrError::IndexOutOfRange {
                what: "operand",
                index: start + len,
                len: total,
            });
        }
        if len == 0 {
            return Ok(());
        }
        let tail = self.detach_operands_from(op, start);
        self.push_linked_operands(op, &tail[len..]);
        Ok(())
    }

    /// Inserts `values` as operands of `op` before operand `at` (at the end
    /// if `at` is the number of operands). The operands after `at` move up
    /// (relinked as [`Context::erase_operands`] relinks them), after the new
    /// ones are linked.
    pub fn insert_operands(
        &mut self,
        op: OpId,
        at: usize,
        values: &[Value],
    ) -> Result<(), IrError> {
        let total = self.try_op(op)?.operands.len();
        if at > total {
            return Err(IrError::IndexOutOfRange {
                what: "operand",
                index: at,
                len: total,
            });
        }
        if let Some(&v) = values.iter().find(|&&v| !self.values.contains_key(v)) {
            return Err(self.value_handle_error(v));
        }
        let moved = self.detach_operands_from(op, at);
        self.push_linked_operands(op, values);
        self.push_linked_operands(op, &moved);
        Ok(())
    }

    /// Unlinks and removes the operands of `op` from `start` on; returns
    /// their values in order.
    fn detach_operands_from(&mut self, op: OpId, start: usize) -> SmallVec<[Value; 8]> {
        let values: SmallVec<[Value; 8]> = self.ops[op].operands[start..]
            .iter()
            .map(|o| o.value)
            .collect();
        for index in start..start + values.len() {
            self.unlink_use(OperandRef {
                op,
                index: index as u32,
            });
        }
        self.ops[op].operands.truncate(start);
        values
    }

    /// Appends `values` to the operands of `op`, each linked at the front
    /// of its value's use list.
    fn push_linked_operands(&mut self, op: OpId, values: &[Value]) {
        for &value in values {
            let index = self.ops[op].operands.len() as u32;
            self.ops[op].operands.push(Operand {
                value,
                prev: None,
                next: None,
            });
            self.link_use(value, OperandRef { op, index });
        }
    }

    /// Points the successor slots `slots` ((operation, successor index))
    /// that name `from` at `to`; slots of erased operations, out of range
    /// or naming another block are skipped. MLIR's
    /// `Block::replaceAllUsesWith` over the uses the caller collected.
    pub(crate) fn redirect_successors(
        &mut self,
        slots: &[(OpId, u32)],
        from: BlockId,
        to: BlockId,
    ) {
        for &(op, index) in slots {
            let Some(slot) = self
                .ops
                .get_mut(op)
                .and_then(|d| d.successors.get_mut(index as usize))
            else {
                continue;
            };
            if *slot == from {
                *slot = to;
                self.drop_successor_uses(&[from]);
                self.add_successor_uses(&[to]);
            }
        }
    }

    /// Unlinks every operand of `op` from its use list and empties its
    /// operand list (`op` must be live).
    pub(crate) fn clear_operands(&mut self, op: OpId) {
        self.drop_operands(op);
        self.ops[op].operands = Operands::new();
    }

    /// Unlinks every operand of `op` from its use list (operands are kept
    /// but must be relinked or discarded by the caller).
    fn drop_operands(&mut self, op: OpId) {
        for index in 0..self.ops[op].operands.len() {
            self.unlink_use(OperandRef {
                op,
                index: index as u32,
            });
        }
    }

    /// Sets the properties attribute of `op`.
    pub fn set_properties(
        &mut self,
        op: OpId,
        properties: Option<Attribute>,
    ) -> Result<(), IrError> {
        self.op_mut(op)?.properties = properties.into();
        Ok(())
    }

    /// Replaces the discardable attribute dictionary of `op`. Fails,
    /// changing nothing, if two of `attrs` have the same name.
    pub fn set_attributes(&mut self, op: OpId, attrs: Vec<NamedAttribute>) -> Result<(), IrError> {
        self.try_op(op)?;
        let dict = self.try_dictionary(attrs)?;
        self.ops[op].attributes = dict;
        Ok(())
    }

    /// Looks up an attribute of `op` by name: first among the inherent
    /// attributes (properties), then among the discardable ones.
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        let data = self.ops.get(op)?;
        // The entries are compared by their names' strings: a symbol's
        // string is unique, so this finds the entry a lookup of `name`'s
        // symbol would (none if `name` was never interned), and for the
        // few entries of a dictionary it costs less than hashing `name`
        // (~125 instructions per call).
        let find = |dict: Attribute| {
            self.dict_entries(dict)
                .iter()
                .find(|e| self.str(e.name) == name)
                .map(|e| e.value)
        };
        data.properties
            .get()
            .and_then(find)
            .or_else(|| find(data.attributes))
    }

    /// Looks up attribute `name` of `op` (as [`Context::attr`]) where
    /// `name` is `def.inherent_attrs[k]`: if `def` is the definition
    /// registered for the op, its symbol comes from the registration
    /// table instead of a string lookup.
    // Inlined (the positional hit only; the rest is out of line): the
    // matchers call it once per captured attribute, and inlined it shares
    // the op's record lookup with the captures around it and costs no
    // call frame.
    #[inline]
    pub fn attr_of_definition(
        &self,
        op: OpId,
        def: &'static crate::OpDefinition,
        k: usize,
        name: &str,
    ) -> Option<Attribute> {
        let data = self.ops.get(op)?;
        // Both lists are sorted by name without repeats, so when `def` is
        // registered for the op and its properties hold every inherent
        // attribute (the common case) entry `k` is the one sought: one
        // compare instead of a scan. Everything else is out of line.
        if let Some(sym) = self.registered_inherent_symbol(data.name, def, k)
            && let Some(p) = data.properties.get()
            && let Some(e) = self.dict_entries(p).get(k)
            && e.name == sym
        {
            return Some(e.value);
        }
        self.attr_of_definition_scan(data, def, k, name)
    }

    /// [`Context::attr_of_definition`] past its positional hit: the
    /// symbol (from a string lookup if `def` is not the registered
    /// definition), looked for among the properties, then among the
    /// discardable attributes.
    #[cold]
    #[inline(never)]
    fn attr_of_definition_scan(
        &self,
        data: &OpData,
        def: &'static crate::OpDefinition,
        k: usize,
        name: &str,
    ) -> Option<Attribute> {
        let sym = match self.registered_inherent_symbol(data.name, def, k) {
            Some(s) => s,
            None => self.lookup_symbol(name)?,
        };
        if let Some(p) = data.properties.get()
            && let Some(e) = self.dict_entries(p).iter().find(|e| e.name == sym)
        {
            return Some(e.value);
        }
        self.dict_get(data.attributes, sym)
    }

    /// Looks up an inherent attribute (property) of `op` by name.
    pub fn inherent_attr(&self, op: OpId, name: Symbol) -> Option<Attribute> {
        self.ops
            .get(op)?
            .properties
            .get()
            .and_then(|p| self.dict_get(p, name))
    }

    /// Looks up a discardable attribute of `op` by name.
    pub fn discardable_attr(&self, op: OpId, name: Symbol) -> Option<Attribute> {
        self.dict_get(self.ops.get(op)?.attributes, name)
    }

    /// Sets (or with `None` removes) a discardable attribute of `op`.
    pub fn set_discardable_attr(
        &mut self,
        op: OpId,
        name: Symbol,
        value: Option<Attribute>,
    ) -> Result<(), IrError> {
        let dict = self.try_op(op)?.attributes;
        let updated = self.dict_with(dict, name, value);
        self.ops[op].attributes = updated;
        Ok(())
    }

    /// Sets (or with `None` removes) an inherent attribute of `op`, stored in
    /// its properties dictionary.
    pub fn set_inherent_attr(
        &mut self,
        op: OpId,
        name: Symbol,
        value: Option<Attribute>,
    ) -> Result<(), IrError> {
        let props = self.try_op(op)?.properties.get();
        let dict = props.unwrap_or_else(|| self.empty_dictionary());
        let updated = self.dict_with(dict, name, value);
        let is_empty =
            matches!(self.attr_data(updated), crate::AttrData::Dictionary(d) if d.is_empty());
        self.ops[op].properties = if is_empty { None } else { Some(updated) }.into();
        Ok(())
    }

    /// Inserts the detached `op` at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) -> Result<(), IrError> {
        let last = self.try_block(block)?.last;
        self.link_op(op, block, last, None)
    }

    /// Inserts the detached `op` at the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) -> Result<(), IrError> {
        let first = self.try_block(block)?.first;
        self.link_op(op, block, None, first)
    }

    /// Inserts the detached `op` right before `anchor`.
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) -> Result<(), IrError> {
        let a = self.try_op(anchor)?;
        let block = a.parent.ok_or(IrError::StaleBlock)?;
        let prev = self.ops.key_at_opt(a.prev);
        self.link_op(op, block, prev, Some(anchor))
    }

    /// Inserts the detached `op` right after `anchor`.
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) -> Result<(), IrError> {
        let a = self.try_op(anchor)?;
        let block = a.parent.ok_or(IrError::StaleBlock)?;
        let next = a.next;
        self.link_op(op, block, Some(anchor), next)
    }

    /// Links the detached `op` into `block` between `prev` and `next`,
    /// which must be adjacent there (`None`: the block's start or end).
    fn link_op(
        &mut self,
        op: OpId,
        block: BlockId,
        prev: Option<OpId>,
        next: Option<OpId>,
    ) -> Result<(), IrError> {
        let data = self.try_op(op)?;
        if data.parent.is_some() {
            return Err(IrError::AlreadyInserted);
        }
        if !data.regions.is_empty() && self.block_is_inside(block, op) {
            return Err(super::structure::INSIDE_ITSELF);
        }
        let data = &mut self.ops[op];
        data.parent = Some(block);
        data.prev = prev.map(link_slot);
        data.next = next;
        if !data.regions.is_empty() {
            self.structure_epoch += 1;
        }
        self.point_neighbours_at(op, block, prev, next);
        Ok(())
    }

    /// Removes `op` from its block without erasing it.
    pub fn detach_op(&mut self, op: OpId) -> Result<(), IrError> {
        let data = self.op_mut(op)?;
        let Some(block) = data.parent.take() else {
            return Ok(());
        };
        let prev = data.prev.take();
        let next = data.next.take();
        if !data.regions.is_empty() {
            self.structure_epoch += 1;
        }
        let prev = self.ops.key_at_opt(prev);
        self.join_neighbours(block, prev, next);
        Ok(())
    }

    /// Points `prev` and `next` in `block` (either may be the block's end)
    /// at `op`, which is being linked between them: the other half of
    /// linking, after `op`'s own `prev`/`next` were set.
    #[inline]
    fn point_neighbours_at(
        &mut self,
        op: OpId,
        block: BlockId,
        prev: Option<OpId>,
        next: Option<OpId>,
    ) {
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n].prev = Some(link_slot(op)),
            None => self.blocks[block].last = Some(op),
        }
    }

    /// Links `prev` and `next`, the neighbours in `block` of an operation
    /// just taken out of it (either may be the block's end).
    #[inline]
    fn join_neighbours(&mut self, block: BlockId, prev: Option<OpId>, next: Option<OpId>) {
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev.map(link_slot),
            None => self.blocks[block].last = prev,
        }
    }

    /// Moves `op` (attached or not) right before `anchor` (moving an
    /// operation before itself leaves it in place). Fails, changing
    /// nothing, if either handle is stale, `anchor` is in no block, or
    /// `anchor` is nested in `op` (the operation would contain itself).
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) -> Result<(), IrError> {
        let block = self
            .try_op(anchor)?
            .parent
            .ok_or(IrError::Invalid("the anchor operation is not in a block"))?;
        let data = self.try_op(op)?;
        if op == anchor {
            return Ok(());
        }
        if !data.regions.is_empty() && self.block_is_inside(block, op) {
            return Err(super::structure::INSIDE_ITSELF);
        }
        self.detach_op(op)?;
        self.insert_op_before(anchor, op)
    }

    /// Erases `op`, its regions and everything in them.
    ///
    /// Fails without changing anything if `op` is stale or a result of `op`
    /// (or of an operation nested in it) is still used outside `op`.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        self.try_op(op)?;
        let nested = self.collect_nested_ops(op);
        // Its blocks may only be successors of operations inside it.
        if self
            .successor_used_outside(&nested, &self.blocks_of_regions(&nested))
            .is_some()
        {
            return Err(super::structure::STILL_SUCCESSOR);
        }
        // Check before mutating: results may only be used from inside `op`.
        for &o in &nested {
            for (i, &r) in self.ops[o].results.iter().enumerate() {
                for u in self.uses(r) {
                    if !self.is_ancestor_or_self(op, u.op) {
                        return Err(IrError::ResultStillUsed {
                            op: self.op_name_str(self.ops[o].name).to_string(),
                            result: i,
                        });
                    }
                }
            }
        }
        self.detach_op(op)?;
        for &o in &nested {
            self.drop_operands(o);
        }
        for &o in &nested {
            let data = self.ops.remove(o).expect("nested op collected twice");
            if !data.successors.is_empty() {
                self.drop_successor_uses(&data.successors);
            }
            for &r in data.results.iter() {
                self.values.remove(r);
            }
            for region in data.regions {
                if let Some(rd) = self.regions.remove(region) {
                    for b in rd.blocks {
                        if let Some(bd) = self.blocks.remove(b) {
                            for a in bd.args {
                                self.values.remove(a);
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Erases `op` alone, without any check: the rewriter erases nested
    /// operations one by one (post-order) and calls this last, when the
    /// regions of `op` hold no blocks. Uses of its results are dropped
    /// (graph regions may use a value above its definition; the users are
    /// erased next). Regions that still hold blocks are freed with their
    /// contents. Stale handles are ignored.
    #[inline]
    pub(crate) fn erase_single_op(&mut self, op: OpId) {
        let Some(data) = self.ops.get_mut(op) else {
            return;
        };
        if data.regions.is_empty() {
            // No regions (every DRR root, most erased operations): what
            // `detach_op` does, on the record already at hand (no second
            // lookup, no region checks), then the operands and results.
            // Everything read from the record in the one lookup above: the
            // links, then the two lists taken; the record then removed in
            // place (moving the whole 144-byte record out of the arena cost
            // ~45 instructions), its operands unlinked from the taken list:
            // no lookup of `op` per operand.
            let parent = data.parent.take();
            let (prev, next) = (data.prev.take(), data.next.take());
            let mut operands = std::mem::take(&mut data.operands);
            let results = std::mem::take(&mut data.results);
            if !data.successors.is_empty() {
                // A terminator with successors (rare on this path): its
                // targets lose a use (out of line).
                self.drop_op_successor_uses(op);
            }
            if let Some(block) = parent {
                // The neighbours of a live operation are live: slot
                // lookups without the version compare.
                match prev {
                    Some(p) => self.ops.at_slot_mut(p).next = next,
                    None => self.blocks[block].first = next,
                }
                match next {
                    Some(n) => self.ops.live_mut(n).prev = prev,
                    None => self.blocks[block].last = self.ops.key_at_opt(prev),
                }
            }
            self.ops.discard(op);
            self.unlink_removed_operands(op, &mut operands);
            for &r in results.iter() {
                self.free_value(r);
            }
            return;
        }
        self.erase_single_op_with_regions(op);
    }

    /// [`Context::erase_single_op`] of a live `op` with regions: rare on
    /// the rewriter's paths (out of line, so that the common path above
    /// stays small).
    #[cold]
    #[inline(never)]
    fn erase_single_op_with_regions(&mut self, op: OpId) {
        let has_blocks = self.ops[op]
            .regions
            .iter()
            .any(|&r| self.regions.get(r).is_some_and(|rd| !rd.blocks.is_empty()));
        if has_blocks {
            for nested in self.collect_nested_ops(op).into_iter().skip(1).rev() {
                self.erase_single_op(nested);
            }
        }
        let _ = self.detach_op(op);
        self.drop_operands(op);
        let data = self.ops.remove(op).expect("checked above");
        if !data.successors.is_empty() {
            self.drop_successor_uses(&data.successors);
        }
        for &r in data.results.iter() {
            self.free_value(r);
        }
        for region in data.regions {
            if let Some(rd) = self.regions.remove(region) {
                for b in rd.blocks {
                    if let Some(bd) = self.blocks.remove(b) {
                        for a in bd.args {
                            self.drop_all_uses(a);
                            self.values.remove(a);
                        }
                    }
                }
            }
        }
    }

    /// True if `ancestor` is `op` or (transitively) contains it.
    pub fn is_ancestor_or_self(&self, ancestor: OpId, op: OpId) -> bool {
        let mut current = Some(op);
        while let Some(c) = current {
            if c == ancestor {
                return true;
            }
            current = self.parent_op(c);
        }
        false
    }

    /// The operation whose region contains `op`.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.ops.get(op)?.parent?;
        let region = self.blocks.get(block)?.parent?;
        self.regions.get(region)?.parent
    }

    /// `op` and every operation nested in its regions, parents before
    /// children.
    pub(crate) fn collect_nested_ops(&self, op: OpId) -> Vec<OpId> {
        let mut out = vec![op];
        let mut i = 0;
        while i < out.len() {
            let o = out[i];
            for &r in &self.ops[o].regions {
                for &b in &self.regions[r].blocks {
                    let mut cur = self.blocks[b].first;
                    while let Some(c) = cur {
                        out.push(c);
                        cur = self.ops[c].next;
                    }
                }
            }
            i += 1;
        }
        out
    }
}

impl Context {
    /// [`new_operands`] for one or two operands, each `next` set to the
    /// current head of its value's use list (what linking it at the front
    /// will need), except for a second operand using the first one's value
    /// (its head will be the first operand, linked by the caller). The
    /// values must exist (checked by the caller).
    #[inline(always)]
    fn new_operands_threaded(&self, values: &[Value]) -> Operands {
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
fn new_operands(values: &[Value]) -> Operands {
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
fn new_operands_many(values: &[Value]) -> Operands {
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
fn new_results(values: &mut Arena<Value, ValueData>, op: OpId, types: &[Type]) -> Results {
    match *types {
        [] => Results::new(),
        [ty] => Results::One(values.insert(result_value(op, 0, ty))),
        ref many => new_results_many(values, op, many),
    }
}

/// The record of result `index` of `op`, of type `ty`, not yet used.
#[inline]
fn result_value(op: OpId, index: usize, ty: Type) -> ValueData {
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
fn new_results_many(values: &mut Arena<Value, ValueData>, op: OpId, types: &[Type]) -> Results {
    types
        .iter()
        .enumerate()
        .map(|(index, &ty)| values.insert(result_value(op, index, ty)))
        .collect()
}

#[cfg(test)]
mod attr_by_name_tests {
    use crate::Context;

    /// `attr` by name: properties first, then discardable attributes; a
    /// name never interned, an absent name and an erased op give nothing.
    #[test]
    fn attributes_by_name() {
        let mut ctx = Context::new();
        let src = "\"t.op\"() <{a = 1 : i32, b = 2 : i32}> {b = 3 : i32, c = 4 : i32} : () -> ()\n";
        let module = crate::text::parse_module(&mut ctx, src, "t.mlir").expect("parses");
        let block = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
        let op = ctx.block_ops(block).next().expect("one op");
        let i32_ty = ctx.int_type(32);
        for (name, value) in [("a", 1), ("b", 2), ("c", 4)] {
            let expected = ctx.integer_attr(i32_ty, value);
            assert_eq!(ctx.attr(op, name), Some(expected), "{name}");
        }
        assert_eq!(ctx.attr(op, "d"), None);
        assert!(ctx.lookup_symbol("never_interned_name").is_none());
        assert_eq!(ctx.attr(op, "never_interned_name"), None);
        ctx.erase_op(op).expect("erasable");
        assert_eq!(ctx.attr(op, "a"), None);
    }

    static DEF: crate::OpDefinition = crate::OpDefinition {
        name: "t.def",
        traits: crate::op_definition::OpTraits::NONE,
        inherent_attrs: &["a", "b", "c"],
        verify: None,
        fold: None,
    };
    /// A definition of the same name that is not the registered one.
    static OTHER: crate::OpDefinition = crate::OpDefinition {
        name: "t.def",
        traits: crate::op_definition::OpTraits::NONE,
        inherent_attrs: &["c"],
        verify: None,
        fold: None,
    };

    /// `attr_of_definition` finds what `attr` finds: entry `k` of full
    /// properties (the positional hit), a shifted entry when an earlier
    /// inherent attribute is absent (the scan), the discardable
    /// dictionary when the properties lack the name or there are none,
    /// and by name for a definition that is not the registered one.
    #[test]
    fn attributes_of_definition() {
        let mut ctx = Context::new();
        let src = concat!(
            "\"t.def\"() <{a = 1 : i32, b = 2 : i32, c = 3 : i32}> {d = 4 : i32} : () -> ()\n",
            "\"t.def\"() <{b = 5 : i32, c = 6 : i32}> {a = 7 : i32} : () -> ()\n",
            "\"t.def\"() {a = 8 : i32} : () -> ()\n",
        );
        // Parsed before registration: the dictionaries stay as written.
        let module = crate::text::parse_module(&mut ctx, src, "t.mlir").expect("parses");
        ctx.register_op(&DEF);
        let block = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
        let ops: Vec<_> = ctx.block_ops(block).collect();
        let i32_ty = ctx.int_type(32);
        let int = |ctx: &mut Context, v| Some(ctx.integer_attr(i32_ty, v));
        let full = [(0, 1), (1, 2), (2, 3)];
        for (k, v) in full {
            let expected = int(&mut ctx, v);
            let name = DEF.inherent_attrs[k];
            assert_eq!(ctx.attr_of_definition(ops[0], &DEF, k, name), expected);
            assert_eq!(ctx.attr(ops[0], name), expected);
        }
        // `a` is absent from the second op's properties: `b` and `c` sit
        // one entry earlier than their index, `a` is a discardable one.
        for (k, v) in [(0, 7), (1, 5), (2, 6)] {
            let expected = int(&mut ctx, v);
            let name = DEF.inherent_attrs[k];
            assert_eq!(ctx.attr_of_definition(ops[1], &DEF, k, name), expected);
            assert_eq!(ctx.attr(ops[1], name), expected);
        }
        // No properties at all: straight to the discardable dictionary.
        let a2 = int(&mut ctx, 8);
        assert_eq!(ctx.attr_of_definition(ops[2], &DEF, 0, "a"), a2);
        assert_eq!(ctx.attr_of_definition(ops[2], &DEF, 1, "b"), None);
        let d = int(&mut ctx, 4);
        assert_eq!(ctx.attr_of_definition(ops[0], &DEF, usize::MAX, "d"), d);
        assert_eq!(ctx.attr_of_definition(ops[0], &DEF, usize::MAX, "e"), None);
        // Not the registered definition: index 0 of `OTHER` is `c`, which
        // is entry 2 of the first op's properties and entry 1 of the
        // second's.
        let c0 = int(&mut ctx, 3);
        let c1 = int(&mut ctx, 6);
        assert_eq!(ctx.attr_of_definition(ops[0], &OTHER, 0, "c"), c0);
        assert_eq!(ctx.attr_of_definition(ops[1], &OTHER, 0, "c"), c1);
        assert_eq!(
            ctx.registered_inherent_symbol(ctx.op(ops[0]).name(), &OTHER, 0),
            None
        );
        ctx.erase_op(ops[0]).expect("erasable");
        assert_eq!(ctx.attr_of_definition(ops[0], &DEF, 0, "a"), None);
    }
}
