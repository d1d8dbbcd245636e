//! The greedy pattern rewrite driver: MLIR's `applyPatternsGreedily`
//! (`mlir/lib/Transforms/Utils/GreedyPatternRewriteDriver.cpp`, mlir 22).
//!
//! For each region of the target operation (or the given region), with
//! that region as the scope, iterate:
//! 1. clear the worklist; with a fresh [`OperationFolder`], seed the
//!    worklist by walking the region in post-order (pre-order, then
//!    reversed, for `top_down`); with `cse_constants`, every constant is
//!    first given to the folder (`insertKnownConstant`): duplicates are
//!    replaced by the uniqued constant and not enqueued, uniqued constants
//!    are hoisted to the start of their insertion region's entry block;
//! 2. erase unreachable blocks;
//! 3. pop operations (LIFO) until the worklist is empty or the per-pass
//!    rewrite limit is hit; for each: erase it if trivially dead; else,
//!    unless it is constant-like, fold it (an in-place fold is a
//!    modification; folded attributes are materialized right before it by
//!    its dialect, with its location, and it is replaced; if a
//!    materialization fails the new constants are erased and patterns are
//!    tried); else try the patterns in benefit order, the first success
//!    wins;
//! 4. simplify the region (unless disabled).
//!
//! Iterations repeat while anything changed and the iteration limit is not
//! reached.
//!
//! The worklist follows the IR through listener notifications, exactly as
//! MLIR: inserted and modified operations are enqueued together with their
//! ancestors inside the scope; an erased operation leaves the worklist and
//! the defining operations of its operands that have at most one other
//! user are enqueued; replacements enqueue the users through the
//! modifications of the use updates. With strictness other than `AnyOp`,
//! only operations existing at the start (plus, for `ExistingAndNewOps`,
//! operations created since) are enqueued.
//!
//! One shortcut, not observable: an operation whose pop could never do
//! anything — no pattern for its name, no fold, never trivially dead (a
//! possible terminator, or with effects), and no explain trace to record
//! the pop — is never put on the worklist, neither for itself nor as an
//! ancestor (see `INERT`). Its pop would change nothing, and whether it is
//! queued changes neither the order of the other operations nor what a
//! later push of it does. What the driver knows about a name (these flags
//! and its merged pattern list) is computed once per run, on first sight.
//!
//! Termination: `max_iterations` bounds the number of passes, not the work
//! inside one pass. Patterns that keep re-enqueuing each other (A rewrites
//! to B, B back to A, through the rewriter), or a fold that always folds in
//! place, make MLIR loop forever inside a single pass. Here:
//! - a divergence fuse stops such a pass ([`GreedyConfig::max_rewrites_per_op`],
//!   not in MLIR, on by default; it never trips on a run MLIR completes
//!   unless some operation is rewritten more than that many times in one
//!   pass); [`GreedyResult::budget_exhausted`] is set;
//! - a growth limit stops a pattern that keeps adding operations once the
//!   context holds [`GreedyConfig::max_growth_factor`] times the input's
//!   operations more than at the start (checked at each creation; the
//!   pass then ends: the worklist is emptied and new operations are not
//!   queued);
//! - a pattern that returns success without notifying any change through
//!   the rewriter (so that MLIR, which counts it as a change, would start
//!   another iteration after each, for ever with `max_iterations: None`)
//!   is taken to have failed: the next pattern is tried, and the first
//!   such success of each pattern is reported in
//!   [`GreedyResult::pattern_errors`] ([`NO_CHANGE`]). (MLIR reports it
//!   only in builds with expensive pattern checks: "pattern returned
//!   success but IR did not change". A change made behind the rewriter's
//!   back, which MLIR forbids, is not seen either.)
//! - a pattern that returns a failure after notifying a change (it should
//!   check everything first) keeps its change, as in MLIR, and the first
//!   such failure of each pattern is reported in
//!   [`GreedyResult::pattern_errors`] ([`FAILED_AFTER_CHANGE`]; MLIR's
//!   expensive checks: "pattern returned failure but IR did change"). A
//!   rewriter error such as erasing an operation that is still used is
//!   reported too, as the pattern's own error.
//!
//! Whenever the driver stops without converging (those limits, the
//! iteration limit, the scope's operation erased), [`GreedyResult::stop`]
//! says why and names the patterns that applied in the last iteration,
//! most applications first: the ones that kept firing. With
//! `max_iterations: None` and the fuse and the growth limit disabled, a
//! pattern set that keeps changing the IR runs forever, as in MLIR.
//!
//! A panic in user code during the run (a pattern, a NativeCodeCall or
//! constraint it calls, a fold hook, a listener) is caught: the operations
//! the interrupted application created are erased again and
//! [`GreedyError::Panicked`] names the pattern and the operation (see
//! `greedy_panic`).
//!
//! With [`GreedyConfig::statistics`], every attempt is counted and timed
//! per pattern ([`GreedyResult::statistics`], printable as a table).
//!
//! Invariants while running: the worklist holds operations of the scope
//! (erasures through the rewriter remove them; operations erased behind the
//! rewriter's back are skipped when popped); the driver never panics on
//! what patterns do through the rewriter — a pattern that returns an error
//! after changing the IR is reported in [`GreedyResult::pattern_errors`].

use slotmap::{Key, SecondaryMap};
use smallvec::SmallVec;

use crate::Context;
use crate::ir::prefetch::Slots;
use crate::ir::{BlockId, OpId, Operand, RegionId, Value, ValueDef};
use crate::location::Location;
use crate::op_definition::{
    ConstantStateFn, FoldOutcome, MaterializeFn, OpDefinition, OpFoldResult, OpName, OpTraits,
};
use crate::symbol::Symbol;

