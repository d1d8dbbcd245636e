//! The in-place parallel run of [`apply_patterns_greedily_per_op`]: each
//! thread rewrites its targets in the context's own records, lent to it,
//! instead of copies.
//!
//! Plan. The targets are split into runs of consecutive targets of about
//! equal operation counts, one per thread. Each target's records
//! (operations, blocks, regions, values, itself included) occupy a span of
//! slot indexes per arena, which must hold its records and nothing else
//! (counted against the vacant slots); a run's span is the hull of its
//! targets'. The plan holds only if every target is self-contained (no
//! operands, successors or used results; no operand, successor or use
//! outside its spans) and the runs' spans follow each other in every
//! arena with nothing else inside (as after parsing, which allocates in
//! text order). Otherwise the caller copies targets into forks instead
//! (`rewrite/parallel.rs`). The targets are examined on the threads while
//! each makes its fork of the uniquer (the uniquer frozen first: its
//! values shared by `Arc`, its hash tables copied).
//!
//! Run. Each arena is cut at the spans' bounds into runs of slots
//! ([`Arena::split_runs`]; records between spans, such as the module's,
//! travel with a run untouched): the last run keeps the arena's buffer,
//! the others are moved into buffers of their own, renumbered from their
//! start (the first run's numbers do not change; a run in between renames
//! its records' keys on its thread, `ir/relocate.rs`). Each thread runs
//! the driver on its targets in order, each detached from the module while
//! it runs; new records go to slots past its run.
//!
//! Return. On the caller's thread, what each fork uniqued is uniqued again
//! in the context ([`Translator::translate_all`]). Then, on the threads
//! again, each fork renames those handles in its targets' records, renames
//! its keys back to the whole's numbers (slots added past the run to the
//! indexes they get after the arenas' ends) and reattaches its targets;
//! [`Arena::rejoin`] puts the records back into the last run's buffer,
//! appends the added slots and rebuilds the free lists.
//!
//! Determinism: a target's rewrite sees the records and uniqued objects it
//! sees in the sequential run (slot numbers differ, which printing does
//! not depend on). Results are merged in target order; on a failure, the
//! first in target order is reported, and (unlike one thread) targets
//! after it on other threads may have been rewritten, as with MLIR's
//! threaded pass manager.
//!
//! [`apply_patterns_greedily_per_op`]: super::apply_patterns_greedily_per_op

use crate::Context;
use crate::ir::arena::{Arena, shift_bases, slot_index};
use crate::ir::relocate::{Shift, Shifts, relocate};
use crate::ir::transfer::Translator;
use crate::ir::{BlockId, OpId};

use super::greedy::apply_patterns_greedily;
use super::greedy_config::GreedyConfig;
use super::greedy_result::{GreedyError, GreedyResult};
use super::parallel::{merge, on_threads};
use super::pattern_set::FrozenPatternSet;

/// A half-open span of slot indexes (empty if `lo >= hi`).
#[derive(Clone, Copy, Debug)]
struct Span {
    lo: u32,
    hi: u32,
}

impl Span {
    const EMPTY: Span = Span {
        lo: u32::MAX,
        hi: 0,
    };

    #[inline]
    fn add(&mut self, index: u32) {
        self.lo = self.lo.min(index);
        self.hi = self.hi.max(index + 1);
    }

    fn hull(&mut self, other: Span) {
        self.lo = self.lo.min(other.lo);
        self.hi = self.hi.max(other.hi);
    }

    fn is_empty(&self) -> bool {
        self.lo >= self.hi
    }
}

/// Spans of one target's or run's records, per arena: ops, blocks,
/// regions, values.
type Spans = [Span; 4];

/// What the plan learns of one target: its records' spans and numbers per
/// arena, and its number of operations.
#[derive(Clone, Copy)]
struct Footprint {
    spans: Spans,
    counts: [usize; 4],
}

/// The slot index of an IR key (spans hold `u32`s).
#[inline(always)]
fn slot<K: slotmap::Key>(key: K) -> u32 {
    slot_index(key) as u32
}

