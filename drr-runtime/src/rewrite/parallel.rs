//! The greedy driver on each isolated operation under a root, on several
//! threads: what MLIR's pass manager does with a pattern pass nested on
//! `func.func` (`builtin.module(func.func(…))`).
//!
//! [`apply_patterns_greedily_per_op`] applies a frozen pattern set to the
//! regions of each of a list of `IsolatedFromAbove` operations (every
//! function of a module), one after another on one thread, or on N
//! threads with output identical to that sequential run whatever N is.
//!
//! Design. A [`Context`] owns both the uniquer (types, attributes,
//! locations, strings, operation names) and the IR arenas, and every
//! rewrite needs both mutably; the parallel run keeps that single-owner
//! design, in safe Rust, by giving each thread a context of its own (a
//! [`Context::fork`]: the uniquer's hash tables copied, its values shared
//! through `Arc`, so every uniqued handle means the same in both). The
//! targets are split into N runs of consecutive targets of about equal
//! operation counts, and each thread gets one run's IR in one of two ways:
//!
//! 1. In place (`rewrite/in_place.rs`), when each run's records occupy
//!    their own span of slots in every arena (as after parsing): the
//!    arenas are cut into runs of slots, each thread rewrites its run's
//!    records (the last run where the context had them; the others moved
//!    into buffers of their own and back), and the runs are put back
//!    together. Only what a fork uniqued, the keys of a renumbered run and
//!    the slots it added past its run are renamed on the way back.
//! 2. Otherwise by copying (below): each thread copies its targets'
//!    regions into its fork record by record (`ir/transfer.rs`: use lists
//!    in the same order, so the driver visits users in the same order),
//!    under a detached copy of the target operation, and the rewritten
//!    bodies are copied back, in target order, in place of the old ones;
//!    what a fork uniqued is uniqued again, component by component.
//!
//! What is shared: the uniquer's contents as of the start (read-only) and
//! the pattern set (each thread takes its own driver buffers from the
//! set's pool). What is per thread: a fork (its new uniqued objects, the
//! IR it works on), worklists and driver tables. Determinism: a target's
//! rewrite sees exactly the IR and the uniqued objects it sees in the
//! sequential run, and printing depends on no handle's number, so the
//! output is the sequential run's; results are merged in target order,
//! and the first failure in target order is reported (targets after it
//! that another thread rewrote stay rewritten, as with MLIR's threaded
//! pass manager; on one thread they are left as they were).
//!
//! Cost. Both ways do work the sequential run does not: forking, moving
//! or copying the records, uniquing again what the forks made, and (in
//! place) the first pass that checks the targets are self-contained and
//! finds their spans. BENCHMARKS.md has the figures; the copying way costs
//! several times what it saves.
//!
//! Patterns must not look above their target (the module, sibling
//! functions): as in MLIR's threaded pass manager, a fork holds only the
//! target's regions under a detached copy of the target operation. The
//! run is sequential when one thread is asked for, with the explain
//! trace or statistics on, with one target, or when a target is not
//! self-contained (it has operands or used results, or its regions use
//! outside values).

use smallvec::SmallVec;

use crate::Context;
use crate::error::IrError;
use crate::ir::OpId;
use crate::ir::transfer::{Copier, NotSelfContained, Translator};
use crate::op_definition::OpTraits;

use super::greedy::apply_patterns_greedily;
use super::greedy_config::GreedyConfig;
use super::greedy_result::{GreedyError, GreedyResult};
use super::in_place::InPlace;
use super::pattern_set::FrozenPatternSet;

/// The operations in the blocks of `root`'s regions whose registered
/// definition is `IsolatedFromAbove`, in order (a module's functions): the
/// usual targets of [`apply_patterns_greedily_per_op`].
pub fn isolated_children(ctx: &Context, root: OpId) -> Vec<OpId> {
    let Some(data) = ctx.ops.get(root) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &r in data.regions.iter() {
        for &b in &ctx.regions[r].blocks {
            for op in ctx.block_ops(b) {
                let name = ctx.ops[op].name;
                if ctx
                    .op_definition(name)
                    .is_some_and(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE))
                {
                    out.push(op);
                }
            }
        }
    }
    out
}