use super::explain::{ExplainEntry, ExplainOutcome, OpNamer, PatternAttempt};
use super::folder::{
    OperationFolder, constant_value, fold_op, materialize_constant_with, materialize_detached,
    operand_constants,
};
use super::greedy_config::{
    GROWTH_FLOOR, GreedyConfig, GreedyTarget, RegionSimplification, Strictness,
};
use super::greedy_panic::{Interrupted, Step, recover_from_panic};
use super::greedy_result::{
    FAILED_AFTER_CHANGE, GreedyError, GreedyResult, GreedyStop, NO_CHANGE, PatternError,
    PatternFiring, StopReason,
};
use super::listener::{InsertPoint, Listener, ResultTakeover};
use super::op_order::{NameClass, PostOrder, Visit, fill_class, known_class};
use super::pattern::RewritePattern;
use super::pattern_set::{FrozenPatternSet, PatternId};
use super::region_simplify::{erase_unreachable_blocks_with, simplify_regions_with};
use super::rewriter::PatternRewriter;
use super::statistics::{Counters, pattern_label};
use super::trivially_dead::results_unused_and_effect_free;
use super::worklist::Worklist;

mod fold;
mod seed;
mod state;

use seed::collect_ops;

/// Applies `patterns` greedily to the regions of `target` (see the module
/// docs). Fails if the target handle is stale or of another context, if
/// `patterns` was frozen with another context, or if user code panicked
/// during the run (see [`GreedyError::Panicked`]).
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    target: impl Into<GreedyTarget>,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> Result<GreedyResult, GreedyError> {
    apply(ctx, target.into(), patterns, config, None)
}

/// Like [`apply_patterns_greedily`], forwarding every notification to
/// `listener` (MLIR's `GreedyRewriteConfig::listener`).
pub fn apply_patterns_greedily_with_listener(
    ctx: &mut Context,
    target: impl Into<GreedyTarget>,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    listener: &mut dyn Listener,
) -> Result<GreedyResult, GreedyError> {
    apply(ctx, target.into(), patterns, config, Some(listener))
}

fn apply(
    ctx: &mut Context,
    target: GreedyTarget,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    mut listener: Option<&mut dyn Listener>,
) -> Result<GreedyResult, GreedyError> {
    patterns.check_context(ctx)?;
    let regions: SmallVec<[RegionId; 2]> = match target {
        GreedyTarget::Op(op) => ctx.try_op(op)?.regions.iter().copied().collect(),
        GreedyTarget::Region(r) => {
            ctx.try_region(r)?;
            SmallVec::from_slice(&[r])
        }
    };
    let mut result = GreedyResult {
        converged: true,
        ..GreedyResult::default()
    };
    let mut counters: Vec<Counters> = Vec::new();
    for region in regions {
        if !ctx.regions.contains_key(region) {
            continue;
        }
        let user = listener.as_mut().map(|l| &mut **l as &mut dyn Listener);
        let buffers = patterns.take_driver_buffers(ctx);
        let mut driver = Driver::new(ctx, region, patterns, config, user, buffers);
        // A panic in user code unwinds to here (see `greedy_panic`): the
        // driver's own state is then dropped, the step that panicked undone.
        let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            driver.simplify(ctx, &mut result)
        }));
        if let Err(payload) = run {
            let at = Interrupted {
                step: driver.state.step,
                op: driver.state.current_op,
                created: &driver.state.created,
            };
            return Err(recover_from_panic(
                ctx, patterns, config, region, at, payload,
            ));
        }
        ctx.worklist_positions = driver.state.worklist.take_positions();
        if config.statistics {
            let mine = std::mem::take(&mut driver.counters);
            if counters.is_empty() {
                counters = mine;
            } else {
                for (total, c) in counters.iter_mut().zip(mine) {
                    total.merge(c);
                }
            }
        }
        patterns.put_driver_buffers(driver.into_buffers(ctx, config));
    }
    result.statistics = counters
        .into_iter()
        .enumerate()
        .map(|(id, c)| c.finish(patterns, id as PatternId))
        .collect();
    Ok(result)
}

/// The driver's listener half: the worklist and its bookkeeping.
struct DriverState<'p, 'l> {
    scope: RegionId,
    scope_parent: Option<OpId>,
    scope_parent_erased: bool,
    strictness: Strictness,
    /// The explain trace is on (every pop is recorded).
    explain: bool,
    /// The explain trace or the statistics are on: match failures are
    /// reported with their reasons.
    trace_failures: bool,
    worklist: Worklist,
    filtered: SecondaryMap<OpId, ()>,
    user: Option<&'l mut dyn Listener>,
    patterns: &'p FrozenPatternSet,
    /// [`GreedyConfig::fold`].
    fold: bool,
    /// Per operation name (indexed by its id), what a pop needs to know
    /// about it (see [`NameInfo`]); filled on first sight of a name.
    dispatch: Vec<NameInfo>,
    /// The pattern lists of [`DriverState::dispatch`], one after another.
    /// (Each pattern with its id: no second lookup in the set per attempt.)
    dispatch_patterns: Vec<PatternId>,
    /// The ancestors (bottom-up) of the last block seen by
    /// [`DriverState::add_to_worklist`], up to the scope (see
    /// [`ChainCache`]).
    chain: ChainCache,
    /// Number of IR change notifications received (insertions,
    /// modifications, replacements, erasures of operations and blocks):
    /// unchanged over a span means no notified change in it (see
    /// `Driver::simplify`).
    notifications: u64,
    /// A name's dispatch was computed since [`Driver::sync_inert`] last
    /// copied the inert flags to the recorded walk's table.
    inert_stale: bool,
    /// The operations created (inserted from nowhere) since the current
    /// pop began: what a panic in user code during that pop's step undoes
    /// (see `greedy_panic`). A fused replacement's new operation is not
    /// listed: it ends an application, nothing can panic after it.
    created: Vec<OpId>,
    /// What the driver is doing (for a panic's report).
    step: Step,
    /// The operation being processed (the last one popped).
    current_op: Option<OpId>,
    /// The growth limit: the number of operations in the context past
    /// which the driver stops (`usize::MAX`: none), set by the first
    /// seeding (see [`GreedyConfig::max_growth_factor`]). Checked when an
    /// operation is created (only creations add operations).
    ops_limit: usize,
    /// The growth limit was passed: the worklist is emptied, and kept
    /// empty of new operations, so that the pass ends.
    grown: bool,
}

