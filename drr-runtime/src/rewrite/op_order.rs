//! The post-order walk of a region shared by the greedy driver's worklist
//! seeding and region DCE.
//!
//! Why one recorded walk: following the `next` links of every operation is
//! a chain of dependent loads through the op arena, and once operations
//! have been replaced their slots no longer follow the IR order, so on a
//! large module each step is a cache miss the processor cannot overlap.
//! Region DCE walks the whole region at the end of a pass; when it (and the
//! rest of region simplification) changes nothing, the next pass's seeding
//! reads the recorded walk instead of walking again. Iterating the recorded
//! list touches the same operations, but through independent loads.
//! (A seeding with no current recording, such as the first one, walks the
//! region live instead, handling each operation as it is reached: see
//! `Driver::seed_walking` in `greedy.rs`; it shares the name classes of
//! this module, [`known_class`] and [`fill_class`].)
//!
//! Region DCE's walk for an `AnyOp` seeding leaves out the entries whose
//! replay would change nothing (see [`PostOrder::omit_inert`]); the counts
//! still cover every operation walked, and [`PostOrder::complete`] tells
//! whether the entries do.
//!
//! The walk itself cannot know its next operations in advance, but they
//! usually sit in the arena slots just below the current one, so on a
//! large module it prefetches those (`Slots::prefetch_below`; a wrong
//! guess costs only a useless cache fill).

use crate::Context;
use crate::ir::prefetch::Slots;
use crate::ir::{OpData, OpId, RegionId};
use crate::op_definition::{OpDefinition, OpName, OpTraits};

/// One entry of a recorded walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Visit {
    /// An operation with regions, before the operations nested in it (its
    /// [`Visit::Op`] entry follows them).
    Enter(OpId),
    /// Like [`Visit::Enter`], for an operation recorded as [`Visit::Inert`]:
    /// seeding does not open it, without reading its record again (the
    /// records of the operations with regions are long out of the caches
    /// when seeding reaches their entries on a large module).
    EnterInert(OpId),
    /// An operation, after the operations nested in it (MLIR's post-order).
    Op(OpId),
    /// Like [`Visit::Op`], for an operation registered as constant-like
    /// (seeding gives those to the constant folder; knowing it from the
    /// walk spares seeding a look at every other operation).
    Constant(OpId),
    /// Like [`Visit::Op`], for an operation whose name is marked in
    /// [`PostOrder::inert`] (not constant-like): seeding leaves it out of the
    /// worklist without reading its record again.
    Inert(OpId),
}

impl Visit {
    /// The operation of a [`Visit::Op`] or [`Visit::Constant`] entry.
    #[inline]
    pub(crate) fn op(self) -> Option<OpId> {
        match self {
            Visit::Op(op) | Visit::Constant(op) | Visit::Inert(op) => Some(op),
            Visit::Enter(_) | Visit::EnterInert(_) => None,
        }
    }
}

/// How many slots below the visited operation the walk prefetches (see
/// [`Slots::prefetch_below`]). On the 1M-op `mix` module, 8 and 12 were
/// best (4 a little worse, 0 ~10 ms slower per walk); prefetching above
/// as well did not help.
const WALK_PREFETCH_BELOW: usize = 8;

/// What a walk needs to know of an operation name, read once per name and
/// walk from a per-walk table (`PostOrder::classes`) instead of per
/// operation from the name's definition (a chain of three dependent loads)
/// and the inert table (a second bounds-checked lookup).
///
/// Representation: the definition's trait bits in the low 32 bits, flags
/// in the high 32 ([`NameClass::FILLED`] marks a computed entry; the zero
/// word is "not computed yet").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NameClass(u64);

impl NameClass {
    /// The entry has been computed.
    const FILLED: u64 = 1 << 32;
    /// The name has a definition (its traits are in the low bits).
    const REGISTERED: u64 = 1 << 33;
    /// The name is inert (see [`PostOrder::inert`]); never set with
    /// [`NameClass::CONSTANT`].
    const INERT: u64 = 1 << 34;
    /// Registered and constant-like.
    const CONSTANT: u64 = 1 << 35;
    /// Region DCE's first look marks the operation live at once: it is
    /// unregistered (might be a terminator, has effects), a terminator, or
    /// neither pure nor with recursive effects.
    const LIVE_ON_SIGHT: u64 = 1 << 36;