/// Applies `patterns` greedily to the regions of each of `targets` in
/// turn (MLIR's pass manager running a pattern pass nested on them, e.g.
/// on each `func.func` of a module: see [`isolated_children`]), on
/// `threads` threads (see the module docs); the results are merged as the
/// driver merges the regions of one target. The output is the same for any
/// number of threads. Targets must be distinct and none inside another;
/// they are rewritten on other threads only if each is `IsolatedFromAbove`
/// in effect (no operands, successors or used results, no value from
/// outside used in its regions), else all in turn on this thread. Fails if
/// a target is stale, or at the first target (in order) whose run fails;
/// on one thread the targets after it are left as they were, on several
/// those another thread took may have been rewritten.
pub fn apply_patterns_greedily_per_op(
    ctx: &mut Context,
    targets: &[OpId],
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    threads: usize,
) -> Result<GreedyResult, GreedyError> {
    patterns.check_context(ctx)?;
    for &t in targets {
        ctx.try_op(t)?;
    }
    let mut total = GreedyResult {
        converged: true,
        ..GreedyResult::default()
    };
    let threads = threads.clamp(1, targets.len().max(1));
    if threads == 1
        || config.explain
        || config.statistics
        || !targets.iter().all(|&t| movable(ctx, t))
        || !disjoint(ctx, targets)
    {
        for (i, &t) in targets.iter().enumerate() {
            crate::ir::prefetch::prefetch_targets_ahead(ctx, targets, i);
            merge(
                &mut total,
                apply_patterns_greedily(ctx, t, patterns, config)?,
            );
        }
        // The runs shared one worklist position table, as large as the op
        // arena: not kept past the last of them.
        ctx.release_driver_tables();
        return Ok(total);
    }
    if let Some(done) = InPlace::apply(ctx, targets, patterns, config, threads, total.clone()) {
        return done;
    }
    let sizes: Vec<usize> = targets
        .iter()
        .map(|&t| ctx.collect_nested_ops(t).len())
        .collect();
    let chunks = split(&sizes, threads);
    ctx.freeze_uniquer();
    let base = ctx.unique_counts();
    let shared: &Context = ctx;
    let workers: Vec<Worker> = on_threads(chunks.iter(), |range| {
        let ops: usize = sizes[range.clone()].iter().sum();
        Worker::run(shared, &targets[range.clone()], ops, patterns, config)
    });
    let merged = copy_all_back(ctx, targets, chunks, workers, base, patterns, config, total);
    // The forks are gone: thawing moves no value.
    ctx.thaw_uniquer();
    merged
}

/// Copies each worker's rewritten targets back, in target order, and
/// rewrites here the targets a worker could not take.
#[allow(clippy::too_many_arguments)]
fn copy_all_back(
    ctx: &mut Context,
    targets: &[OpId],
    chunks: Vec<std::ops::Range<usize>>,
    workers: Vec<Worker>,
    base: crate::context::UniqueCounts,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    mut total: GreedyResult,
) -> Result<GreedyResult, GreedyError> {
    let mut copier = Copier::default();
    for (range, worker) in chunks.into_iter().zip(workers) {
        let mine = &targets[range];
        let mut translator = Translator::new(base);
        for (k, (holder, run)) in worker.runs.into_iter().enumerate() {
            copy_back(
                ctx,
                &worker.fork,
                holder,
                mine[k],
                &mut copier,
                &mut translator,
            )?;
            merge(&mut total, run?);
        }
        // Targets the worker could not take (not self-contained after
        // all): rewritten here, in their turn.
        for &t in &mine[worker.done..] {
            merge(
                &mut total,
                apply_patterns_greedily(ctx, t, patterns, config)?,
            );
        }
    }
    Ok(total)
}