/// See [`DriverState::chain`]: for `block`, valid while the context's
/// `structure_epoch` is `epoch`, the operations enclosing the block
/// (bottom-up) up to the scope, or `in_scope == false` if the scope does
/// not enclose it. Not an `Option`: the hit test on the hot path is then
/// two compares. The initial `block` is the null key, which no block has.
struct ChainCache {
    block: BlockId,
    epoch: u64,
    in_scope: bool,
    // A `Vec`, not a `SmallVec`: read on every push, and each `SmallVec`
    // access tests whether it has spilled (the buffer is reused).
    ancestors: Vec<OpId>,
}

/// Records the IR error `failure` carries, if any (a pattern that gave up
/// because a rewriter verb failed).
#[cold]
#[inline(never)]
fn record_pattern_error(
    result: &mut GreedyResult,
    ctx: &Context,
    pattern: &dyn RewritePattern,
    name: OpName,
    failure: &super::pattern::MatchFailure,
) {
    if let Some(error) = failure.ir_error() {
        result.pattern_errors.push(PatternError {
            pattern: pattern.debug_name().to_string(),
            op_name: ctx.op_name_str(name).to_string(),
            error: error.clone(),
        });
    }
}

/// True if folding `op` can do anything: it is registered, not
/// constant-like, and has a fold hook or a folding trait. (MLIR computes the
/// operands' constant values first in any case; skipping that for
/// operations that cannot fold is not observable.)
fn may_fold(def: Option<&OpDefinition>) -> bool {
    def.is_some_and(|def| {
        !def.traits.contains(OpTraits::CONSTANT_LIKE)
            && (def.fold.is_some() || def.traits.contains(OpTraits::COMMUTATIVE))
    })
}

/// The match-failure reason of a success without change (see
/// `Driver::success_without_change`).
const NO_CHANGE_REASON: &str = "returned success without changing the IR";

/// [`Driver::misuse_reported`]'s bit for a success without change.
const NO_CHANGE_BIT: u8 = 1;
/// [`Driver::misuse_reported`]'s bit for a failure after a change.
const FAILED_AFTER_CHANGE_BIT: u8 = 2;

/// How many pops ahead the worklist loop prefetches an operation's record
/// (1M-op `mix`, second pass, where every pop is a miss: 2 to 16 all gain
/// about the same; 4 to 8 was the most consistent).
const POP_PREFETCH_DISTANCE: usize = 6;

/// What a driver run's per-name dispatch ([`NameInfo`] and pattern lists)
/// was computed for besides the pattern set: the context (by its
/// instance number and its count of registrations, as the dispatch reads
/// the registered definitions) and the configuration flags it reads. A
/// context numbered 0 (see `Context::instance_id`) matches nothing.
#[derive(Clone, Copy, PartialEq, Eq)]
struct DispatchKey {
    context: u32,
    registrations: u64,
    fold: bool,
    explain: bool,
}

impl DriverBuffers {
    /// The instance number of the context whose dispatch these hold.
    pub(crate) fn context(&self) -> Option<u32> {
        self.key.map(|k| k.context)
    }
}

impl DispatchKey {
    fn of(ctx: &Context, config: &GreedyConfig) -> Option<DispatchKey> {
        (ctx.instance_id() != 0).then(|| DispatchKey {
            context: ctx.instance_id(),
            registrations: ctx.registrations(),
            fold: config.fold,
            explain: config.explain,
        })
    }
}

/// The allocations of a driver run, and its per-name dispatch, kept by the
/// pattern set between runs (see `FrozenPatternSet::take_driver_buffers`):
/// a pass scheduled on each function of a module runs the driver once per
/// function, and allocating these tables afresh and filling the dispatch
/// for every name again was most of the cost of a small function's run.
/// The dispatch is reused only for the same [`DispatchKey`]; every other
/// buffer is emptied before use.
#[derive(Default)]
pub(crate) struct DriverBuffers {
    key: Option<DispatchKey>,
    dispatch: Vec<NameInfo>,
    dispatch_patterns: Vec<PatternId>,
    worklist: Vec<Option<OpId>>,
    seed: Vec<OpId>,
    open: Vec<OpId>,
    order: PostOrder,
    ancestors: Vec<OpId>,
    created: Vec<OpId>,
    applied: Vec<u64>,
    misuse_reported: Vec<u8>,
    folder: Option<OperationFolder>,
}

impl DriverBuffers {
    /// Entries past which a buffer is not kept (a run on a whole large
    /// module): the pool holds small functions' tables, not megabytes.
    pub(crate) const KEEP: usize = 1 << 14;
    /// Constants past which the seeding's folder is not kept: a small
    /// function's tables are worth reusing; a module's, held through the
    /// rewrites, cost page faults (+208 on `mix` at 200k, ~5k constants).
    pub(crate) const KEEP_FOLDER: usize = 512;

