//! Operations: the record ([`OpData`]) and its inspection here; creation
//! (`create`), operands and successors (`operands`), attributes
//! (`attributes`), and insertion into blocks, moves and erasure
//! (`placement`) in the submodules.
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

mod attributes;
mod create;
mod operands;
mod placement;

pub use create::OperationState;

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
    /// The address of the heap part (`None` if empty), for a prefetch
    /// hint: nothing is read.
    #[inline]
    pub(crate) fn heap_addr(&self) -> Option<usize> {
        self.0.as_deref().map(|b| std::ptr::from_ref(b).addr())
    }

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

/// Panics with [`IrError::IndexOutOfRange`]'s message, at the caller of
/// the accessor.
#[cold]
#[inline(never)]
#[track_caller]
fn index_out_of_range(what: &'static str, index: usize, len: usize) -> ! {
    panic!("{}", IrError::IndexOutOfRange { what, index, len })
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
    #[track_caller]
    pub fn operand(&self, index: usize) -> Value {
        match self.operands.get(index) {
            Some(operand) => operand.value,
            None => index_out_of_range("operand", index, self.operands.len()),
        }
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
    #[track_caller]
    pub fn result(&self, index: usize) -> Value {
        match self.results.get(index) {
            Some(&result) => result,
            None => index_out_of_range("result", index, self.results.len()),
        }
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
    #[track_caller]
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
}
