//! SSA value and block numbering, as MLIR's `SSANameState` does it for the
//! generic form.
//!
//! Checked against mlir-opt 22 and `mlir/lib/IR/AsmPrinter.cpp`: the root
//! operation's results are numbered first, then regions are taken from a
//! stack (LIFO) that starts with the root's regions; each popped region has
//! its blocks numbered `^bb0, ^bb1, …`, its entry-block arguments named
//! `%argN` (from `nextArgumentID`), its other block arguments and its
//! operations' results numbered `%N` (from `nextValueID`, one number per
//! operation whatever its result count), and then pushes the regions of its
//! operations in order. The generic form implies
//! `shouldPrintUniqueSSAIDs()`, so the counters are never reset: every
//! value in the printed tree gets a distinct number, and sibling regions are
//! numbered last-first (the second region of an op gets smaller numbers than
//! the first).
//!
//! Names are kept as numbers in slot-map-indexed tables, never as strings:
//! one entry per operation with results and one per block (its position
//! and the number of its first argument: a block's arguments are numbered
//! consecutively, so an argument's name follows from its block and index,
//! with no per-argument table). The same walk also records each block's
//! predecessors (one entry per successor use) for the `// pred:` comments.
//! Operation numbers are kept by arena slot in a plain vector (no version
//! check: only live operations are looked up).
//!
//! For a top-level root (a module), the walk runs over [`Tables`]: the
//! links of every operation, block and region copied into dense vectors by
//! reading the arenas front to back, which is several times faster than
//! following the links through scattered arena slots; for any other root
//! it follows the links directly. Both give the same numbers (unit test).
//! The printer also uses the tables to prefetch the storage of the
//! operations it is about to print ([`SsaNames::prefetch_after`]: a
//! prefetch hint that never dereferences, from `ir::prefetch`).

use slotmap::{Key, KeyData, SecondaryMap};
use smallvec::SmallVec;

use crate::Context;
use crate::ir::prefetch::prefetch;
use crate::ir::{BlockId, OpData, OpId, RegionId, Value, ValueDef};

/// Tag bit of a block's first argument number: entry-block arguments print
/// `%argN` rather than `%N`.
const ARG_FLAG: u32 = 1 << 31;
/// Tag bit of an operation number: the operation has several results (its
/// results print `%N#i`), so printing a use need not look at the op.
const MULTI_FLAG: u32 = 1 << 31;

/// `op_ids` entry of an operation without a number.
const NO_ID: u32 = u32::MAX;

/// [`SsaNames::prefetch_after`] fetches the operation this many places
/// after the one it is given (which the printer calls with the operation
/// after the one it prints: three ahead of the printed one; on the 200k-op
/// `mix` workload three was a little faster than two, both ~2 ms faster
/// than none, out of ~37 ms).
const PREFETCH_DISTANCE: usize = 2;

/// The arena slot of a handle (the low half of its FFI form; the high
/// half is the slot's version).
#[inline]
fn slot_index(key: KeyData) -> usize {
    (key.as_ffi() & 0xffff_ffff) as usize
}

/// Counters of the numbering walk.
#[derive(Default)]
struct Numbering {
    /// The next `%N`.
    next_value: u32,
    /// The next `%argN`.
    next_arg: u32,
}

/// [`Tables::meta`]: the operation's results (none, one or [`MANY_RESULTS`]).
const RESULTS_MASK: u32 = 3;
/// [`Tables::meta`] value of an operation with several results.
const MANY_RESULTS: u32 = 2;
/// [`Tables::meta`]: above this shift, one plus the operation's index in
/// [`Tables::specials`] (zero: no regions and no successors), below
/// [`UNNUMBERED`].
const SPECIAL_SHIFT: u32 = 2;
/// [`Tables::meta`]: set on every operation's entry until the walk numbers
/// it (numbers are below it: see [`TABLES_LIMIT`]).
const UNNUMBERED: u32 = 1 << 30;
/// The tables are used only for contexts with fewer operation slots and
/// values than this, so that [`Tables::specials`] indexes fit below
/// [`UNNUMBERED`] and numbers never reach it.
const TABLES_LIMIT: usize = 1 << 27;

/// A range of one of the flat lists of [`Tables`].
#[derive(Clone, Copy, Default)]
struct Range32 {
    start: u32,
    len: u32,
}