    /// True if these buffers are small enough to keep in the pool.
    pub(crate) fn worth_keeping(&self) -> bool {
        self.worklist.capacity() <= Self::KEEP
            && self.seed.capacity() <= Self::KEEP
            && self.order.capacity() <= Self::KEEP
            && self.created.capacity() <= Self::KEEP
    }
}

/// The driver for one region (MLIR's `RegionPatternRewriteDriver`).
struct Driver<'p, 'l> {
    region: RegionId,
    patterns: &'p FrozenPatternSet,
    config: &'p GreedyConfig,
    state: DriverState<'p, 'l>,
    /// The top-down seeding order (and, with strictness, the operations
    /// existing at the start).
    seed: Vec<OpId>,
    /// The open ancestors of a seeding walk (see `Driver::take_open`).
    open: Vec<OpId>,
    /// The bottom-up seeding walk, recorded by the seeding itself or by the
    /// last region DCE (see `op_order`).
    order: PostOrder,
    /// `Some(n)`: [`Driver::order`] describes the IR as it is after `n`
    /// notifications (no change since it was recorded, if `n` is still the
    /// count), so the next seeding can use it without walking.
    order_at: Option<u64>,
    /// Operations seeded by the last seeding (for the divergence fuse; see
    /// [`GreedyConfig::max_rewrites_per_op`]).
    seeded: usize,
    /// The divergence fuse tripped.
    exhausted: bool,
    /// Where the op records are, for the pop loop's prefetch hints (see
    /// `Driver::process_worklist_with`): kept here rather than in a local
    /// of the loop, which then carries two registers fewer across its
    /// pattern calls.
    pop_slots: Slots,
    /// Constants uniqued by the last seeding: the next seeding's folder is
    /// created with room for as many, so its tables need not grow again.
    /// (Keeping the folder itself, emptied, held its tables through the
    /// rewrites in between: +208 page faults on `mix` at 200k ops.)
    seeded_constants: usize,
    /// Per pattern (by id), its applications in the current iteration:
    /// the patterns that kept firing when the driver stops.
    applied: Vec<u64>,
    /// Changes other than pattern applications (folds, dead-code
    /// removal, region simplification) in the current iteration.
    other_changes: bool,
    /// Per pattern (by id), its statistics (empty unless
    /// [`GreedyConfig::statistics`]).
    counters: Vec<Counters>,
    /// Operations in the context when the driver started.
    ops_at_start: usize,
    /// The rewrite budget of the last pass (for the stop report).
    budget: u64,
    /// Per pattern (by id), the misuses already reported: a success
    /// without change ([`NO_CHANGE_BIT`]), a failure after a change
    /// ([`FAILED_AFTER_CHANGE_BIT`]).
    misuse_reported: Vec<u8>,
    /// Names values for the explain trace's operation heads.
    namer: OpNamer,
    /// The last seeding's folder, emptied for the next one if its tables
    /// are small (see [`DriverBuffers::KEEP_FOLDER`]): a small function's
    /// run then allocates no hash table.
    spare_folder: Option<OperationFolder>,
    /// The last dialect whose constant materializer a fold asked for, and
    /// that materializer (the dialects registered do not change during a
    /// run): a fold then finds it without hashing the dialect's name.
    materializer: Option<(Symbol, fold::Materializers)>,
}

/// What the worklist loop needs to know about an operation name, computed
/// once per driver run instead of on every pop: whether the trivially-dead
/// check can succeed, whether folding is tried, the patterns to try (the
/// merge of the op-specific and any-op lists, in application order, as
/// [`FrozenPatternSet::patterns_for`] gives it), and whether its operations
/// are inert. The definition is read when the name is first seen (walked,
/// pushed or popped): registering an operation during a rewrite is not
/// supported (nor is it in MLIR, whose context is frozen while passes
/// run).
#[derive(Clone, Copy, Default)]
struct NameInfo {
    /// Start of the pattern list in `Driver::dispatch_patterns`.
    start: u32,
    /// Length of the pattern list.
    len: u32,
    /// [`FILLED`], [`DEAD_CANDIDATE`], [`RECURSIVE`], [`FOLDABLE`].
    flags: u32,
}

/// [`NameInfo`] has been computed.
const FILLED: u32 = 1;
/// Registered, not a terminator, pure or with recursive effects: trivially
/// dead if its results are unused (and, if [`RECURSIVE`], its nested
/// operations are effect-free).
const DEAD_CANDIDATE: u32 = 2;
/// Recursive memory effects.
const RECURSIVE: u32 = 4;
/// Folding is on and may do something (see `may_fold`).
const FOLDABLE: u32 = 8;
/// Popping an operation of this name does nothing: no pattern, no fold,
/// never trivially dead, and no explain trace to record the pop. Such an
/// operation is not put on the worklist, which nobody can tell: its pop
/// changes nothing, its presence changes the order of no other operation,
/// and a push of it, queued or not, changes nothing else either.
const INERT: u32 = 16;