    /// The class of a name with definition `def`, inert or not.
    fn new(def: Option<&OpDefinition>, inert: bool) -> NameClass {
        let mut bits = Self::FILLED;
        match def {
            Some(d) => {
                let t = d.traits;
                bits |= Self::REGISTERED | u64::from(t.0);
                if t.contains(OpTraits::CONSTANT_LIKE) {
                    bits |= Self::CONSTANT;
                }
                if t.contains(OpTraits::TERMINATOR)
                    || !(super::trivially_dead::droppable(t)
                        || t.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS))
                {
                    bits |= Self::LIVE_ON_SIGHT;
                }
            }
            None => bits |= Self::LIVE_ON_SIGHT,
        }
        if inert && bits & Self::CONSTANT == 0 {
            bits |= Self::INERT;
        }
        NameClass(bits)
    }

    /// The traits of the name's definition (`None`: unregistered).
    #[inline]
    pub(crate) fn traits(self) -> Option<OpTraits> {
        (self.0 & Self::REGISTERED != 0).then_some(OpTraits(self.0 as u32))
    }

    /// Whether operations named `name` are live on sight (see
    /// [`NameClass::LIVE_ON_SIGHT`]), read from the name's definition
    /// (for a caller without a walk's class table).
    pub(crate) fn name_live_on_sight(ctx: &Context, name: OpName) -> bool {
        NameClass::new(ctx.op_definition(name), false).live_on_sight()
    }

    /// See [`NameClass::LIVE_ON_SIGHT`].
    #[inline]
    pub(crate) fn live_on_sight(self) -> bool {
        self.0 & Self::LIVE_ON_SIGHT != 0
    }

    /// Registered and constant-like (recorded as [`Visit::Constant`]).
    #[inline]
    pub(crate) fn constant(self) -> bool {
        self.0 & Self::CONSTANT != 0
    }

    /// Inert (recorded as [`Visit::Inert`]; never constant-like).
    #[inline]
    pub(crate) fn inert(self) -> bool {
        self.0 & Self::INERT != 0
    }
}

/// The class of `name` in `classes` (computing and storing it if this walk
/// has not seen the name yet; `inert` is asked only about names that are
/// not constant-like, as before the table).
#[inline(always)]
pub(crate) fn class_of(
    classes: &mut Vec<NameClass>,
    ctx: &Context,
    name: OpName,
    inert: &mut impl FnMut(OpName) -> bool,
) -> NameClass {
    match classes.get(name.0 as usize) {
        Some(&c) if c.0 & NameClass::FILLED != 0 => c,
        _ => fill_class(classes, ctx, name, inert),
    }
}

/// The class of `name` in `classes` if this walk has computed it: the
/// fast path of [`class_of`], for a caller that builds the `inert`
/// closure of [`fill_class`] only when needed (its captures cost stores
/// at every call otherwise).
#[inline(always)]
pub(crate) fn known_class(classes: &[NameClass], name: OpName) -> Option<NameClass> {
    match classes.get(name.0 as usize) {
        Some(&c) if c.0 & NameClass::FILLED != 0 => Some(c),
        _ => None,
    }
}

/// The slow path of [`class_of`]: once per name and walk.
#[cold]
#[inline(never)]
pub(crate) fn fill_class(
    classes: &mut Vec<NameClass>,
    ctx: &Context,
    name: OpName,
    inert: &mut impl FnMut(OpName) -> bool,
) -> NameClass {
    let def = ctx.op_definition(name);
    let constant = def.is_some_and(|d| d.traits.contains(OpTraits::CONSTANT_LIKE));
    let class = NameClass::new(def, !constant && inert(name));
    let i = name.0 as usize;
    if i >= classes.len() {
        classes.resize(i + 1, NameClass(0));
    }
    classes[i] = class;
    class
}

/// The [`Visit::Op`], [`Visit::Constant`] or [`Visit::Inert`] entry of
/// `op`, of class `class`.
#[inline]
fn op_visit(op: OpId, class: NameClass, constants: &mut usize) -> Visit {
    if class.0 & NameClass::CONSTANT != 0 {
        // Counted in the (rare) constant branch: no cost for other ops.
        *constants += 1;
        Visit::Constant(op)
    } else if class.0 & NameClass::INERT != 0 {
        Visit::Inert(op)
    } else {
        Visit::Op(op)
    }
}