impl Range32 {
    /// Appends `items` to `list` and returns their range.
    fn push<T: Copy>(list: &mut Vec<T>, items: &[T]) -> Range32 {
        let start = list.len() as u32;
        list.extend_from_slice(items);
        Range32 {
            start,
            len: items.len() as u32,
        }
    }

    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// The regions and successors of an operation that has any.
struct Special {
    regions: Range32,
    successors: Range32,
}

/// A block, by arena slot.
#[derive(Clone, Copy, Default)]
struct BlockEntry {
    /// Its handle (null for a vacant slot), to reject stale handles.
    id: BlockId,
    /// Slot of its first operation, or [`NO_ID`].
    first: u32,
    num_args: u32,
}

/// A region, by arena slot.
#[derive(Clone, Copy, Default)]
struct RegionEntry {
    /// Its handle (null for a vacant slot), to reject stale handles.
    id: RegionId,
    /// Its blocks in [`Tables::region_blocks`].
    blocks: Range32,
}

/// The structure of the whole context in dense tables indexed by arena
/// slot, read from the arenas in memory order.
///
/// Why: after rewriting, the operations of a block are scattered in their
/// arena (new operations reuse freed slots), so following the links visits
/// them in random order, one dependent cache miss per operation, region
/// and block (~60 ns per operation on the 200k-op `mix` workload). Reading
/// the arenas front to back streams at memory bandwidth instead, and the
/// walk then follows the same links in these tables, a few MB that stay
/// in cache. Only used for a top-level root, which normally holds most of
/// the context.
struct Tables {
    /// By operation slot: the slot of the next operation in its block, or
    /// [`NO_ID`].
    next: Vec<u32>,
    /// By operation slot: its results and [`Tables::specials`] index (see
    /// [`RESULTS_MASK`] and [`SPECIAL_SHIFT`]) with [`UNNUMBERED`], until
    /// the walk replaces it with the operation's `op_ids` entry; [`NO_ID`]
    /// for vacant slots. The walk's result becomes [`SsaNames::op_ids`]
    /// (one table of 4 bytes per slot fewer than a separate one).
    meta: Vec<u32>,
    /// Regions and successors of the operations that have any.
    specials: Vec<Special>,
    op_regions: Vec<RegionId>,
    op_successors: Vec<BlockId>,
    blocks: Vec<BlockEntry>,
    regions: Vec<RegionEntry>,
    region_blocks: Vec<BlockId>,
    /// Where the operation arena's slots lie (see [`SlotGeometry`]).
    geometry: SlotGeometry,
}

/// The address of the operation arena's slot 0 and the distance between
/// slots, measured on two live operations: the arena is one vector, so
/// slot `i` starts at `base + i * stride`. Used only to compute addresses
/// to prefetch ([`SsaNames::prefetch_after`]); never dereferenced.
#[derive(Clone, Copy, Default)]
struct SlotGeometry {
    base: usize,
    stride: usize,
}

impl Tables {
    fn scan(ctx: &Context) -> Tables {
        let slot_of = |op: Option<OpId>| op.map_or(NO_ID, |o| slot_index(o.data()) as u32);
        // Sized by the highest slot in use, not by the arenas' capacity:
        // these vectors are written in full, and the parser reserves about
        // 13% more operation slots than a file fills.
        let mut t = Tables {
            next: vec![NO_ID; ctx.ops.end()],
            meta: vec![NO_ID; ctx.ops.end()],
            specials: Vec::new(),
            op_regions: Vec::new(),
            op_successors: Vec::new(),
            blocks: vec![BlockEntry::default(); ctx.blocks.end()],
            regions: vec![RegionEntry::default(); ctx.regions.end()],
            region_blocks: Vec::with_capacity(ctx.blocks.len()),
            geometry: SlotGeometry::default(),
        };
        let mut first_seen: Option<(usize, usize)> = None;
        for (op, data) in ctx.ops.iter() {
            let results = match data.results.len() {
                0 => 0,
                1 => 1,
                _ => MANY_RESULTS,
            };
            let mut meta = results | UNNUMBERED;
            if !data.regions.is_empty() || !data.successors.is_empty() {
                t.specials.push(Special {
                    regions: Range32::push(&mut t.op_regions, &data.regions),
                    successors: Range32::push(&mut t.op_successors, &data.successors),
                });
                meta |= (t.specials.len() as u32) << SPECIAL_SHIFT;
            }
            let index = slot_index(op.data());
            let addr = std::ptr::from_ref(data).addr();
            match first_seen {
                None => first_seen = Some((index, addr)),
                Some((i0, a0)) if t.geometry.stride == 0 && index > i0 && addr > a0 => {
                    let stride = (addr - a0) / (index - i0);
                    t.geometry = SlotGeometry {
                        base: a0.wrapping_sub(i0.wrapping_mul(stride)),
                        stride,
                    };
                }
                _ => {}
            }
            if let (Some(next), Some(m)) = (t.next.get_mut(index), t.meta.get_mut(index)) {
                *next = slot_of(data.next);
                *m = meta;
            }
        }
        for (block, data) in ctx.blocks.iter() {
            if let Some(entry) = t.blocks.get_mut(slot_index(block.data())) {
                *entry = BlockEntry {
                    id: block,
                    first: slot_of(data.first),
                    num_args: data.args.len() as u32,
                };
            }
        }
        for (region, data) in ctx.regions.iter() {
            let blocks = Range32::push(&mut t.region_blocks, &data.blocks);
            if let Some(entry) = t.regions.get_mut(slot_index(region.data())) {
                *entry = RegionEntry { id: region, blocks };
            }
        }
        t
    }
}

/// The `op_ids` entry of an operation numbered `id` with `num_results`.
fn op_entry(id: u32, num_results: usize) -> u32 {
    if num_results > 1 { id | MULTI_FLAG } else { id }
}

/// The printed name of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ValueName {
    /// Not numbered (outside the printed tree, or stale).
    Unknown,
    /// `%N`, or `%N#i` for result `i` of a multi-result operation.
    Number {
        /// The number.
        id: u32,
        /// The result index when the operation has several results.
        result: Option<u32>,
    },
    /// `%argN`.
    Argument(u32),
}