impl<'p, 'l> Driver<'p, 'l> {
    fn new(
        ctx: &mut Context,
        region: RegionId,
        patterns: &'p FrozenPatternSet,
        config: &'p GreedyConfig,
        user: Option<&'l mut dyn Listener>,
        buffers: DriverBuffers,
    ) -> Self {
        let DriverBuffers {
            key,
            mut dispatch,
            mut dispatch_patterns,
            worklist,
            mut seed,
            open,
            mut order,
            mut ancestors,
            mut created,
            mut applied,
            mut misuse_reported,
            folder,
        } = buffers;
        order.recycle();
        if key.is_none() || key != DispatchKey::of(ctx, config) {
            dispatch.clear();
            dispatch_patterns.clear();
            // The walk's name tables were derived from that dispatch (see
            // `Driver::sync_inert`).
            order.forget_names();
        }
        order.keep_classes = true;
        seed.clear();
        ancestors.clear();
        created.clear();
        applied.clear();
        applied.resize(patterns.len(), 0);
        misuse_reported.clear();
        misuse_reported.resize(patterns.len(), 0);
        let mut state = DriverState {
            scope: region,
            scope_parent: ctx.regions[region].parent,
            scope_parent_erased: false,
            strictness: config.strictness,
            explain: config.explain,
            trace_failures: config.explain || config.statistics,
            worklist: Worklist::with_buffers(worklist, std::mem::take(&mut ctx.worklist_positions)),
            filtered: SecondaryMap::new(),
            user,
            patterns,
            fold: config.fold,
            dispatch,
            dispatch_patterns,
            chain: ChainCache {
                block: BlockId::null(),
                epoch: 0,
                in_scope: false,
                ancestors,
            },
            notifications: 0,
            inert_stale: false,
            created,
            step: Step::IDLE,
            current_op: None,
            ops_limit: usize::MAX,
            grown: false,
        };
        if config.strictness != Strictness::AnyOp {
            let _ = collect_ops(ctx, region, false, &mut seed);
            for &op in &seed {
                state.filtered.insert(op, ());
            }
        }
        Driver {
            region,
            patterns,
            config,
            state,
            seed,
            open,
            order,
            order_at: None,
            seeded: 0,
            exhausted: false,
            pop_slots: Slots::default(),
            seeded_constants: 0,
            applied,
            other_changes: false,
            counters: if config.statistics {
                vec![Counters::default(); patterns.len()]
            } else {
                Vec::new()
            },
            ops_at_start: ctx.ops.len(),
            budget: 0,
            misuse_reported,
            namer: OpNamer::default(),
            spare_folder: folder,
            materializer: None,
        }
    }

    /// The run's reusable allocations and per-name dispatch, for the
    /// pattern set's pool (see [`DriverBuffers`]); the worklist's position
    /// table is taken back into the context first.
    fn into_buffers(mut self, ctx: &Context, config: &GreedyConfig) -> DriverBuffers {
        // The next run on these buffers starts with the walk's inert table
        // in step with the dispatch it keeps.
        self.sync_inert();
        let Driver {
            mut state,
            seed,
            open,
            order,
            applied,
            misuse_reported,
            spare_folder,
            ..
        } = self;
        DriverBuffers {
            key: DispatchKey::of(ctx, config),
            dispatch: state.dispatch,
            dispatch_patterns: state.dispatch_patterns,
            worklist: state.worklist.take_list(),
            seed,
            open,
            order,
            ancestors: state.chain.ancestors,
            created: state.created,
            applied,
            misuse_reported,
            folder: spare_folder,
        }
    }

    /// A folder for a seeding, with room for `constants`: the spare one if
    /// any.
    fn take_folder(&mut self, ctx: &Context, constants: usize) -> OperationFolder {
        let mut folder = match self.spare_folder.take() {
            Some(mut f) => {
                f.reset(constants);
                f
            }
            None => OperationFolder::with_capacity(constants),
        };
        if self.config.cse_constants {
            folder.reserve_slots(ctx.ops.capacity());
        }
        folder
    }

    /// Gives the recorded walk the names found inert so far (see
    /// [`PostOrder::inert`]; a name's flags never change once computed, so
    /// the table is rebuilt only after a name's dispatch was computed: on
    /// `mix` per function, rebuilding it at every region simplification
    /// cost ~1,100 instructions per function).
    fn sync_inert(&mut self) {
        if !std::mem::take(&mut self.state.inert_stale) {
            return;
        }
        let inert = &mut self.order.inert;
        inert.clear();
        inert.extend(self.state.dispatch.iter().map(|i| i.flags & INERT != 0));
    }

    fn scope_alive(&self, ctx: &Context) -> bool {
        !self.state.scope_parent_erased && ctx.regions.contains_key(self.region)
    }