/// A plan that holds (see the module docs): runs of targets, the bounds to
/// cut each arena at, and each run's span of target records per arena.
pub(super) struct InPlace {
    runs: Vec<std::ops::Range<usize>>,
    /// Per arena (ops, blocks, regions, values): the cuts between runs.
    bounds: [Vec<usize>; 4],
    /// Per arena, per run: the span holding exactly its targets' records.
    hulls: [Vec<(usize, usize)>; 4],
}

impl InPlace {
    /// The plan for rewriting targets of footprints `prints` on `threads`
    /// threads in place, if it holds.
    fn plan(prints: &[Footprint], vacant: &Vacant, threads: usize) -> Option<InPlace> {
        let sizes: Vec<usize> = prints.iter().map(|p| p.counts[0]).collect();
        let runs = super::parallel::split(&sizes, threads);
        if runs.len() < 2 {
            return None;
        }
        let mut bounds: [Vec<usize>; 4] = Default::default();
        let mut hulls: [Vec<(usize, usize)>; 4] = Default::default();
        let mut floor = [0usize; 4];
        for (k, run) in runs.iter().enumerate() {
            let mut hull = [Span::EMPTY; 4];
            let mut counts = [0usize; 4];
            for p in &prints[run.clone()] {
                for a in 0..4 {
                    hull[a].hull(p.spans[a]);
                    counts[a] += p.counts[a];
                }
            }
            for a in 0..4 {
                let (lo, hi) = if hull[a].is_empty() {
                    (floor[a], floor[a])
                } else {
                    (hull[a].lo as usize, hull[a].hi as usize)
                };
                // The run's records must lie above the previous cut, and
                // its span hold nothing else (records that only travel
                // with a run are not renamed on the way back).
                if lo < floor[a] {
                    return None;
                }
                let vacant = vacant.count_in(
                    a,
                    Span {
                        lo: lo as u32,
                        hi: hi as u32,
                    },
                );
                if hi - lo - vacant != counts[a] {
                    return None;
                }
                floor[a] = hi;
                hulls[a].push((lo, hi));
                if k + 1 < runs.len() {
                    bounds[a].push(hi);
                }
            }
        }
        Some(InPlace {
            runs,
            bounds,
            hulls,
        })
    }

    /// Rewrites `targets` on `threads` threads in place (see the module
    /// docs) and merges the results into `total`; `None` (nothing done) if
    /// the plan does not hold.
    pub(super) fn apply(
        ctx: &mut Context,
        targets: &[OpId],
        patterns: &FrozenPatternSet,
        config: &GreedyConfig,
        threads: usize,
        total: GreedyResult,
    ) -> Option<Result<GreedyResult, GreedyError>> {
        ctx.freeze_uniquer();
        // The forks are made while the targets are examined.
        let vacant = Vacant::of(ctx);
        let shared: &Context = ctx;
        let vacant = &vacant;
        let chunk = targets.len().div_ceil(threads).max(1);
        let made: Vec<(Context, Option<Vec<Footprint>>)> =
            on_threads(targets.chunks(chunk), |mine| {
                (shared.fork(), footprints(shared, mine, vacant))
            });
        let mut forks = Vec::with_capacity(made.len());
        let mut prints = Vec::with_capacity(targets.len());
        let mut whole = true;
        for (fork, p) in made {
            forks.push(fork);
            match p {
                Some(p) => prints.extend(p),
                None => whole = false,
            }
        }
        let plan = if whole {
            // One run per fork at most (fewer forks than threads when
            // there are few targets).
            Self::plan(&prints, vacant, forks.len())
        } else {
            None
        };
        let Some(plan) = plan else {
            drop(forks);
            ctx.thaw_uniquer();
            return None;
        };
        debug_assert!(plan.runs.len() <= forks.len());
        forks.truncate(plan.runs.len());
        Some(plan.run(ctx, forks, targets, patterns, config, total))
    }