/// Value and block numbers of one printed operation tree.
pub(crate) struct SsaNames {
    /// By operation arena slot: the number of its first result (with
    /// [`MULTI_FLAG`] when it has several), or [`NO_ID`].
    op_ids: Vec<u32>,
    /// Position of each block in its region and the number of its first
    /// argument (with [`ARG_FLAG`] in an entry block).
    block_ids: SecondaryMap<BlockId, BlockNumbers>,
    /// Predecessor blocks, one entry per successor use, in walk order.
    preds: SecondaryMap<BlockId, SmallVec<[BlockId; 2]>>,
    /// Number of operations in the tree (for output size estimates).
    pub(crate) num_ops: usize,
    /// [`Tables::next`] when numbered through the tables (else empty),
    /// for [`SsaNames::prefetch_after`].
    next: Vec<u32>,
    geometry: SlotGeometry,
}

/// The numbers of one block.
#[derive(Clone, Copy)]
struct BlockNumbers {
    /// Position in its region (`^bbN`).
    index: u32,
    /// Number of its first argument, with [`ARG_FLAG`] for `%argN`.
    first_arg: u32,
}

impl SsaNames {
    /// Numbers everything nested in `root` (and `root`'s own results).
    pub(crate) fn compute(ctx: &Context, root: OpId) -> SsaNames {
        // A top-level operation (normally a module) holds most of the
        // context: read the arenas in memory order first (see `Tables`).
        // Anything else is numbered by following the IR's links, in time
        // proportional to its size rather than the context's.
        let top_level = ctx.ops.get(root).is_some_and(|d| d.parent.is_none());
        Self::compute_with(ctx, root, top_level)
    }