    fn simplify(&mut self, ctx: &mut Context, result: &mut GreedyResult) {
        let mut iteration: u32 = 0;
        let mut continue_rewrites = false;
        let mut any_change = false;
        // Why the loop stopped with the IR still changing (see
        // `GreedyResult::stop`), and in which iteration.
        let mut stop: Option<(StopReason, u32)> = None;
        // `Some(n)`: the last region simplification changed nothing (its
        // region DCE left every visited operation and argument live, so the
        // IR was at a DCE fixpoint) and `n` notifications had been
        // received at its end.
        let mut simplified_clean: Option<u64> = None;
        // The cache of `erase_unreachable_blocks_with` for the scope: the
        // structure epoch at which it had no region of two blocks or more
        // (most modules never have one: the scan of the region table is
        // then done once per structural change, not twice per iteration).
        let mut single_blocks: Option<u64> = None;
        loop {
            iteration += 1;
            if let Some(max) = self.config.max_iterations
                && iteration > max
            {
                if continue_rewrites {
                    stop = Some((StopReason::IterationLimit { max }, max));
                }
                break;
            }
            if !self.scope_alive(ctx) {
                continue_rewrites = true;
                stop = Some((StopReason::ScopeErased, iteration - 1));
                break;
            }
            // The counts of the stop report are the last iteration's.
            self.applied.fill(0);
            self.other_changes = false;
            self.state.step = Step::SEEDING;
            if self.seed_worklist(ctx) {
                // No region in or under the scope has two blocks: nothing
                // is unreachable, the region scan below is skipped.
                single_blocks = Some(ctx.structure_epoch);
            }
            if self.state.ops_limit == usize::MAX
                && let Some(factor) = self.config.max_growth_factor
            {
                let base = self.order.size_hint.max(GROWTH_FLOOR);
                self.state.ops_limit = self
                    .ops_at_start
                    .saturating_add((factor as usize).saturating_mul(base));
            }
            continue_rewrites = false;
            self.state.step = Step::SIMPLIFYING;
            {
                let mut rw = PatternRewriter::with_listener(ctx, &mut self.state);
                continue_rewrites |=
                    erase_unreachable_blocks_with(&mut rw, &[self.region], &mut single_blocks);
            }
            self.other_changes |= continue_rewrites;
            continue_rewrites |= if self.config.explain || self.config.statistics {
                self.process_worklist::<true>(ctx, iteration, result)
            } else {
                self.process_worklist::<false>(ctx, iteration, result)
            };
            self.state.step = Step::SIMPLIFYING;
            if self.config.region_simplification != RegionSimplification::Disabled
                && self.scope_alive(ctx)
                && !self.state.grown
            {
                let merge = self.config.region_simplification == RegionSimplification::Aggressive;
                // Region DCE is idle when nothing changed since the last
                // one left the IR at its fixpoint: no notification (the
                // seeding, the worklist and unreachable-block erasure
                // change the IR only through the listener) and no change
                // reported (a pattern that succeeded).
                let run_dce =
                    continue_rewrites || simplified_clean != Some(self.state.notifications);
                self.sync_inert();
                let mut rw = PatternRewriter::with_listener(ctx, &mut self.state);
                let (simplified, recorded) = simplify_regions_with(
                    &mut rw,
                    &[self.region],
                    merge,
                    run_dce,
                    &mut self.order,
                    &mut single_blocks,
                );
                if recorded && !simplified {
                    self.order_at = Some(self.state.notifications);
                }
                continue_rewrites |= simplified;
                self.other_changes |= simplified;
                simplified_clean = (!simplified).then_some(self.state.notifications);
            }
            self.state.step = Step::IDLE;
            any_change |= continue_rewrites;
            result.iterations = result.iterations.max(iteration);
            if self.exhausted {
                continue_rewrites = true;
                result.budget_exhausted = true;
                let budget = self.budget;
                stop = Some((StopReason::RewriteBudget { budget }, iteration));
                break;
            }
            if self.state.grown {
                continue_rewrites = true;
                let reason = StopReason::GrowthLimit {
                    ops_at_start: self.ops_at_start,
                    ops: ctx.ops.len(),
                    limit: self.state.ops_limit,
                };
                stop = Some((reason, iteration));
                break;
            }
            if !continue_rewrites {
                break;
            }
        }
        self.state.step = Step::IDLE;
        result.converged &= !continue_rewrites;
        result.changed |= any_change;
        if let Some((reason, iteration)) = stop
            && result.stop.is_none()
        {
            result.stop = Some(self.stop_report(reason, iteration));
        }
    }