    /// Runs the plan with `forks` (one per run) and merges the results
    /// into `total`.
    fn run(
        self,
        ctx: &mut Context,
        forks: Vec<Context>,
        targets: &[OpId],
        patterns: &FrozenPatternSet,
        config: &GreedyConfig,
        mut total: GreedyResult,
    ) -> Result<GreedyResult, GreedyError> {
        // The targets' links into the module, restored on the way back.
        let links: Vec<Links> = targets
            .iter()
            .map(|&t| {
                let d = &mut ctx.ops[t];
                Links {
                    parent: d.parent.take(),
                    prev: d.prev.take(),
                    next: d.next.take(),
                }
            })
            .collect();
        let base = ctx.unique_counts();
        let mut whole = ctx.take_arenas();
        let ends = whole.run_ends(&self.bounds);
        let (runs, offsets) = whole.split_runs(&self.bounds, &self.hulls);
        let views: Vec<RunView> = (0..self.runs.len())
            .map(|k| RunView::of(k, &offsets, &self.hulls))
            .collect();
        let identity = Translator::new(base);
        // Out: each thread renumbers its run if it was moved, and runs.
        let workers: Vec<(Context, Vec<Result<GreedyResult, GreedyError>>)> = on_threads(
            runs.into_iter().zip(forks).zip(&self.runs).zip(&views),
            |(((arenas, mut fork), run), view)| {
                fork.put_arenas(arenas);
                let down = Shifts::from_fn(|a| Shift::down(view.offsets[a]));
                if view.offsets.iter().any(|&o| o > 0) {
                    relocate(&mut fork, view.spans, &down, true, &identity);
                }
                let mine: Vec<OpId> = targets[run.clone()]
                    .iter()
                    .map(|&t| down.ops.key(t))
                    .collect();
                let mut results = Vec::with_capacity(run.len());
                for (i, &t) in mine.iter().enumerate() {
                    crate::ir::prefetch::prefetch_targets_ahead(&fork, &mine, i);
                    let r = apply_patterns_greedily(&mut fork, t, patterns, config);
                    let failed = r.is_err();
                    results.push(r);
                    if failed {
                        break;
                    }
                }
                (fork, results)
            },
        );
        // Back: what the forks uniqued, uniqued again here, in run order.
        let translators: Vec<Translator> = workers
            .iter()
            .map(|(fork, _)| {
                let mut tr = Translator::new(base);
                tr.translate_all(fork, ctx);
                tr
            })
            .collect();
        let shifts = shifts_of(&ends, &offsets, &workers);
        let (forks, results): (Vec<Context>, Vec<_>) = workers.into_iter().unzip();
        let back: Vec<Arenas> = on_threads(
            forks
                .into_iter()
                .zip(&translators)
                .zip(&shifts)
                .zip(&self.runs)
                .zip(&views),
            |((((mut fork, tr), shift), run), view)| {
                relocate(&mut fork, view.spans, &shift.shifts, shift.needed, tr);
                let down = Shift::down(view.offsets[0]);
                for (&t, l) in targets[run.clone()].iter().zip(&links[run.clone()]) {
                    let d = &mut fork.ops[down.key(t)];
                    d.parent = l.parent;
                    d.prev = l.prev;
                    d.next = l.next;
                }
                fork.take_arenas()
            },
        );
        drop(translators);
        whole.rejoin(back, &ends, &offsets);
        ctx.put_arenas(whole);
        ctx.thaw_uniquer();
        ctx.structure_epoch += 1;
        let mut first_error = None;
        for runs in results {
            for r in runs {
                match r {
                    Ok(r) => merge(&mut total, r),
                    Err(e) => {
                        first_error.get_or_insert(e);
                    }
                }
            }
        }
        match first_error {
            Some(e) => Err(e),
            None => Ok(total),
        }
    }
}

/// A target's links into its block.
struct Links {
    parent: Option<BlockId>,
    prev: Option<std::num::NonZeroU32>,
    next: Option<OpId>,
}

/// One run as its thread sees it, per arena (ops, blocks, regions,
/// values): the offset its slots are renumbered by, and the span of its
/// targets' records in those numbers.
struct RunView {
    offsets: [usize; 4],
    spans: [(usize, usize); 4],
}

impl RunView {
    fn of(k: usize, offsets: &RunEnds, hulls: &[Vec<(usize, usize)>; 4]) -> RunView {
        let offsets: [usize; 4] = std::array::from_fn(|a| offsets[a][k]);
        RunView {
            offsets,
            spans: std::array::from_fn(|a| {
                (hulls[a][k].0 - offsets[a], hulls[a][k].1 - offsets[a])
            }),
        }
    }
}

/// The vacant slots (free or retired) of each arena, sorted: how many lie
/// in a span is two binary searches.
pub(super) struct Vacant([Vec<u32>; 4]);

