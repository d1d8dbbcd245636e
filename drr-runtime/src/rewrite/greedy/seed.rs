//! Step 1 of an iteration: seeding the worklist (MLIR's walk of the
//! region in `RegionPatternRewriteDriver::simplify`), with the folder
//! given every constant first. Bottom-up seeding replays the walk that the
//! last region DCE recorded while it still describes the IR; otherwise the
//! region is walked live. Either way the order pushed is MLIR's.

use super::*;

/// The replay of `Driver::seed_from_walk` with [`Strictness::AnyOp`]
/// while no ancestor is open, from the entry before `visits[i]` (the
/// backward storage read down to index 0): each [`Visit::Op`] entry
/// pushes its operation alone, [`Visit::Inert`] and [`Visit::EnterInert`]
/// entries change nothing; stops before the first other entry (an
/// `Enter` opens an ancestor, a constant goes to the folder) and returns
/// its index plus one (0 at the end). A tight loop for what is most of
/// the second seeding: one test of the entry per operation instead of
/// the whole step (all of it on `chain`, whose operations are inert
/// after the first pass).
#[inline(always)]
pub(super) fn replay_run(worklist: &mut Worklist, visits: &[Visit], mut i: usize) -> usize {
    while let Some(&visit) = i.checked_sub(1).and_then(|j| visits.get(j)) {
        match visit {
            Visit::Op(op) => worklist.push(op),
            Visit::Inert(_) | Visit::EnterInert(_) => {}
            Visit::Enter(_) | Visit::Constant(_) => break,
        }
        i -= 1;
    }
    i
}

/// Appends the operations of `region` to `out` in post-order (MLIR's
/// `Region::walk`) or pre-order: the top-down seeding order and the
/// operations existing at the start under a strictness other than `AnyOp`
/// (bottom-up seeding reads a recorded [`PostOrder`] instead, which also
/// gives the ancestors and the constants). Operations without regions are emitted
/// straight from the block cursor; only operations with regions use the
/// explicit stack (no recursion, no per-block allocation).
///
/// Returns true if every region walked has at most one block (as
/// [`PostOrder::single_block`]; the top-down seeding gives it to the
/// unreachable-block erasure, which otherwise walks the scope again to
/// find out).
pub(super) fn collect_ops(
    ctx: &Context,
    region: RegionId,
    pre_order: bool,
    out: &mut Vec<OpId>,
) -> bool {
    enum Task {
        Blocks(RegionId, usize),
        Ops(Option<OpId>),
        Regions(OpId, usize),
        Emit(OpId),
    }
    // Inline for the usual nesting depth: no allocation per walk.
    let mut stack: SmallVec<[Task; 16]> = smallvec::smallvec![Task::Blocks(region, 0)];
    let mut single_block = true;
    while let Some(task) = stack.pop() {
        match task {
            Task::Blocks(r, i) => {
                let Some(blocks) = ctx.regions.get(r).map(|d| &d.blocks) else {
                    continue;
                };
                if blocks.len() > 1 {
                    single_block = false;
                }
                if let Some(&b) = blocks.get(i) {
                    stack.push(Task::Blocks(r, i + 1));
                    stack.push(Task::Ops(ctx.blocks[b].first));
                }
            }
            Task::Ops(mut cursor) => {
                while let Some(op) = cursor {
                    let data = &ctx.ops[op];
                    cursor = data.next;
                    if data.regions.is_empty() {
                        out.push(op);
                        continue;
                    }
                    stack.push(Task::Ops(cursor));
                    if pre_order {
                        out.push(op);
                    } else {
                        stack.push(Task::Emit(op));
                    }
                    stack.push(Task::Regions(op, 0));
                    break;
                }
            }
            Task::Regions(op, i) => {
                if let Some(&r) = ctx.ops[op].regions.get(i) {
                    stack.push(Task::Regions(op, i + 1));
                    stack.push(Task::Blocks(r, 0));
                }
            }
            Task::Emit(op) => out.push(op),
        }
    }
    single_block
}