    /// The report of a stop for `reason` during `iteration`: the patterns
    /// that applied in it, most applications first (ties in set order).
    fn stop_report(&self, reason: StopReason, iteration: u32) -> GreedyStop {
        let mut firing: Vec<(u64, PatternId)> = self
            .applied
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n > 0)
            .map(|(id, &n)| (n, id as PatternId))
            .collect();
        firing.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        GreedyStop {
            reason,
            iteration,
            firing: firing
                .into_iter()
                .map(|(applications, id)| PatternFiring {
                    pattern: pattern_label(self.patterns, id),
                    applications,
                })
                .collect(),
            other_changes: self.other_changes,
        }
    }

    /// Step 3: MLIR's `processWorklist`. Returns true if the IR changed.
    ///
    /// `TRACE` is [`GreedyConfig::explain`] or [`GreedyConfig::statistics`]:
    /// a copy of the loop without their bookkeeping, which otherwise costs
    /// every pop.
    fn process_worklist<const TRACE: bool>(
        &mut self,
        ctx: &mut Context,
        iteration: u32,
        result: &mut GreedyResult,
    ) -> bool {
        if self.state.user.is_some() {
            self.process_worklist_with::<TRACE, true>(ctx, iteration, result)
        } else {
            self.process_worklist_with::<TRACE, false>(ctx, iteration, result)
        }
    }

    /// [`Driver::process_worklist`]; `USER` is whether there is a user
    /// listener: without one, a copy of the loop without the pattern
    /// begin/end notifications (they only forward to it) and whose
    /// rewriters skip match-failure reports (see
    /// [`PatternRewriter::with_listener_quiet`]) unless there is a trace.
    #[inline(never)]
    fn process_worklist_with<const TRACE: bool, const USER: bool>(
        &mut self,
        ctx: &mut Context,
        iteration: u32,
        result: &mut GreedyResult,
    ) -> bool {
        debug_assert_eq!(USER, self.state.user.is_some());
        // Changes other than a pattern success (those are counted in
        // `result.num_rewrites`, compared with `start` at the end).
        let mut changed = false;
        let start = result.num_rewrites;
        // Where the op records are, for the prefetch hints below (the
        // arena barely grows during a pass: a new operation mostly takes
        // the slot of an erased one), measured on two queued operations.
        self.pop_slots = match (
            self.state.worklist.peek_below(0),
            self.state.worklist.peek_below(1),
        ) {
            (Some(a), Some(b)) => Slots::for_large(&ctx.ops, a, b),
            _ => Slots::default(),
        };
        // Both limits as bounds on `result.num_rewrites`, `u64::MAX` for
        // none (the count cannot reach it), so that the loop carries no
        // counter of its own (each was a register saved and restored
        // around every pattern call): the pass stops once it made
        // `max_num_rewrites` rewrites (`rewrites_end`), or, as the
        // divergence fuse, once its work (pattern applications and
        // in-place folds) reaches the budget (`work_end`, lowered by one
        // per in-place fold). `limit` is the smaller, one compare per pop.
        let budget = self.config.max_rewrites_per_op.map_or(u64::MAX, |f| {
            u64::from(f).saturating_mul(self.seeded as u64 + 1)
        });
        self.budget = budget;
        let rewrites_end = self
            .config
            .max_num_rewrites
            .map_or(u64::MAX, |max| start.saturating_add(max));
        let mut work_end = start.saturating_add(budget);
        let mut limit = rewrites_end.min(work_end);
        self.state.step = Step::POPPED;
        while !self.state.worklist.is_empty() {
            if result.num_rewrites >= limit {
                // The rewrite limit first, as MLIR's loop condition.
                if result.num_rewrites < rewrites_end {
                    self.exhausted = true;
                }
                break;
            }
            let Some(op) = self.state.worklist.pop() else {
                break;
            };
            // The operation popped a few steps from now is usually already
            // queued: start fetching its record now, so that its cache miss
            // overlaps with the work on this one (see `ir::prefetch`).
            if self.pop_slots.active()
                && let Some(ahead) = self.state.worklist.peek_below(POP_PREFETCH_DISTANCE)
            {
                self.pop_slots.prefetch(ahead);
            }
            // The record and the definition are read once here and reused
            // by the dead check, the fold check and the pattern dispatch
            // (all three used to look them up again).
            let Some(data) = ctx.ops.get(op) else {
                continue;
            };
            // `scope_alive` but for the region lookup: the scope region
            // goes away only with its parent operation (the rewriter
            // erases operations and blocks, not regions), whose erasure
            // sets the flag. (Erasing the scope's parent is undefined in
            // MLIR; here the pass stops. Were the region freed behind the
            // listener's back, through `ctx_mut`, the loop would go on
            // with the operations still live, which is safe, and the
            // full check follows the loop.)
            if self.state.scope_parent_erased {
                break;
            }
            // What a panic in user code from here on would undo and
            // report (see `greedy_panic`; each step that runs user code
            // below sets `step` first).
            self.state.current_op = Some(op);
            self.state.created.clear();
            let mut name = data.name;
            // The insertion point of each pattern attempt (MLIR's
            // `setInsertionPoint(op)`: before `op`, none if detached), from
            // the block read here, again after a failed fold and after each
            // failed attempt (whatever ran in between may have moved `op`;
            // nothing else runs): no lookup of `op` per attempt.
            let mut ip = data.parent.map(|block| InsertPoint {
                block,
                before: Some(op),
            });
            let mut info = self.state.dispatch_info(ctx, name);
            // Every use of `entry` below is behind `TRACE` too: the
            // compiler kept the `None` in memory and tested it on every pop
            // and attempt otherwise.
            let mut entry = (TRACE && self.state.explain).then(|| {
                let (location, head) = self.namer.describe(ctx, op, self.state.notifications);
                ExplainEntry {
                    iteration,
                    op,
                    op_name: ctx.op_name_str(name).to_string(),
                    location,
                    head,
                    attempts: Vec::new(),
                    outcome: ExplainOutcome::NoChange,
                }
            });

            // (1) Trivially dead operations are erased.
            if info.flags & DEAD_CANDIDATE != 0
                && results_unused_and_effect_free(ctx, op, data, info.flags & RECURSIVE != 0)
            {
                self.state.step = Step::ERASING_DEAD;
                let mut rw = PatternRewriter::with_listener(ctx, &mut self.state);
                if rw.erase_op(op).is_ok() {
                    changed = true;
                    if TRACE && let Some(mut e) = entry {
                        e.outcome = ExplainOutcome::TriviallyDead;
                        result.explain.push(e);
                    }
                    continue;
                }
            }

            // (2) Folding (never of constants: they would fold to themselves
            // forever).
            if info.flags & FOLDABLE != 0 {
                self.state.step = Step::FOLDING;
                if let Some(in_place) = self.try_fold(ctx, op) {
                    changed = true;
                    if in_place {
                        work_end = work_end.saturating_sub(1);
                        limit = rewrites_end.min(work_end);
                    }
                    if TRACE && let Some(mut e) = entry {
                        e.outcome = ExplainOutcome::Folded { in_place };
                        result.explain.push(e);
                    }
                    continue;
                }
                // A failed fold attempt ran the folder (and possibly
                // materializations that were rolled back): read the record
                // again. Without an attempt nothing ran since the read above.
                let Some(data) = ctx.ops.get(op) else {
                    changed = true;
                    continue;
                };
                ip = data.parent.map(|block| InsertPoint {
                    block,
                    before: Some(op),
                });
                if data.name != name {
                    name = data.name;
                    info = self.state.dispatch_info(ctx, name);
                }
            }

            // (3) Patterns, in benefit order; the first success wins.
            let mut matched = None;
            let mut erased = false;
            let start = info.start as usize;
            // By index: notifications during a pattern may append to the
            // lists (a name seen for the first time), never change them.
            let end = start + info.len as usize;
            for k in start..end {
                let id = self.state.dispatch_patterns[k];
                let pattern = self.patterns.pattern(id);
                self.state.step = Step::pattern(id);
                if USER {
                    self.state.notify_pattern_begin(ctx, pattern, op);
                }
                // A success must have changed something through the
                // rewriter: every change is a notification.
                let before = self.state.notifications;
                let timer = (TRACE && self.config.statistics).then(std::time::Instant::now);
                let outcome = {
                    // Match failures go nowhere without an explain trace
                    // or a user listener (`notify_match_failure` forwards
                    // them to the user listener only, and
                    // `wants_match_failure_reasons` is false): the
                    // pattern's rewriter skips reporting them.
                    let mut rw =
                        PatternRewriter::with_listener_quiet(ctx, &mut self.state, !TRACE && !USER);
                    rw.restore_insertion_point(ip);
                    pattern.match_and_rewrite(op, &mut rw)
                };
                let mut succeeded = outcome.is_ok();
                // A success that notified nothing counts as a failure (the
                // outcome itself is left as it is: replaced below, in the
                // trace, by the failure it stands for).
                let no_change = succeeded && self.state.notifications == before;
                if no_change {
                    succeeded = false;
                    self.success_without_change(ctx, result, id, name);
                } else if !succeeded && self.state.notifications != before {
                    self.failure_after_change(ctx, result, id, name);
                }
                if TRACE && let Some(timer) = timer {
                    let failure = match &outcome {
                        _ if no_change => Some(NO_CHANGE_REASON),
                        Ok(()) => None,
                        Err(f) => Some(f.reason()),
                    };
                    self.counters[id as usize].record(timer.elapsed(), failure);
                }
                if USER {
                    // The application is over: a panic in the user's end
                    // notification undoes none of it.
                    self.state.created.clear();
                    self.state.notify_pattern_end(ctx, pattern, succeeded);
                }
                if TRACE && let Some(e) = &mut entry {
                    if let Err(failure) = &outcome {
                        record_pattern_error(result, ctx, pattern, name, failure);
                    }
                    e.attempts.push(PatternAttempt {
                        pattern: pattern.debug_name().to_string(),
                        benefit: self.patterns.benefit(id),
                        result: if no_change {
                            Err(super::pattern::MatchFailure::new(NO_CHANGE_REASON))
                        } else {
                            outcome
                        },
                    });
                } else if let Err(failure) = &outcome
                    && !failure.is_plain()
                {
                    record_pattern_error(result, ctx, pattern, name, failure);
                    drop(outcome);
                } else {
                    // Most failures carry a static reason and no error:
                    // nothing to record or free, tested inline (the
                    // result's drop glue was an out-of-line call per
                    // attempt), and in place (moving the failure out of
                    // the result was a 64-byte copy per failed attempt).
                    std::mem::forget(outcome);
                }
                if succeeded {
                    matched = Some(id);
                    break;
                }
                // One lookup for both: whether `op` survived, and its
                // block for the next attempt's insertion point (if there
                // is a next attempt).
                let Some(data) = ctx.ops.get(op) else {
                    // A pattern reported failure but erased the operation:
                    // the remaining patterns cannot look at it.
                    erased = true;
                    break;
                };
                if k + 1 < end {
                    ip = data.parent.map(|block| InsertPoint {
                        block,
                        before: Some(op),
                    });
                }
            }
            if let Some(id) = matched {
                result.num_rewrites += 1;
                if let Some(n) = self.applied.get_mut(id as usize) {
                    *n += 1;
                }
            } else if erased {
                changed = true;
            }
            if TRACE && let Some(mut e) = entry {
                e.outcome = if matched.is_some() {
                    ExplainOutcome::PatternApplied
                } else if erased {
                    ExplainOutcome::ErasedByFailedPattern
                } else {
                    ExplainOutcome::NoChange
                };
                result.explain.push(e);
            }
        }
        self.state.step = Step::IDLE;
        self.other_changes |= changed;
        changed || result.num_rewrites != start
    }

    /// A pattern (`id`, applied to an operation named `name`) returned
    /// success without any change notified: recorded once per pattern in
    /// [`GreedyResult::pattern_errors`]; the caller takes its success for
    /// a failure (MLIR, which would loop on it, reports it under its
    /// expensive pattern checks: "pattern returned success but IR did not
    /// change").
    #[cold]
    #[inline(never)]
    fn success_without_change(
        &mut self,
        ctx: &Context,
        result: &mut GreedyResult,
        id: PatternId,
        name: OpName,
    ) {
        self.report_misuse(ctx, result, id, name, NO_CHANGE_BIT, NO_CHANGE);
    }

    /// A pattern (`id`, applied to an operation named `name`) returned a
    /// failure after notifying changes, which [`RewritePattern`] forbids:
    /// recorded once per pattern in [`GreedyResult::pattern_errors`] (MLIR
    /// reports it under its expensive pattern checks: "pattern returned
    /// failure but IR did change"). Its changes stay, as in MLIR; the
    /// notified ones are on the worklist.
    #[cold]
    #[inline(never)]
    fn failure_after_change(
        &mut self,
        ctx: &Context,
        result: &mut GreedyResult,
        id: PatternId,
        name: OpName,
    ) {
        self.report_misuse(
            ctx,
            result,
            id,
            name,
            FAILED_AFTER_CHANGE_BIT,
            FAILED_AFTER_CHANGE,
        );
    }

    /// Records `error` for pattern `id` unless its `bit` was recorded.
    fn report_misuse(
        &mut self,
        ctx: &Context,
        result: &mut GreedyResult,
        id: PatternId,
        name: OpName,
        bit: u8,
        error: crate::IrError,
    ) {
        if let Some(reported) = self.misuse_reported.get_mut(id as usize)
            && *reported & bit == 0
        {
            *reported |= bit;
            result.pattern_errors.push(PatternError {
                pattern: pattern_label(self.patterns, id),
                op_name: ctx.op_name_str(name).to_string(),
                error,
            });
        }
    }
}

#[cfg(test)]
mod tests;