    /// [`SsaNames::compute`], through [`Tables`] or not.
    fn compute_with(ctx: &Context, root: OpId, use_tables: bool) -> SsaNames {
        let mut names = SsaNames {
            // Sized once: most operations of the context are usually in
            // the printed tree.
            op_ids: Vec::new(),
            block_ids: SecondaryMap::with_capacity(ctx.blocks.capacity()),
            preds: SecondaryMap::new(),
            num_ops: 0,
            next: Vec::new(),
            geometry: SlotGeometry::default(),
        };
        let Some(root_data) = ctx.ops.get(root) else {
            return names;
        };
        names.num_ops = 1;
        let mut numbering = Numbering::default();
        let root_entry = if root_data.results.is_empty() {
            NO_ID
        } else {
            numbering.next_value = 1;
            op_entry(0, root_data.results.len())
        };
        if use_tables && ctx.ops.end() < TABLES_LIMIT && ctx.values.end() < TABLES_LIMIT {
            let mut tables = Tables::scan(ctx);
            if let Some(entry) = tables.meta.get_mut(slot_index(root.data())) {
                *entry = root_entry;
            }
            names.number_from_tables(&mut tables, root_data, numbering);
            if names.num_ops < ctx.ops.len() {
                // Operations outside the tree still hold their tagged
                // metadata: they have no number.
                for entry in &mut tables.meta {
                    if *entry & UNNUMBERED != 0 {
                        *entry = NO_ID;
                    }
                }
            }
            names.op_ids = tables.meta;
            names.next = tables.next;
            names.geometry = tables.geometry;
        } else {
            if root_entry != NO_ID {
                names.set_op_id(root, root_entry);
            }
            names.number_by_links(ctx, root_data, numbering);
        }
        names
    }

    /// Records the number of `op` (an [`op_entry`]).
    #[inline]
    fn set_op_id(&mut self, op: OpId, entry: u32) {
        let i = slot_index(op.data());
        if i >= self.op_ids.len() {
            let new_len = (i + 1).max(self.op_ids.len() * 2).max(64);
            self.op_ids.resize(new_len, NO_ID);
        }
        self.op_ids[i] = entry;
    }

    /// Numbers the block `block` (position `index` in its region, `num_args`
    /// arguments) and returns nothing; advances the counters.
    #[inline]
    fn number_block(&mut self, n: &mut Numbering, block: BlockId, index: u32, num_args: u32) {
        let first_arg = if index == 0 {
            let first = n.next_arg | ARG_FLAG;
            n.next_arg = n.next_arg.wrapping_add(num_args);
            first
        } else {
            let first = n.next_value;
            n.next_value = n.next_value.wrapping_add(num_args);
            first
        };
        self.block_ids
            .insert(block, BlockNumbers { index, first_arg });
    }

    /// The numbering walk over the IR itself: region, block and operation
    /// storage reached through their links (one dependent load after
    /// another: latency-bound on a large module whose operations are
    /// scattered in their arena, as after rewriting).
    fn number_by_links(&mut self, ctx: &Context, root: &OpData, mut n: Numbering) {
        let mut stack: Vec<RegionId> = root.regions.to_vec();
        // Regions already numbered: an operation inserted into its own
        // region (which the API does not prevent) must not loop forever.
        let mut seen: SecondaryMap<RegionId, ()> = SecondaryMap::new();
        while let Some(region) = stack.pop() {
            let Some(region_data) = ctx.regions.get(region) else {
                continue;
            };
            if seen.insert(region, ()).is_some() {
                continue;
            }
            let mut block_index: u32 = 0;
            for &block in &region_data.blocks {
                let Some(block_data) = ctx.blocks.get(block) else {
                    continue;
                };
                self.number_block(&mut n, block, block_index, block_data.args.len() as u32);
                block_index += 1;
                let mut cursor = block_data.first;
                while let Some(op) = cursor {
                    let Some(op_data) = ctx.ops.get(op) else {
                        break;
                    };
                    self.num_ops += 1;
                    if !op_data.results.is_empty() {
                        self.set_op_id(op, op_entry(n.next_value, op_data.results.len()));
                        n.next_value = n.next_value.wrapping_add(1);
                    }
                    for &succ in &op_data.successors {
                        if let Some(entry) = self.preds.entry(succ) {
                            entry.or_default().push(block);
                        }
                    }
                    // Pushing here, after this op's results and before the
                    // next op's, gives the same stack as MLIR's separate
                    // pass: numbering does not depend on the stack.
                    stack.extend_from_slice(&op_data.regions);
                    cursor = op_data.next;
                }
            }
        }
    }