/// A recorded post-order walk of a region (see the module docs), stored
/// backwards.
#[derive(Debug, Default)]
pub(crate) struct PostOrder {
    /// The walk, last entry first. Read forwards (see
    /// [`PostOrder::forward`]): [`Visit::Op`] (or [`Visit::Constant`])
    /// entries in MLIR's post-order (`Region::walk`: blocks in list order,
    /// operations first to last, each after the operations nested in it);
    /// each operation with regions also has a [`Visit::Enter`] entry before
    /// its nested operations. Stored backwards because that is the order
    /// region DCE visits operations in (users before the values they use).
    /// Some entries may be left out (see [`PostOrder::omit_inert`] and
    /// [`PostOrder::complete`]).
    pub(crate) visits: Vec<Visit>,
    /// Number of operations walked: the [`Visit::Op`],
    /// [`Visit::Constant`] and [`Visit::Inert`] entries and the entries
    /// left out.
    pub(crate) num_ops: usize,
    /// Number of [`Visit::Constant`] entries: the most constants seeding
    /// can give the folder, so its tables are sized once instead of
    /// growing (and rehashing) from empty.
    pub(crate) num_constants: usize,
    /// Every region visited has at most one block.
    pub(crate) single_block: bool,
    /// Set by the greedy driver when it seeds with `Strictness::AnyOp`:
    /// [`PostOrder::record_with`] then leaves out the entries that such a
    /// seeding would skip without any effect: every
    /// [`Visit::EnterInert`] (an inert parent is not opened), and every
    /// [`Visit::Inert`] with no [`Visit::Enter`] ancestor in the walk (it
    /// pushes nothing: no open ancestor). (On `mix` after the first pass,
    /// most of the walk: no 12-byte entry written, and none read back.)
    pub(crate) omit_inert: bool,
    /// [`PostOrder::visits`] has an entry for every operation walked (no
    /// entry left out by [`PostOrder::omit_inert`]).
    pub(crate) complete: bool,
    /// The number of operations in the region to walk, if known (the
    /// greedy driver's seeding walk counts them; 0 if not known): the first
    /// recording sizes its entries from it rather than from the whole
    /// context, which for a small region of a large context would reserve
    /// far more than the walk writes.
    pub(crate) size_hint: usize,
    /// Operation names (by id) whose operations are recorded as
    /// [`Visit::Inert`]: set by the greedy driver (names it has found
    /// inert); names past the end are not.
    pub(crate) inert: Vec<bool>,
    /// The classes of the names met by the last walk, by name id (cleared
    /// at the start of each walk unless [`PostOrder::keep_classes`]:
    /// definitions and inert flags are read afresh; the allocation is
    /// kept).
    classes: Vec<NameClass>,
    /// Set by the greedy driver: the name classes are kept from walk to
    /// walk (and by [`PostOrder::recycle`] from run to run) until
    /// [`PostOrder::forget_names`]. The driver forgets them whenever its
    /// own per-name dispatch is rebuilt (another context, new
    /// registrations, other flags), so a kept class has the definition it
    /// would read again; its inert bit may lag behind a name found inert
    /// later, which only records an operation as [`Visit::Op`] that could
    /// have been left out (popping an inert operation does nothing). On
    /// `mix` per function, refilling the classes of every walk cost ~600
    /// instructions per function.
    pub(crate) keep_classes: bool,
}

impl PostOrder {
    /// The name class table, emptied, for a walk of the caller's (the
    /// greedy driver's live first seeding); give it back with
    /// [`PostOrder::put_classes`] to keep the allocation.
    pub(crate) fn take_classes(&mut self) -> Vec<NameClass> {
        let mut classes = std::mem::take(&mut self.classes);
        if !self.keep_classes {
            classes.clear();
        }
        classes
    }

    /// Forgets the recorded walk and every setting, keeping the
    /// allocations and the name tables ([`PostOrder::inert`] and the
    /// classes; see [`PostOrder::forget_names`]): a pooled walk given to a
    /// new driver run.
    pub(crate) fn recycle(&mut self) {
        let mut visits = std::mem::take(&mut self.visits);
        let inert = std::mem::take(&mut self.inert);
        let classes = std::mem::take(&mut self.classes);
        visits.clear();
        *self = PostOrder {
            visits,
            inert,
            classes,
            ..PostOrder::default()
        };
    }

    /// Empties the name tables ([`PostOrder::inert`] and the classes),
    /// keeping their allocations.
    pub(crate) fn forget_names(&mut self) {
        self.inert.clear();
        self.classes.clear();
    }

    /// The number of entries its allocations hold (see
    /// [`PostOrder::recycle`]).
    pub(crate) fn capacity(&self) -> usize {
        self.visits.capacity()
    }

    /// Gives back a table taken by [`PostOrder::take_classes`].
    pub(crate) fn put_classes(&mut self, classes: Vec<NameClass>) {
        self.classes = classes;
    }