/// What seeding did with an operation (see `Driver::seed_constant`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum SeedConstant {
    /// Not a constant, or constants are not uniqued.
    NotConstant,
    /// A duplicate constant: replaced by the uniqued one and erased.
    Duplicate,
    /// The uniqued constant (possibly hoisted: moved to another block).
    Kept,
}

/// How many slots above the visited operation the live seeding walk
/// prefetches. The first seeding walks a freshly parsed module, whose
/// operations sit in consecutive slots, so a line far ahead is almost
/// always the right one: 32 slots (~5 KB) rather than the backward walks'
/// 8 (see `op_order`) cut the first seeding by ~4 ns per operation at
/// 200k and 1M `mix` (phase medians of session 10, in
/// `git show 6d3ba87:BENCHMARKS.md`); the prefetches per operation are
/// the same.
pub(super) const SEED_PREFETCH_AHEAD: usize = 32;

impl Driver<'_, '_> {
    /// Step 1 of an iteration: clear the worklist, unique constants, seed.
    ///
    /// Returns true if the walk seeded from shows that no region in or
    /// under the scope has two blocks or more ([`PostOrder::single_block`])
    /// and that still holds: the walk was current when seeding began, and
    /// seeding changes the IR only by uniquing constants, which erases
    /// duplicates and moves operations within the scope (no block is added
    /// to a region, no region comes under the scope).
    pub(super) fn seed_worklist(&mut self, ctx: &mut Context) -> bool {
        self.state.worklist.clear();
        // Region DCE's walk (which the next seeding may replay) can leave
        // out the entries that change nothing when replayed with `AnyOp`.
        self.order.omit_inert = self.state.strictness == Strictness::AnyOp;
        // The position table sized once for every arena slot (operations
        // the passes create mostly fill slots below the capacity): no
        // growth by doubling, each step copying the table (chain -25,
        // mix -12 instructions per operation).
        self.state.worklist.reserve_slots(ctx.ops.capacity());
        // Operations walked, for the divergence fuse.
        let walked;
        // See the return value.
        let single_block;
        let mut folder;
        if self.config.top_down {
            folder = self.take_folder(ctx, self.seeded_constants);
            let mut order = std::mem::take(&mut self.seed);
            order.clear();
            // Seeding changes no region's blocks (see the return value).
            single_block = collect_ops(ctx, self.region, true, &mut order);
            for &op in &order {
                // Operations nested in an erased duplicate constant are
                // gone (MLIR skips them in the pre-order walk).
                if !ctx.op_exists(op) {
                    continue;
                }
                if self.seed_constant(ctx, &mut folder, op) == SeedConstant::Duplicate {
                    continue;
                }
                self.state.add_to_worklist(ctx, op);
            }
            self.state.worklist.reverse();
            walked = order.len();
            self.seed = order;
        } else if self.order_at != Some(self.state.notifications)
            && self.state.strictness == Strictness::AnyOp
        {
            // No current recorded walk (the first seeding, or region DCE
            // changed something or did not run): walk live and push as
            // the walk goes (see `seed_walking`).
            self.order_at = None;
            folder = self.take_folder(
                ctx,
                if self.config.cse_constants {
                    self.seeded_constants
                } else {
                    0
                },
            );
            (walked, single_block) = self.seed_walking(ctx, &mut folder);
        } else {
            if self.order_at != Some(self.state.notifications) {
                let state = &mut self.state;
                self.order
                    .record_classifying(ctx, self.region, |name| state.is_inert(ctx, name));
            }
            // Uniquing constants changes the IR: the walk is not reused
            // after this seeding.
            self.order_at = None;
            let order = std::mem::take(&mut self.order);
            // Sized for every constant of the walk (the first seeding
            // would otherwise grow the tables from empty, rehashing at
            // each doubling); a duplicate only leaves its entry unused.
            folder = self.take_folder(
                ctx,
                if self.config.cse_constants {
                    order.num_constants.max(self.seeded_constants)
                } else {
                    0
                },
            );
            // The strictness tested once, not per entry (two compares per
            // entry in the loop).
            if self.state.strictness == Strictness::AnyOp {
                self.seed_from_walk::<true>(ctx, &order, &mut folder);
            } else {
                self.seed_from_walk::<false>(ctx, &order, &mut folder);
            }
            walked = order.num_ops;
            single_block = order.single_block;
            self.order = order;
        }
        self.seeded_constants = folder.len();
        if folder.capacity() <= DriverBuffers::KEEP_FOLDER {
            self.spare_folder = Some(folder);
        }
        self.order.size_hint = walked;
        // With `AnyOp`, every operation walked is queued, except inert ones
        // (see `INERT`) and duplicate constants: the fuse counts them all
        // (duplicates included: they only make it a little later).
        self.seeded = if self.state.strictness == Strictness::AnyOp {
            walked
        } else {
            self.state.worklist.len()
        };
        single_block
    }