    /// The same walk as [`SsaNames::number_by_links`] (same order, same
    /// numbers) over [`Tables`].
    fn number_from_tables(&mut self, t: &mut Tables, root: &OpData, mut n: Numbering) {
        let mut stack: Vec<RegionId> = root.regions.to_vec();
        let mut seen = vec![false; t.regions.len()];
        while let Some(region) = stack.pop() {
            let r = slot_index(region.data());
            let Some(entry) = t.regions.get(r).filter(|e| e.id == region) else {
                continue;
            };
            if std::mem::replace(&mut seen[r], true) {
                continue;
            }
            let blocks = &t.region_blocks[entry.blocks.range()];
            let mut block_index: u32 = 0;
            for &block in blocks {
                let Some(b) = t
                    .blocks
                    .get(slot_index(block.data()))
                    .filter(|b| b.id == block)
                else {
                    continue;
                };
                self.number_block(&mut n, block, block_index, b.num_args);
                block_index += 1;
                let mut cursor = b.first;
                while let Some(entry) = t.meta.get_mut(cursor as usize) {
                    self.num_ops += 1;
                    let meta = *entry & !UNNUMBERED;
                    let results = meta & RESULTS_MASK;
                    *entry = if results != 0 {
                        let multi = if results == MANY_RESULTS {
                            MULTI_FLAG
                        } else {
                            0
                        };
                        let id = n.next_value | multi;
                        n.next_value = n.next_value.wrapping_add(1);
                        id
                    } else {
                        NO_ID
                    };
                    if let Some(special) = (meta >> SPECIAL_SHIFT).checked_sub(1) {
                        let s = &t.specials[special as usize];
                        for &succ in &t.op_successors[s.successors.range()] {
                            if let Some(entry) = self.preds.entry(succ) {
                                entry.or_default().push(block);
                            }
                        }
                        stack.extend_from_slice(&t.op_regions[s.regions.range()]);
                    }
                    cursor = t.next[cursor as usize];
                }
            }
        }
    }

    /// The name of `value`.
    pub(crate) fn value_name(&self, ctx: &Context, value: Value) -> ValueName {
        let Some(data) = ctx.values.get(value) else {
            return ValueName::Unknown;
        };
        match data.def {
            ValueDef::OpResult { op, index } => match self.op_id(op) {
                Some(id) => ValueName::Number {
                    id: id & !MULTI_FLAG,
                    result: (id & MULTI_FLAG != 0).then_some(index),
                },
                None => ValueName::Unknown,
            },
            ValueDef::BlockArgument { block, index } => match self.block_ids.get(block) {
                Some(b) if b.first_arg & ARG_FLAG != 0 => {
                    ValueName::Argument((b.first_arg & !ARG_FLAG).wrapping_add(index))
                }
                Some(b) => ValueName::Number {
                    id: b.first_arg.wrapping_add(index),
                    result: None,
                },
                None => ValueName::Unknown,
            },
        }
    }

    /// The [`op_entry`] of `op`, if numbered. `op` must be live (an
    /// operation being printed, or the definer of a live value): the table
    /// is indexed by arena slot, without the handle's version.
    #[inline]
    fn op_id(&self, op: OpId) -> Option<u32> {
        self.op_ids
            .get(slot_index(op.data()))
            .copied()
            .filter(|&id| id != NO_ID)
    }

    /// The number of the first result of `op` (a live operation).
    pub(crate) fn op_result_id(&self, op: OpId) -> Option<u32> {
        self.op_id(op).map(|id| id & !MULTI_FLAG)
    }

    /// Asks the processor to fetch the storage of the operation
    /// [`PREFETCH_DISTANCE`] places after `op` (a live operation) in its
    /// block into the cache, without waiting for it: its slot comes from
    /// the dense tables and its address from [`SlotGeometry`], so no
    /// operation's storage is read. Does nothing near the end of a block or
    /// when the names were not computed through [`Tables`].
    #[inline]
    pub(crate) fn prefetch_after(&self, op: OpId) {
        let Some(&first) = self.next.get(slot_index(op.data())) else {
            return;
        };
        let mut next = first;
        for _ in 1..PREFETCH_DISTANCE {
            match self.next.get(next as usize) {
                Some(&after) if after != NO_ID => next = after,
                _ => break,
            }
        }
        if next == NO_ID || self.geometry.stride == 0 {
            return;
        }
        let addr = self
            .geometry
            .base
            .wrapping_add((next as usize).wrapping_mul(self.geometry.stride));
        prefetch(addr, self.geometry.stride);
    }