    /// The recorded walk, in post-order.
    #[cfg(test)]
    pub(crate) fn forward(&self) -> impl Iterator<Item = Visit> + '_ {
        self.visits.iter().rev().copied()
    }

    /// Records the walk of `region` (replacing the previous one; the
    /// allocation is kept).
    #[cfg(test)]
    pub(crate) fn record(&mut self, ctx: &Context, region: RegionId) {
        self.record_with(ctx, region, |_, _, _| {});
    }

    /// [`PostOrder::record_with`] without a visitor, asking `inert` about
    /// the name of each operation that is not constant-like instead of
    /// reading [`PostOrder::inert`] (the greedy driver's seeding with a
    /// strictness other than `AnyOp`: it learns about names not seen
    /// yet).
    pub(crate) fn record_classifying(
        &mut self,
        ctx: &Context,
        region: RegionId,
        inert: impl FnMut(OpName) -> bool,
    ) {
        self.record_impl(ctx, region, |_, _, _| {}, inert, false);
    }

    /// Records the walk of `region` (replacing the previous one; the
    /// allocation is kept), calling `visit` on each operation (with its
    /// record and definition, already read by the walk) in the
    /// order of [`PostOrder::visits`] (backwards post-order: an operation
    /// before the operations nested in it, each block's operations last to
    /// first, blocks and regions last to first) as long as every region
    /// seen so far has at most one block: region DCE's liveness round done
    /// in the same pass over the operations as the walk.
    pub(crate) fn record_with(
        &mut self,
        ctx: &Context,
        region: RegionId,
        visit: impl FnMut(OpId, &OpData, NameClass),
    ) {
        let table = std::mem::take(&mut self.inert);
        let omit = self.omit_inert;
        self.record_impl(
            ctx,
            region,
            visit,
            |name| table.get(name.0 as usize) == Some(&true),
            omit,
        );
        self.inert = table;
    }

    /// [`PostOrder::record_with`], with the inert names given by `inert`;
    /// `omit`: leave out entries as told by [`PostOrder::omit_inert`].
    fn record_impl(
        &mut self,
        ctx: &Context,
        region: RegionId,
        mut visit: impl FnMut(OpId, &OpData, NameClass),
        mut inert: impl FnMut(OpName) -> bool,
        omit: bool,
    ) {
        enum Task {
            /// The blocks of a region before this index, last first.
            Blocks(RegionId, usize),
            /// Operations of a block, from this one backwards.
            Ops(Option<OpId>),
            /// The regions of an operation before this index, last first.
            Regions(OpId, usize),
            /// The [`Visit::Enter`] (or, if inert, [`Visit::EnterInert`])
            /// entry of an operation, after its nested operations; then the
            /// operations before it in its block, from this one backwards
            /// (one task instead of an `Enter` and an `Ops` task).
            Leave(OpId, bool, Option<OpId>),
        }
        // Worked on in locals (written back at the end): the loop keeps
        // them in registers instead of going through `self`.
        let mut visits = std::mem::take(&mut self.visits);
        visits.clear();
        // The first walk of a driver (region DCE's, since the first
        // seeding walks live) sizes the entries once for every operation
        // of the region (`size_hint`; the whole context if not known) and
        // a quarter more for the `Enter` markers and new operations,
        // instead of doubling from empty (each step a copy; pages not
        // written are never touched).
        if visits.capacity() == 0 {
            let ops = match self.size_hint {
                0 => ctx.ops.len(),
                hint => hint,
            };
            visits.reserve(ops + ops / 4);
        }
        let mut classes = self.take_classes();
        // Operations are counted at the end, as the entries that are not
        // `Enter` markers: one increment per operation with regions instead
        // of one per operation.
        let mut num_enters = 0;
        let mut num_constants = 0;
        // Operations whose entry was left out (see `omit_inert`).
        let mut omitted = 0;
        // The operations with regions being walked (their `Leave` tasks
        // pending) recorded as `Enter`, plus one if entries are not to be
        // left out: while it is 0, an `Inert` entry is left out (one
        // test per operation for both conditions).
        let mut keep_inert = usize::from(!omit);
        let mut single_block = true;
        let blocks = |r: RegionId| ctx.regions.get(r).map_or(0, |d| d.blocks.len());
        // Operations without regions are handled straight from the block
        // cursor; only operations with regions use the explicit stack (no
        // recursion: deep nesting must not overflow the native stack).
        // Inline for the usual nesting depth: no allocation per walk.
        let mut stack: smallvec::SmallVec<[Task; 16]> =
            smallvec::smallvec![Task::Blocks(region, blocks(region))];
        // Each step along `prev` waits for the record before: on a large
        // module that is a cache miss per operation. The next operations
        // are usually in the slots just below (see
        // `Slots::prefetch_below`), so the walk asks for those ahead. The
        // arena's geometry is measured on the region's owner and the first
        // operation of its entry block; small arenas get no hints.
        let slots = ctx
            .regions
            .get(region)
            .and_then(|r| Some((r.parent?, *r.blocks.first()?)))
            .and_then(|(owner, entry)| Some((owner, ctx.blocks.get(entry)?.first?)))
            .map_or_else(Slots::default, |(a, b)| Slots::for_large(&ctx.ops, a, b));
        // The innermost `Leave` task, logically on top of `stack` (kept
        // out of it: a function body's operation is left with no round
        // through the stack; pushed to `stack` before anything goes above
        // it, so the order of the tasks is the stack's).
        let mut top: Option<(OpId, bool, Option<OpId>)> = None;
        loop {
            let task = match top.take() {
                Some((op, inert, cursor)) => Task::Leave(op, inert, cursor),
                None => match stack.pop() {
                    Some(task) => task,
                    None => break,
                },
            };
            let mut cursor = match task {
                Task::Blocks(r, i) => {
                    if i > 1 {
                        single_block = false;
                    }
                    if i > 0 {
                        let b = ctx.regions[r].blocks[i - 1];
                        stack.push(Task::Blocks(r, i - 1));
                        stack.push(Task::Ops(ctx.blocks[b].last));
                    }
                    continue;
                }
                Task::Regions(op, i) => {
                    if i > 0 {
                        let r = ctx.ops[op].regions[i - 1];
                        stack.push(Task::Regions(op, i - 1));
                        stack.push(Task::Blocks(r, blocks(r)));
                    }
                    continue;
                }
                Task::Ops(cursor) => cursor,
                Task::Leave(op, inert, cursor) => {
                    if inert {
                        if !omit {
                            num_enters += 1;
                            visits.push(Visit::EnterInert(op));
                        }
                    } else {
                        num_enters += 1;
                        keep_inert -= 1;
                        visits.push(Visit::Enter(op));
                    }
                    cursor
                }
            };
            while let Some(op) = cursor {
                let data = &ctx.ops[op];
                cursor = ctx.ops.key_at_opt(data.prev);
                slots.prefetch_below(op, WALK_PREFETCH_BELOW);
                let class = class_of(&mut classes, ctx, data.name, &mut inert);
                let entry = op_visit(op, class, &mut num_constants);
                if keep_inert == 0 && matches!(entry, Visit::Inert(_)) {
                    omitted += 1;
                } else {
                    visits.push(entry);
                }
                if single_block {
                    visit(op, data, class);
                }
                if data.regions.is_empty() {
                    continue;
                }
                let leave = (op, matches!(entry, Visit::Inert(_)), cursor);
                if !leave.1 {
                    keep_inert += 1;
                }
                if let Some((o, i, c)) = top.replace(leave) {
                    stack.push(Task::Leave(o, i, c));
                }
                // One region of one block (a function body: most
                // operations with regions): its operations are walked at
                // once by this loop, without the `Regions` and `Blocks`
                // tasks (four stack rounds and a second read of this record
                // per function; the same visits in the same order).
                if let [r] = data.regions[..]
                    && let Some(rd) = ctx.regions.get(r)
                    && let [b] = rd.blocks[..]
                {
                    cursor = ctx.blocks[b].last;
                    continue;
                }
                if let Some((o, i, c)) = top.take() {
                    stack.push(Task::Leave(o, i, c));
                }
                stack.push(Task::Regions(op, data.regions.len()));
                break;
            }
        }
        self.num_ops = visits.len() - num_enters + omitted;
        self.complete = omitted == 0;
        self.visits = visits;
        self.classes = classes;
        self.num_constants = num_constants;
        self.single_block = single_block;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::OperationState;

    /// The [`Visit::Op`] entries are `nested_ops_post_order`, and every
    /// operation with regions is entered before its nested operations.
    #[test]
    fn post_order_with_enter_markers() {
        let mut ctx = Context::new();
        let name = ctx.op_name("test.x");
        let loc = ctx.unknown_loc();
        let mut state = OperationState::new(name, loc);
        state.regions = vec![ctx.create_region()];
        let root = ctx.create_op(state).expect("root");
        let body = ctx.create_block(&[]);
        let root_region = ctx.op(root).regions()[0];
        ctx.insert_block(root_region, 0, body).expect("block");
        let mut outer = OperationState::new(name, loc);
        outer.regions = vec![ctx.create_region(), ctx.create_region()];
        let a = ctx.create_op(OperationState::new(name, loc)).expect("a");
        let p = ctx.create_op(outer).expect("p");
        let c = ctx.create_op(OperationState::new(name, loc)).expect("c");
        for op in [a, p, c] {
            ctx.append_op(body, op).expect("append");
        }
        let mut nested = Vec::new();
        for i in 0..2 {
            let r = ctx.op(p).regions()[i];
            let b = ctx.create_block(&[]);
            ctx.insert_block(r, 0, b).expect("block");
            let x = ctx.create_op(OperationState::new(name, loc)).expect("x");
            ctx.append_op(b, x).expect("append");
            nested.push(x);
        }
        let mut order = PostOrder::default();
        order.record(&ctx, root_region);
        let forward: Vec<Visit> = order.forward().collect();
        assert_eq!(
            forward,
            vec![
                Visit::Op(a),
                Visit::Enter(p),
                Visit::Op(nested[0]),
                Visit::Op(nested[1]),
                Visit::Op(p),
                Visit::Op(c),
            ]
        );
        assert_eq!(order.num_ops, 5);
        assert!(order.single_block);
        let ops: Vec<OpId> = order.forward().filter_map(Visit::op).collect();
        assert_eq!(ops, ctx.nested_ops_post_order(root));

        // Classified: an operation with regions whose name is inert is
        // entered as `EnterInert` and visited as `Inert`; the others keep
        // `Enter` / `Op`.
        let other = ctx.op_name("test.y");
        let mut plain = OperationState::new(other, loc);
        plain.regions = vec![ctx.create_region()];
        let q = ctx.create_op(plain).expect("q");
        ctx.append_op(body, q).expect("append");
        order.record_classifying(&ctx, root_region, |n| n == name);
        let forward: Vec<Visit> = order.forward().collect();
        assert_eq!(
            forward,
            vec![
                Visit::Inert(a),
                Visit::EnterInert(p),
                Visit::Inert(nested[0]),
                Visit::Inert(nested[1]),
                Visit::Inert(p),
                Visit::Inert(c),
                Visit::Enter(q),
                Visit::Op(q),
            ]
        );
        assert_eq!(order.num_ops, 6);
        assert_eq!(order.num_constants, 0);
    }

    /// Operations with one region of one block (walked in place, without
    /// the region and block tasks), nested in each other and next to an
    /// operation whose one region has two blocks and one with an empty
    /// region: the same entries as MLIR's post-order, each operation with
    /// regions entered before its nested operations; the count and the
    /// single-block flag follow, and the visitor sees the operations in the
    /// recorded (backward) order until the first region of two blocks.
    #[test]
    fn single_block_bodies_walked_in_place() {
        let mut ctx = Context::new();
        let name = ctx.op_name("test.x");
        let loc = ctx.unknown_loc();
        let with_regions = |ctx: &mut Context, n: usize| {
            let mut state = OperationState::new(name, loc);
            state.regions = (0..n).map(|_| ctx.create_region()).collect();
            ctx.create_op(state).expect("op")
        };
        let leaf = |ctx: &mut Context| ctx.create_op(OperationState::new(name, loc)).expect("op");
        let body = |ctx: &mut Context, op: OpId, index: usize| {
            let r = ctx.op(op).regions()[index];
            let b = ctx.create_block(&[]);
            ctx.append_block(r, b).expect("block");
            b
        };
        let root = with_regions(&mut ctx, 1);
        let top = body(&mut ctx, root, 0);
        let root_region = ctx.op(root).regions()[0];
        // f { g { x } y }, then e {} (an empty region), then a leaf.
        let f = with_regions(&mut ctx, 1);
        let g = with_regions(&mut ctx, 1);
        let x = leaf(&mut ctx);
        let y = leaf(&mut ctx);
        let e = with_regions(&mut ctx, 1);
        let z = leaf(&mut ctx);
        for op in [f, e, z] {
            ctx.append_op(top, op).expect("append");
        }
        let fb = body(&mut ctx, f, 0);
        ctx.append_op(fb, g).expect("append");
        ctx.append_op(fb, y).expect("append");
        let gb = body(&mut ctx, g, 0);
        ctx.append_op(gb, x).expect("append");
        let mut order = PostOrder::default();
        let mut seen = Vec::new();
        order.record_with(&ctx, root_region, |op, _, _| seen.push(op));
        let forward: Vec<Visit> = order.forward().collect();
        assert_eq!(
            forward,
            vec![
                Visit::Enter(f),
                Visit::Enter(g),
                Visit::Op(x),
                Visit::Op(g),
                Visit::Op(y),
                Visit::Op(f),
                Visit::Enter(e),
                Visit::Op(e),
                Visit::Op(z),
            ]
        );
        assert_eq!(order.num_ops, 6);
        assert!(order.single_block);
        assert_eq!(seen, vec![z, e, f, y, g, x]);
        let ops: Vec<OpId> = order.forward().filter_map(Visit::op).collect();
        assert_eq!(ops, ctx.nested_ops_post_order(root));

        // A second block in `g`'s region: walked through the block tasks,
        // in order, and the walk is no longer single-block (the visitor
        // stops being called from there).
        let gb2 = ctx.create_block(&[]);
        let g_region = ctx.op(g).regions()[0];
        ctx.append_block(g_region, gb2).expect("block");
        let w = leaf(&mut ctx);
        ctx.append_op(gb2, w).expect("append");
        // And in that second block, after `w`, `h { v }`: a one-block body
        // again, reached from a block task.
        let h = with_regions(&mut ctx, 1);
        ctx.append_op(gb2, h).expect("append");
        let hb = body(&mut ctx, h, 0);
        let v = leaf(&mut ctx);
        ctx.append_op(hb, v).expect("append");
        seen.clear();
        order.record_with(&ctx, root_region, |op, _, _| seen.push(op));
        let ops: Vec<OpId> = order.forward().filter_map(Visit::op).collect();
        assert_eq!(ops, ctx.nested_ops_post_order(root));
        assert_eq!(ops, vec![x, w, v, h, g, y, f, e, z]);
        // `g` is entered inside `f`'s body (walked in place): `f`'s leave
        // stays below `g`'s and its region tasks.
        assert_eq!(
            order.forward().collect::<Vec<_>>(),
            vec![
                Visit::Enter(f),
                Visit::Enter(g),
                Visit::Op(x),
                Visit::Op(w),
                Visit::Enter(h),
                Visit::Op(v),
                Visit::Op(h),
                Visit::Op(g),
                Visit::Op(y),
                Visit::Op(f),
                Visit::Enter(e),
                Visit::Op(e),
                Visit::Op(z),
            ]
        );
        assert_eq!(order.num_ops, 9);
        assert!(!order.single_block);
        assert_eq!(seen, vec![z, e, f, y, g]);
    }

    /// Registered constant-like operations, nested ones included, are
    /// recorded as [`Visit::Constant`] and counted in
    /// [`PostOrder::num_constants`] (the folder's capacity at seeding); a
    /// new recording replaces the count.
    #[test]
    fn constants_are_counted() {
        static CONST: OpDefinition = OpDefinition {
            name: "test.const",
            traits: OpTraits::CONSTANT_LIKE,
            inherent_attrs: &[],
            verify: None,
            fold: None,
        };
        let mut ctx = Context::new();
        let konst = ctx.register_op(&CONST);
        let other = ctx.op_name("test.x");
        let loc = ctx.unknown_loc();
        let mut state = OperationState::new(other, loc);
        state.regions = vec![ctx.create_region()];
        let root = ctx.create_op(state).expect("root");
        let body = ctx.create_block(&[]);
        let root_region = ctx.op(root).regions()[0];
        ctx.insert_block(root_region, 0, body).expect("block");
        let mut outer = OperationState::new(other, loc);
        outer.regions = vec![ctx.create_region()];
        let p = ctx.create_op(outer).expect("p");
        let c1 = ctx.create_op(OperationState::new(konst, loc)).expect("c1");
        let x = ctx.create_op(OperationState::new(other, loc)).expect("x");
        for op in [c1, p, x] {
            ctx.append_op(body, op).expect("append");
        }
        let inner = ctx.create_block(&[]);
        let r = ctx.op(p).regions()[0];
        ctx.insert_block(r, 0, inner).expect("block");
        let c2 = ctx.create_op(OperationState::new(konst, loc)).expect("c2");
        ctx.append_op(inner, c2).expect("append");
        let mut order = PostOrder::default();
        order.record_classifying(&ctx, root_region, |_| false);
        let forward: Vec<Visit> = order.forward().collect();
        assert_eq!(
            forward,
            vec![
                Visit::Constant(c1),
                Visit::Enter(p),
                Visit::Constant(c2),
                Visit::Op(p),
                Visit::Op(x),
            ]
        );
        assert_eq!(order.num_constants, 2);
        ctx.erase_op(c2).expect("erase");
        order.record(&ctx, root_region);
        assert_eq!(order.num_constants, 1);
    }

    /// Name classes: traits kept for registered names, `None` for
    /// unregistered ones; "live on sight" for unregistered names,
    /// terminators (even pure ones) and names neither pure nor with
    /// recursive effects; inert never on a constant. The walk asks `inert`
    /// once per non-constant name, not per operation, and a new walk reads
    /// the names afresh.
    #[test]
    fn name_classes() {
        let def = |traits: OpTraits| OpDefinition {
            name: "test.n",
            traits,
            inherent_attrs: &[],
            verify: None,
            fold: None,
        };
        let unregistered = NameClass::new(None, false);
        assert_eq!(unregistered.traits(), None);
        assert!(unregistered.live_on_sight());
        let effects = def(OpTraits::COMMUTATIVE);
        let c = NameClass::new(Some(&effects), false);
        assert_eq!(c.traits(), Some(OpTraits::COMMUTATIVE));
        assert!(c.live_on_sight());
        let pure = def(OpTraits::PURE | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE);
        let c = NameClass::new(Some(&pure), true);
        assert_eq!(c.traits(), Some(pure.traits));
        assert!(!c.live_on_sight());
        assert!(c.0 & NameClass::INERT != 0);
        let recursive = def(OpTraits::RECURSIVE_MEMORY_EFFECTS);
        assert!(!NameClass::new(Some(&recursive), false).live_on_sight());
        let terminator = def(OpTraits::TERMINATOR | OpTraits::PURE);
        assert!(NameClass::new(Some(&terminator), false).live_on_sight());
        let constant = def(OpTraits::CONSTANT_LIKE | OpTraits::PURE);
        let c = NameClass::new(Some(&constant), true);
        assert!(c.0 & NameClass::CONSTANT != 0);
        assert!(c.0 & NameClass::INERT == 0);
        assert!(!c.live_on_sight());
        assert_eq!(
            op_visit(OpId::default(), NameClass::new(None, false), &mut 0),
            Visit::Op(OpId::default())
        );

        let mut ctx = Context::new();
        let x = ctx.op_name("test.x");
        let y = ctx.op_name("test.y");
        let loc = ctx.unknown_loc();
        let mut state = OperationState::new(x, loc);
        state.regions = vec![ctx.create_region()];
        let root = ctx.create_op(state).expect("root");
        let body = ctx.create_block(&[]);
        let root_region = ctx.op(root).regions()[0];
        ctx.insert_block(root_region, 0, body).expect("block");
        let mut ops = Vec::new();
        for name in [x, y, x, x, y] {
            let op = ctx.create_op(OperationState::new(name, loc)).expect("op");
            ctx.append_op(body, op).expect("append");
            ops.push(op);
        }
        let mut order = PostOrder::default();
        let mut asked = Vec::new();
        order.record_classifying(&ctx, root_region, |n| {
            asked.push(n);
            n == y
        });
        assert_eq!(asked, vec![y, x]);
        let expected: Vec<Visit> = ops
            .iter()
            .map(|&op| {
                if ctx.op(op).name() == y {
                    Visit::Inert(op)
                } else {
                    Visit::Op(op)
                }
            })
            .collect();
        assert_eq!(order.forward().collect::<Vec<_>>(), expected);
        // A new walk with `x` inert instead: not kept from the last one.
        asked.clear();
        order.record_classifying(&ctx, root_region, |n| {
            asked.push(n);
            n == x
        });
        assert_eq!(asked, vec![y, x]);
        assert_eq!(order.forward().next(), Some(Visit::Inert(ops[0])));
        // The visitor gets each operation's class.
        let mut seen = Vec::new();
        order.record_with(&ctx, root_region, |op, _, class| {
            seen.push((op, class.traits(), class.live_on_sight()));
        });
        assert_eq!(seen.len(), 5);
        assert!(seen.iter().all(|&(_, t, live)| t.is_none() && live));
        assert_eq!(seen[0].0, ops[4]);
        // Kept classes (the greedy driver's mode): a new walk, and a
        // recycled walk, ask nothing until the names are forgotten.
        order.forget_names();
        order.keep_classes = true;
        order.record_classifying(&ctx, root_region, |n| n == x);
        asked.clear();
        order.record_classifying(&ctx, root_region, |n| {
            asked.push(n);
            n == y
        });
        assert!(asked.is_empty());
        assert_eq!(order.forward().next(), Some(Visit::Inert(ops[0])));
        order.recycle();
        order.keep_classes = true;
        order.record_classifying(&ctx, root_region, |n| {
            asked.push(n);
            false
        });
        assert!(asked.is_empty());
        order.forget_names();
        order.record_classifying(&ctx, root_region, |n| {
            asked.push(n);
            n == y
        });
        assert_eq!(asked, vec![y, x]);
        assert_eq!(order.forward().next(), Some(Visit::Op(ops[0])));
    }
}