impl Vacant {
    pub(super) fn of(ctx: &Context) -> Vacant {
        let mut v = [
            ctx.ops.vacant_slots(),
            ctx.blocks.vacant_slots(),
            ctx.regions.vacant_slots(),
            ctx.values.vacant_slots(),
        ];
        for list in &mut v {
            list.sort_unstable();
        }
        Vacant(v)
    }

    fn count_in(&self, arena: usize, span: Span) -> usize {
        if span.is_empty() {
            return 0;
        }
        let list = &self.0[arena];
        list.partition_point(|&i| i < span.hi) - list.partition_point(|&i| i < span.lo)
    }
}

/// The footprints of `targets`; `None` if one is not self-contained.
fn footprints(ctx: &Context, targets: &[OpId], vacant: &Vacant) -> Option<Vec<Footprint>> {
    let mut ops = Vec::new();
    targets
        .iter()
        .map(|&t| footprint(ctx, t, vacant, &mut ops))
        .collect()
}

/// Target `t`'s footprint; `None` if its regions are not self-contained
/// (`t` itself must be movable, see `parallel::movable`). Each of
/// its spans must hold its records and nothing else (live), so that "in
/// the span" means "of the target" for the checks of operands, successors
/// and uses that follow (in the records just read: no table by slot).
fn footprint(ctx: &Context, t: OpId, vacant: &Vacant, ops: &mut Vec<OpId>) -> Option<Footprint> {
    // The target itself has no operands, successors or used results: the
    // caller checked (`parallel::movable`).
    let mut spans = [Span::EMPTY; 4];
    let mut counts = [0usize; 4];
    ops.clear();
    ops.push(t);
    let mut i = 0;
    // The records (operations, blocks, regions, values) and their spans...
    while i < ops.len() {
        let o = ops[i];
        i += 1;
        spans[0].add(slot(o));
        let d = &ctx.ops[o];
        counts[3] += d.results.len();
        for &r in d.results.iter() {
            spans[3].add(slot(r));
        }
        counts[2] += d.regions.len();
        for &r in d.regions.iter() {
            spans[2].add(slot(r));
            let blocks = &ctx.regions[r].blocks;
            counts[1] += blocks.len();
            for &b in blocks {
                spans[1].add(slot(b));
                let bd = &ctx.blocks[b];
                counts[3] += bd.args.len();
                for &a in bd.args.iter() {
                    spans[3].add(slot(a));
                }
                let mut cur = bd.first;
                while let Some(c) = cur {
                    ops.push(c);
                    cur = ctx.ops[c].next;
                }
            }
        }
    }
    counts[0] = ops.len();
    for a in 0..4 {
        let width = if spans[a].is_empty() {
            0
        } else {
            (spans[a].hi - spans[a].lo) as usize
        };
        if width - vacant.count_in(a, spans[a]) != counts[a] {
            return None;
        }
    }
    // ...then every operand, successor and use must stay inside.
    let inside = |span: Span, k: u32| span.lo <= k && k < span.hi;
    for &o in &ops[1..] {
        let d = &ctx.ops[o];
        if !d.operands.iter().all(|x| inside(spans[3], slot(x.value))) {
            return None;
        }
        if !d.successors.iter().all(|&b| inside(spans[1], slot(b))) {
            return None;
        }
        for &r in d.results.iter() {
            if !uses_inside(ctx, r, spans[0]) {
                return None;
            }
        }
        for &r in d.regions.iter() {
            for &b in &ctx.regions[r].blocks {
                for &a in ctx.blocks[b].args.iter() {
                    if !uses_inside(ctx, a, spans[0]) {
                        return None;
                    }
                }
            }
        }
    }
    Some(Footprint { spans, counts })
}

/// True if every user of `v` is in `ops` (a target's span of operations).
fn uses_inside(ctx: &Context, v: crate::ir::Value, ops: Span) -> bool {
    let mut cur = ctx.values[v].first_use;
    while let Some(u) = cur {
        let k = u.slot.get();
        if k < ops.lo || k >= ops.hi {
            return false;
        }
        cur = ctx.live_operand(u).next;
    }
    true
}