    /// The bottom-up seeding with [`Strictness::AnyOp`] when no recorded
    /// walk is current: MLIR's `region.walk` in post-order done live,
    /// each operation handled as the walk reaches it (a constant given to
    /// the folder, any other operation pushed with its ancestors, as
    /// [`Driver::seed_from_walk`] does for a recorded walk), instead of
    /// recording the walk and replaying it: one pass over the operations
    /// and no walk entries written and read back.
    ///
    /// As in MLIR, the next operation of a block is read before the
    /// current one (and the operations nested in it) are handled
    /// (`make_early_inc_range`): uniquing a constant erases only that
    /// constant (with the operations nested in it, walked already) or
    /// moves constants to the front of an entry block of an enclosing
    /// region, where the walk has been already, so the walk goes on from
    /// an operation that is still there.
    ///
    /// Returns the number of operations walked and whether every region
    /// walked has at most one block (as [`PostOrder::single_block`]).
    pub(super) fn seed_walking(
        &mut self,
        ctx: &mut Context,
        folder: &mut OperationFolder,
    ) -> (usize, bool) {
        enum Task {
            /// The blocks of a region from this index on.
            Blocks(RegionId, usize),
            /// The regions of an operation from this index on.
            Regions(OpId, usize),
            /// Operations of a block, from this one on.
            Ops(Option<OpId>),
            /// An operation with regions, of this class, once its nested
            /// operations are done; then the operations after it in its
            /// block, from this one on (read before the nested ones were
            /// walked).
            Leave(OpId, NameClass, Option<OpId>),
        }
        let mut classes = self.order.take_classes();
        // The open ancestors and how many of them are queued: see
        // `seed_from_walk`.
        let mut open = self.take_open();
        let mut queued = 0;
        let mut walked = 0;
        let mut single_block = true;
        // The next operations of a block usually sit in the slots just
        // above (see `op_order`'s backward walk, which asks below).
        let slots = ctx
            .regions
            .get(self.region)
            .and_then(|r| Some((r.parent?, *r.blocks.first()?)))
            .and_then(|(owner, entry)| Some((owner, ctx.blocks.get(entry)?.first?)))
            .map_or_else(Slots::default, |(a, b)| Slots::for_large(&ctx.ops, a, b));
        let mut stack: SmallVec<[Task; 16]> = smallvec::smallvec![Task::Blocks(self.region, 0)];
        while let Some(task) = stack.pop() {
            let mut cursor = match task {
                Task::Blocks(r, i) => {
                    let Some(rd) = ctx.regions.get(r) else {
                        continue;
                    };
                    if rd.blocks.len() > 1 {
                        single_block = false;
                    }
                    if let Some(b) = rd.blocks.get(i).and_then(|&b| ctx.blocks.get(b)) {
                        stack.push(Task::Blocks(r, i + 1));
                        stack.push(Task::Ops(b.first));
                    }
                    continue;
                }
                Task::Regions(op, i) => {
                    if let Some(&r) = ctx.ops.get(op).and_then(|d| d.regions.get(i)) {
                        stack.push(Task::Regions(op, i + 1));
                        stack.push(Task::Blocks(r, 0));
                    }
                    continue;
                }
                Task::Ops(cursor) => cursor,
                Task::Leave(op, class, next) => {
                    walked += 1;
                    self.seed_visit(ctx, folder, op, class, &mut open, &mut queued);
                    next
                }
            };
            while let Some(op) = cursor {
                let Some(data) = ctx.ops.get(op) else {
                    // Not reached (see above); ends the block, no panic.
                    break;
                };
                cursor = data.next;
                slots.prefetch_above(op, SEED_PREFETCH_AHEAD);
                let class = match known_class(&classes, data.name) {
                    Some(class) => class,
                    None => {
                        let state = &mut self.state;
                        fill_class(&mut classes, ctx, data.name, &mut |name| {
                            state.is_inert(ctx, name)
                        })
                    }
                };
                if data.regions.is_empty() {
                    walked += 1;
                    self.seed_visit(ctx, folder, op, class, &mut open, &mut queued);
                    continue;
                }
                // An inert parent is never pushed (see `INERT`): not
                // opened.
                if !class.inert() {
                    open.push(op);
                }
                stack.push(Task::Leave(op, class, cursor));
                // One region of one block (a function body): walked at
                // once, without the region and block tasks.
                if let [r] = data.regions[..]
                    && let Some(rd) = ctx.regions.get(r)
                    && let [b] = rd.blocks[..]
                    && let Some(bd) = ctx.blocks.get(b)
                {
                    cursor = bd.first;
                    continue;
                }
                stack.push(Task::Regions(op, 0));
                break;
            }
        }
        self.order.put_classes(classes);
        self.open = open;
        (walked, single_block)
    }