/// `f` of each of `items`, each on a thread of its own, in order (a panic
/// on a thread goes on on the caller's).
pub(super) fn on_threads<I: Send, R: Send>(
    items: impl IntoIterator<Item = I>,
    f: impl Fn(I) -> R + Sync,
) -> Vec<R> {
    let f = &f;
    std::thread::scope(|s| {
        let handles: Vec<_> = items
            .into_iter()
            .map(|item| s.spawn(move || f(item)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    })
}

/// True if `op` can be rewritten in a fork: no operands, successors or
/// used results (its regions are checked when copied).
fn movable(ctx: &Context, op: OpId) -> bool {
    let d = &ctx.ops[op];
    d.operands.is_empty()
        && d.successors.is_empty()
        && d.results.iter().all(|&r| ctx.values[r].first_use.is_none())
}

/// True if no target is inside another or listed twice.
fn disjoint(ctx: &Context, targets: &[OpId]) -> bool {
    let set: rustc_hash::FxHashSet<OpId> = targets.iter().copied().collect();
    set.len() == targets.len()
        && targets.iter().all(|&t| {
            let mut cur = ctx.parent_op(t);
            while let Some(p) = cur {
                if set.contains(&p) {
                    return false;
                }
                cur = ctx.parent_op(p);
            }
            true
        })
}

/// Splits targets of `sizes` operations into at most `n` runs of
/// consecutive targets with about equal numbers of operations.
pub(super) fn split(sizes: &[usize], n: usize) -> Vec<std::ops::Range<usize>> {
    let total: usize = sizes.iter().sum();
    let mut out = Vec::with_capacity(n);
    let mut start = 0;
    let mut acc = 0;
    for (i, &s) in sizes.iter().enumerate() {
        acc += s;
        // Close run k once the running total reaches k/n of the whole.
        if acc * n >= total * (out.len() + 1) && out.len() + 1 < n {
            out.push(start..i + 1);
            start = i + 1;
        }
    }
    if start < sizes.len() {
        out.push(start..sizes.len());
    }
    out
}

/// One thread's share: its fork, and per target taken, the detached copy
/// of the target holding the rewritten regions and the driver's result.
struct Worker {
    fork: Context,
    runs: Vec<(OpId, Result<GreedyResult, GreedyError>)>,
    /// Number of targets taken (the others are left to the caller).
    done: usize,
}

impl Worker {
    fn run(
        main: &Context,
        targets: &[OpId],
        ops: usize,
        patterns: &FrozenPatternSet,
        config: &GreedyConfig,
    ) -> Worker {
        let mut fork = main.fork();
        // Room for the copies and what the rewrites add, so that the
        // arenas do not grow by copying themselves.
        fork.reserve_ir(ops + ops / 4);
        let mut copier = Copier::default();
        let mut runs = Vec::with_capacity(targets.len());
        for &t in targets {
            let holder = fork.ops.insert(main.ops[t].detached_copy());
            let regions = main.ops[t].regions.clone();
            match copier.copy_regions(main, &regions, &mut fork, holder, None) {
                Ok(copied) => fork.ops[holder].regions = copied.into_vec().into(),
                Err(NotSelfContained) => break,
            }
            let run = apply_patterns_greedily(&mut fork, holder, patterns, config);
            let failed = run.is_err();
            runs.push((holder, run));
            if failed {
                break;
            }
        }
        let done = runs.len();
        Worker { fork, runs, done }
    }
}

/// Puts the regions of `holder` (in `fork`) in place of those of
/// `target` (in `ctx`), with the holder's attributes, properties and
/// location; the old regions are erased.
fn copy_back(
    ctx: &mut Context,
    fork: &Context,
    holder: OpId,
    target: OpId,
    copier: &mut Copier,
    translator: &mut Translator,
) -> Result<(), GreedyError> {
    let h = &fork.ops[holder];
    let regions = h.regions.clone();
    let copied = copier
        .copy_regions(fork, &regions, ctx, target, Some(translator))
        .map_err(|NotSelfContained| {
            IrError::Invalid(
                "a pattern linked an operation rewritten on another thread to IR outside it",
            )
        })?;
    let attributes = translator.attr(fork, ctx, h.attributes);
    let properties = h.properties.get().map(|p| translator.attr(fork, ctx, p));
    let loc = translator.loc(fork, ctx, h.loc);
    let data = &mut ctx.ops[target];
    data.attributes = attributes;
    data.properties = properties.into();
    data.loc = loc;
    let old: SmallVec<[_; 1]> = std::mem::replace(&mut data.regions, copied.into_vec().into())
        .into_iter()
        .collect();
    // The old regions go to a detached operation that is then erased
    // (erasing handles any order of definitions and uses).
    let trash = ctx.ops.insert(ctx.ops[target].detached_copy());
    for &r in &old {
        ctx.regions[r].parent = Some(trash);
    }
    ctx.ops[trash].regions = old.into_vec().into();
    ctx.structure_epoch += 1;
    ctx.erase_op(trash)?;
    Ok(())
}

/// Adds the result of one target's run to `total` (as the driver does
/// across the regions of one target).
pub(super) fn merge(total: &mut GreedyResult, one: GreedyResult) {
    total.converged &= one.converged;
    total.changed |= one.changed;
    total.iterations = total.iterations.max(one.iterations);
    total.num_rewrites += one.num_rewrites;
    total.explain.extend(one.explain);
    total.pattern_errors.extend(one.pattern_errors);
    total.budget_exhausted |= one.budget_exhausted;
    if total.stop.is_none() {
        total.stop = one.stop;
    }
    if total.statistics.is_empty() {
        total.statistics = one.statistics;
        return;
    }
    // One entry per pattern of the set, in set order, in both.
    for (t, o) in total.statistics.iter_mut().zip(one.statistics) {
        t.attempts += o.attempts;
        t.successes += o.successes;
        t.time += o.time;
        for f in o.failures {
            match t.failures.iter_mut().find(|x| x.reason == f.reason) {
                Some(x) => x.count += f.count,
                None => t.failures.push(f),
            }
        }
        t.failures
            .sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.reason.cmp(&b.reason)));
    }
}