    /// The position of `block` in its region (`^bbN`).
    pub(crate) fn block_id(&self, block: BlockId) -> Option<u32> {
        self.block_ids.get(block).map(|b| b.index)
    }

    /// The predecessors of `block`, one per successor use.
    pub(crate) fn predecessors(&self, block: BlockId) -> &[BlockId] {
        self.preds.get(block).map_or(&[], |p| &p[..])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse_module;

    /// Both walks give the same numbers, on IR with nested and sibling
    /// regions, several blocks, successors, multi-result operations and
    /// operations scattered in their arena by erasures and re-creation.
    #[test]
    fn tables_and_links_agree() {
        let src = r#""builtin.module"() ({
  "test.f"() ({
  ^bb0(%a: i32, %b: i32):
    %0:2 = "test.two"(%a) : (i32) -> (i32, i32)
    "test.br"(%0#1)[^bb2, ^bb1] : (i32) -> ()
  ^bb1:
    "test.br"()[^bb2] : () -> ()
  ^bb2(%c: i32):
    %1 = "test.r"() ({
      %2 = "test.x"() : () -> i32
      "test.y"() ({
      ^bb0(%d: i32):
        %3 = "test.x"(%d) : (i32) -> i32
      }, {
        %4 = "test.x"() : () -> i32
      }) : () -> ()
    }) : () -> i32
    %5 = "test.erase_me"() : () -> i32
    "test.z"(%1, %c) : (i32, i32) -> ()
  }) : () -> ()
  "test.g"() ({
    %6 = "test.x"() : () -> i32
  }, {
    %7 = "test.x"() : () -> i32
  }) : () -> ()
}) : () -> ()
"#;
        let mut ctx = Context::new();
        let module = parse_module(&mut ctx, src, "t.mlir").expect("parses");
        // Free a slot and refill it with an op appended at the end of the
        // module, so that arena order differs from block order.
        let erase = ctx
            .ops
            .iter()
            .find(|(_, d)| ctx.op_name_str(d.name) == "test.erase_me")
            .map(|(id, _)| id)
            .expect("op");
        ctx.erase_op(erase).expect("erased");
        let body = ctx.regions[ctx.ops[module].regions[0]].blocks[0];
        let loc = ctx.unknown_loc();
        let i32t = ctx.int_type(32);
        let name = ctx.op_name("test.late");
        let mut st = crate::ir::OperationState::new(name, loc);
        st.result_types.push(i32t);
        let late = ctx.create_op(st).expect("created");
        ctx.append_op(body, late).expect("appended");
        // An operation outside the printed tree has no number.
        let mut st = crate::ir::OperationState::new(name, loc);
        st.result_types.push(i32t);
        let detached = ctx.create_op(st).expect("created");
        let by_tables = SsaNames::compute_with(&ctx, module, true);
        let by_links = SsaNames::compute_with(&ctx, module, false);
        assert_eq!(by_tables.num_ops, by_links.num_ops);
        assert_eq!(by_tables.num_ops, 15);
        for (op, data) in ctx.ops.iter() {
            assert_eq!(by_tables.op_id(op), by_links.op_id(op));
            for &v in &data.results {
                assert_eq!(by_tables.value_name(&ctx, v), by_links.value_name(&ctx, v));
            }
        }
        for (block, data) in ctx.blocks.iter() {
            assert_eq!(by_tables.block_id(block), by_links.block_id(block));
            assert_eq!(by_tables.predecessors(block), by_links.predecessors(block));
            for &v in &data.args {
                assert_eq!(by_tables.value_name(&ctx, v), by_links.value_name(&ctx, v));
            }
        }
        assert_eq!(by_tables.op_result_id(late), Some(0));
        assert_eq!(by_tables.op_id(detached), None);
        // The slot geometry gives every operation's address.
        let g = by_tables.geometry;
        assert!(g.stride >= std::mem::size_of::<OpData>());
        for (op, data) in ctx.ops.iter() {
            let index = slot_index(op.data());
            assert_eq!(
                g.base.wrapping_add(index * g.stride),
                std::ptr::from_ref(data).addr()
            );
        }
    }
}