/// A context's four IR arenas, moved out of it for a parallel run.
pub(crate) struct Arenas {
    pub(crate) ops: Arena<OpId, crate::ir::OpData>,
    pub(crate) blocks: Arena<BlockId, crate::ir::BlockData>,
    pub(crate) regions: Arena<crate::ir::RegionId, crate::ir::RegionData>,
    pub(crate) values: Arena<crate::ir::Value, crate::ir::ValueData>,
}

/// Per arena (ops, blocks, regions, values), the end of each run when
/// split.
type RunEnds = [Vec<usize>; 4];

impl Arenas {
    fn run_ends(&self, bounds: &[Vec<usize>; 4]) -> RunEnds {
        let ends = [
            self.ops.end(),
            self.blocks.end(),
            self.regions.end(),
            self.values.end(),
        ];
        std::array::from_fn(|a| {
            let mut v = bounds[a].clone();
            v.push(ends[a]);
            v
        })
    }

    fn split_runs(
        &mut self,
        bounds: &[Vec<usize>; 4],
        keep: &[Vec<(usize, usize)>; 4],
    ) -> (Vec<Arenas>, RunEnds) {
        let (ops, o0) = self.ops.split_runs(&bounds[0], &keep[0]);
        let (blocks, o1) = self.blocks.split_runs(&bounds[1], &keep[1]);
        let (regions, o2) = self.regions.split_runs(&bounds[2], &keep[2]);
        let (values, o3) = self.values.split_runs(&bounds[3], &keep[3]);
        let runs = ops
            .into_iter()
            .zip(blocks)
            .zip(regions)
            .zip(values)
            .map(|(((ops, blocks), regions), values)| Arenas {
                ops,
                blocks,
                regions,
                values,
            })
            .collect();
        (runs, [o0, o1, o2, o3])
    }

    fn rejoin(&mut self, runs: Vec<Arenas>, ends: &RunEnds, offsets: &RunEnds) {
        let n = runs.len();
        let mut ops = Vec::with_capacity(n);
        let mut blocks = Vec::with_capacity(n);
        let mut regions = Vec::with_capacity(n);
        let mut values = Vec::with_capacity(n);
        for r in runs {
            ops.push(r.ops);
            blocks.push(r.blocks);
            regions.push(r.regions);
            values.push(r.values);
        }
        self.ops.rejoin(ops, &ends[0], &offsets[0]);
        self.blocks.rejoin(blocks, &ends[1], &offsets[1]);
        self.regions.rejoin(regions, &ends[2], &offsets[2]);
        self.values.rejoin(values, &ends[3], &offsets[3]);
    }
}

/// A fork's renumbering on the way back, and whether it changes any key.
struct ForkShift {
    shifts: Shifts,
    needed: bool,
}

/// How each fork's slots go back: a moved run's from its offset, the
/// slots it added past its run after the context's arenas' ends, in the
/// order [`Arena::rejoin`] appends them.
fn shifts_of(
    ends: &RunEnds,
    offsets: &RunEnds,
    workers: &[(Context, Vec<Result<GreedyResult, GreedyError>>)],
) -> Vec<ForkShift> {
    // Each fork's arenas' ends, as slot indexes of the whole.
    let now: RunEnds = std::array::from_fn(|a| {
        workers
            .iter()
            .enumerate()
            .map(|(k, (f, _))| {
                let end = match a {
                    0 => f.ops.end(),
                    1 => f.blocks.end(),
                    2 => f.regions.end(),
                    _ => f.values.end(),
                };
                end + offsets[a][k]
            })
            .collect()
    });
    let bases: RunEnds = std::array::from_fn(|a| shift_bases(&ends[a], &now[a]));
    let shift = |a: usize, k: usize| {
        let off = offsets[a][k];
        Shift {
            split: (ends[a][k] - off) as u32,
            below: off as u32,
            base: bases[a][k] as u32,
        }
    };
    (0..workers.len())
        .map(|k| {
            let shifts = Shifts::from_fn(|a| shift(a, k));
            // The last run's added slots stay where they are.
            let needed = (0..4).any(|a| {
                offsets[a][k] > 0 || (now[a][k] > ends[a][k] && bases[a][k] != ends[a][k])
            });
            ForkShift { shifts, needed }
        })
        .collect()
}