    /// One operation of [`Driver::seed_walking`], of class `class`: the
    /// step of [`Driver::seed_from_walk`] for its entry with `AnyOp`.
    #[inline(always)]
    pub(super) fn seed_visit(
        &mut self,
        ctx: &mut Context,
        folder: &mut OperationFolder,
        op: OpId,
        class: NameClass,
        open: &mut Vec<OpId>,
        queued: &mut usize,
    ) {
        if open.last() == Some(&op) {
            open.pop();
            *queued = (*queued).min(open.len());
        }
        if class.constant() {
            *queued = 0;
            if self.seed_constant(ctx, folder, op) == SeedConstant::Duplicate {
                return;
            }
            // A uniqued constant may have been hoisted: its ancestors are
            // those of its new position.
            self.state.add_to_worklist(ctx, op);
            return;
        }
        // An inert operation is left out (see `INERT`); its ancestors
        // are pushed as for any operation.
        if !class.inert() {
            self.state.worklist.push(op);
        }
        for &a in open[*queued..].iter().rev() {
            self.state.worklist.push(a);
        }
        *queued = open.len();
    }

    /// Seeds the worklist from the recorded walk `order` (the bottom-up
    /// seeding's loop; `ANY_OP`: the strictness is [`Strictness::AnyOp`]).
    pub(super) fn seed_from_walk<const ANY_OP: bool>(
        &mut self,
        ctx: &mut Context,
        order: &PostOrder,
        folder: &mut OperationFolder,
    ) {
        // The walk shows which operations are constants; the others are
        // pushed without looking at them. They all exist: uniquing
        // erases only the duplicate constant it is given (with the
        // operations nested in it), and in post-order those come at or
        // before the constant's own entry, never after it, so no
        // operation still ahead in the walk has been erased. (Reading
        // each record to check cost a cache miss per operation at 1M
        // operations once the first duplicate had been erased.)
        // The operations with regions entered and not yet left: the
        // ancestors of the current operation up to the scope, innermost
        // last (what `add_to_worklist` finds by walking up, without the
        // walk up).
        // (A `Vec`, not a `SmallVec`: read three times per visit, and
        // each `SmallVec` access tests whether it has spilled. The driver
        // keeps it between seedings and runs: see `Driver::take_open`.)
        let mut open = self.take_open();
        // `open[..queued]` are known to be on the worklist: pushing them
        // again would change nothing (a push of a queued operation keeps
        // its position), so only `open[queued..]` are pushed. Seeding
        // removes operations from the worklist only by erasing a
        // duplicate constant, never an open one, and pushes nothing
        // out; `queued` is still reset at each constant, to be safe.
        let mut queued = 0;
        // Entries left out only when replayed with `AnyOp`.
        debug_assert!(ANY_OP || order.complete || order.visits.is_empty());
        let visits = &order.visits[..];
        // Forward: from the last entry of the backward storage down.
        let mut i = visits.len();
        while let Some(&visit) = i.checked_sub(1).and_then(|j| visits.get(j)) {
            i -= 1;
            let (op, constant) = match visit {
                Visit::Enter(parent) => {
                    open.push(parent);
                    continue;
                }
                Visit::EnterInert(parent) => {
                    // An inert parent is never pushed (see `INERT`):
                    // not opened, so not closed below either. (A
                    // parent whose name the walk did not know to be
                    // inert is recorded as `Enter` and opened: pushing
                    // an inert operation changes nothing.)
                    if !ANY_OP {
                        open.push(parent);
                    }
                    continue;
                }
                Visit::Op(op) if ANY_OP && open.is_empty() => {
                    // No open ancestor (and `queued` is 0): the operation
                    // is pushed alone (it is not open: an opened one
                    // leaves `open` non-empty until its own entry).
                    self.state.worklist.push(op);
                    i = replay_run(&mut self.state.worklist, visits, i);
                    continue;
                }
                Visit::Op(op) => (op, false),
                Visit::Constant(op) => (op, true),
                Visit::Inert(op) if ANY_OP => {
                    // Left out (see `INERT`); its ancestors are pushed
                    // as for any operation.
                    if open.is_empty() {
                        // No ancestor to push (and `queued` is 0): this
                        // entry changes nothing.
                        i = replay_run(&mut self.state.worklist, visits, i);
                        continue;
                    }
                    if open.last() == Some(&op) {
                        open.pop();
                        queued = queued.min(open.len());
                    }
                    for &a in open[queued..].iter().rev() {
                        self.state.worklist.push(a);
                    }
                    queued = open.len();
                    continue;
                }
                Visit::Inert(op) => (op, false),
            };
            if open.last() == Some(&op) {
                open.pop();
                queued = queued.min(open.len());
            }
            debug_assert!(ctx.op_exists(op), "seeding reached an erased operation");
            if constant {
                queued = 0;
                if self.seed_constant(ctx, folder, op) == SeedConstant::Duplicate {
                    continue;
                }
                // A uniqued constant may have been hoisted: its
                // ancestors are those of its new position.
                self.state.add_to_worklist(ctx, op);
            } else if ANY_OP {
                self.state.worklist.push(op);
                for &a in open[queued..].iter().rev() {
                    self.state.worklist.push(a);
                }
                queued = open.len();
            } else {
                self.state.add_to_worklist(ctx, op);
            }
        }
        self.open = open;
    }

    /// The open-ancestor list of a seeding walk, empty (given back by
    /// setting `self.open`): kept between seedings and runs, as a fresh
    /// `Vec` per walk was two heap allocations per driver run (~400
    /// instructions per function with `free` on `mix` per function).
    fn take_open(&mut self) -> Vec<OpId> {
        let mut open = std::mem::take(&mut self.open);
        open.clear();
        open
    }

    /// With `cse_constants`, gives `op` to the folder if it is a constant.
    pub(super) fn seed_constant(
        &mut self,
        ctx: &mut Context,
        folder: &mut OperationFolder,
        op: OpId,
    ) -> SeedConstant {
        if self.config.cse_constants
            && let Some(value) = constant_value(ctx, op)
        {
            let mut rw = PatternRewriter::with_listener(ctx, &mut self.state);
            return match folder.insert_known_constant(&mut rw, op, Some(value)) {
                Ok(false) => SeedConstant::Duplicate,
                _ => SeedConstant::Kept,
            };
        }
        SeedConstant::NotConstant
    }
}
