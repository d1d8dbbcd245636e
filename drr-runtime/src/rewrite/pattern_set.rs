//! Pattern sets: [`RewritePatternSet`] collects patterns,
//! [`FrozenPatternSet`] is the immutable, dispatch-ready form (MLIR's
//! `FrozenRewritePatternSet` plus the sorting of `PatternApplicator`).
//!
//! Invariants of a frozen set:
//! - patterns disabled by the filters or with benefit
//!   [`IMPOSSIBLE_TO_MATCH`](super::pattern::IMPOSSIBLE_TO_MATCH) are not
//!   kept;
//! - `by_op[n]` lists the patterns rooted at the operation name with id `n`
//!   and `any_op` the patterns rooted at any operation; each list is
//!   stable-sorted by decreasing benefit, so ties keep insertion order;
//! - operation names are those of the context the set was frozen with; a
//!   name interned later has no op-specific patterns.
//!
//! [`FrozenPatternSet::patterns_for`] merges the op-specific list and the
//! any-op list in decreasing benefit order; on a tie the op-specific pattern
//! comes first (MLIR's `PatternApplicator::matchAndRewrite`: only a strictly
//! higher benefit takes an any-op pattern first).

use std::fmt;

use crate::Context;
use crate::ir::OpId;
use crate::op_definition::OpName;

use super::greedy::DriverBuffers;
use super::pattern::{
    DebugNamed, FnPattern, IMPOSSIBLE_TO_MATCH, MatchResult, OwnedRoot, PatternBenefit,
    PatternRoot, RewritePattern,
};
use super::rewriter::PatternRewriter;
use std::sync::Mutex;

/// Most driver buffers a pattern set keeps (see
/// [`FrozenPatternSet::put_driver_buffers`]).
const MAX_POOLED: usize = 64;

/// A growable collection of patterns (MLIR's `RewritePatternSet`).
#[derive(Default)]
pub struct RewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl fmt::Debug for RewritePatternSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.patterns.iter().map(|p| p.debug_name()))
            .finish()
    }
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds `pattern` under the debug name `name` (MLIR's
    /// `Pattern::setDebugName`; see [`DebugNamed`]).
    pub fn add_named(
        &mut self,
        name: impl Into<std::borrow::Cow<'static, str>>,
        pattern: impl RewritePattern + 'static,
    ) -> &mut Self {
        self.add(DebugNamed::new(name, pattern))
    }

    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, pattern: Box<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// Adds a pattern made of a closure rooted at `root` (an operation name,
    /// an [`OpName`], or [`OwnedRoot::Any`]).
    pub fn add_fn<F>(
        &mut self,
        root: impl Into<OwnedRoot>,
        benefit: PatternBenefit,
        debug_name: impl Into<String>,
        f: F,
    ) -> &mut Self
    where
        F: Fn(OpId, &mut PatternRewriter<'_>) -> MatchResult + Send + Sync + 'static,
    {
        self.add(FnPattern::new(root, benefit, debug_name, f))
    }

    /// Moves every pattern of `other` into this set, after the existing ones.
    pub fn extend(&mut self, other: RewritePatternSet) -> &mut Self {
        self.patterns.extend(other.patterns);
        self
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// True if the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns, in insertion order.
    pub fn patterns(&self) -> &[Box<dyn RewritePattern>] {
        &self.patterns
    }

    /// Freezes the set for `ctx` (see [`FrozenPatternSet::new`]).
    pub fn freeze(self, ctx: &mut Context) -> FrozenPatternSet {
        FrozenPatternSet::new(ctx, self)
    }
}

/// The index of a pattern in a [`FrozenPatternSet`].
pub type PatternId = u32;

/// An immutable pattern set, bucketed by root operation name and sorted by
/// benefit (see the module docs for its invariants).
pub struct FrozenPatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
    benefits: Vec<PatternBenefit>,
    by_op: Vec<Vec<PatternId>>,
    any_op: Vec<PatternId>,
    /// The greedy driver's tables of finished runs, for the next runs
    /// with this set (one per run at a time: runs on several threads each
    /// take their own).
    driver_pool: Mutex<Vec<DriverBuffers>>,
    /// The [`Context::name_origin`] of the context the set was frozen
    /// with: its buckets are indexed by that context's operation names.
    name_origin: u32,
}

impl fmt::Debug for FrozenPatternSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FrozenPatternSet")
            .field("patterns", &self.patterns.len())
            .field("any_op", &self.any_op.len())
            .finish_non_exhaustive()
    }
}

impl FrozenPatternSet {
    /// `Ok` if the set was frozen with `ctx` (or a context sharing its
    /// operation names): its root names are `ctx`'s.
    pub(crate) fn check_context(&self, ctx: &Context) -> Result<(), crate::IrError> {
        if self.name_origin == ctx.name_origin() {
            Ok(())
        } else {
            Err(crate::IrError::ForeignHandle {
                kind: "frozen pattern set",
            })
        }
    }

    /// Freezes `set` for `ctx`: root names are interned in `ctx`, patterns
    /// that can never match are dropped, buckets are sorted. The set then
    /// belongs to `ctx`: the greedy driver refuses it on another context
    /// ([`IrError::ForeignHandle`](crate::IrError::ForeignHandle)), whose
    /// operation names are numbered differently.
    pub fn new(ctx: &mut Context, set: RewritePatternSet) -> Self {
        Self::with_filters(ctx, set, &[], &[])
    }

    /// Like [`FrozenPatternSet::new`], keeping only patterns whose debug
    /// name or a debug label is in `enabled` (when `enabled` is not empty)
    /// and dropping those whose name or a label is in `disabled`.
    pub fn with_filters(
        ctx: &mut Context,
        set: RewritePatternSet,
        disabled: &[&str],
        enabled: &[&str],
    ) -> Self {
        let mut frozen = FrozenPatternSet {
            patterns: Vec::with_capacity(set.patterns.len()),
            benefits: Vec::with_capacity(set.patterns.len()),
            by_op: Vec::new(),
            any_op: Vec::new(),
            driver_pool: Mutex::new(Vec::new()),
            name_origin: ctx.name_origin(),
        };
        for pattern in set.patterns {
            let named = |labels: &[&str]| {
                labels.contains(&pattern.debug_name())
                    || pattern.debug_labels().iter().any(|l| labels.contains(l))
            };
            if !enabled.is_empty() && !named(enabled) {
                continue;
            }
            if named(disabled) {
                continue;
            }
            let benefit = pattern.benefit();
            if benefit == IMPOSSIBLE_TO_MATCH {
                continue;
            }
            let root = match pattern.root() {
                PatternRoot::Name(name) => Some(ctx.op_name(name)),
                PatternRoot::Op(name) => Some(name),
                PatternRoot::Any => None,
            };
            let id = frozen.patterns.len() as PatternId;
            frozen.patterns.push(pattern);
            frozen.benefits.push(benefit);
            match root {
                Some(name) => {
                    let index = name.0 as usize;
                    if frozen.by_op.len() <= index {
                        frozen.by_op.resize_with(index + 1, Vec::new);
                    }
                    frozen.by_op[index].push(id);
                }
                None => frozen.any_op.push(id),
            }
        }
        let benefits = &frozen.benefits;
        for bucket in &mut frozen.by_op {
            bucket.sort_by_key(|&id| std::cmp::Reverse(benefits[id as usize]));
        }
        frozen
            .any_op
            .sort_by_key(|&id| std::cmp::Reverse(benefits[id as usize]));
        frozen
    }

    /// Number of patterns kept.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// True if no pattern was kept.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The pattern with index `id`.
    ///
    /// # Panics
    /// If `id` is not an index of this set.
    pub fn pattern(&self, id: PatternId) -> &dyn RewritePattern {
        &*self.patterns[id as usize]
    }

    /// The benefit of pattern `id`.
    ///
    /// # Panics
    /// If `id` is not an index of this set.
    pub fn benefit(&self, id: PatternId) -> PatternBenefit {
        self.benefits[id as usize]
    }

    /// The patterns rooted at `name`, by decreasing benefit.
    pub fn op_specific(&self, name: OpName) -> &[PatternId] {
        self.by_op
            .get(name.0 as usize)
            .map_or(&[], |b| b.as_slice())
    }

    /// The patterns rooted at any operation, by decreasing benefit.
    pub fn any_op(&self) -> &[PatternId] {
        &self.any_op
    }

    /// Buffers for a greedy driver run with this set: a pooled one if
    /// any (see [`DriverBuffers`]).
    pub(crate) fn take_driver_buffers(&self, ctx: &Context) -> DriverBuffers {
        // Preferably the buffers a run on the same context gave back: their
        // dispatch is reused as is. (Threads of the parallel driver share
        // the pool, each with a context of its own: taking the last buffers
        // given back would swap them between threads at every function and
        // rebuild the dispatch each time.)
        let id = ctx.instance_id();
        self.driver_pool
            .lock()
            .ok()
            .and_then(|mut pool| {
                // The last given back first (one thread: always it).
                let last = pool.len().checked_sub(1)?;
                let i = if pool[last].context() == Some(id) {
                    last
                } else {
                    pool.iter()
                        .rposition(|b| b.context() == Some(id))
                        .unwrap_or(last)
                };
                Some(pool.swap_remove(i))
            })
            .unwrap_or_default()
    }

    /// Gives the buffers of a finished run back to the pool (dropped if
    /// large, or if the pool already holds one per thread that could
    /// use it).
    pub(crate) fn put_driver_buffers(&self, buffers: DriverBuffers) {
        if !buffers.worth_keeping() {
            return;
        }
        if let Ok(mut pool) = self.driver_pool.lock()
            && pool.len() < MAX_POOLED
        {
            pool.push(buffers);
        }
    }

    /// The patterns to try on an operation named `name`, in application
    /// order (see the module docs).
    pub fn patterns_for(&self, name: OpName) -> ApplicablePatterns<'_> {
        ApplicablePatterns {
            benefits: &self.benefits,
            op: self.op_specific(name),
            any: &self.any_op,
        }
    }
}

/// Iterator over the patterns applicable to one operation name, merging
/// the op-specific and any-op lists by benefit.
#[derive(Clone, Debug)]
pub struct ApplicablePatterns<'a> {
    benefits: &'a [PatternBenefit],
    op: &'a [PatternId],
    any: &'a [PatternId],
}

impl Iterator for ApplicablePatterns<'_> {
    type Item = PatternId;
    #[inline]
    fn next(&mut self) -> Option<PatternId> {
        // Most sets have no any-op pattern: no merge needed.
        if self.any.is_empty() {
            let (&first, rest) = self.op.split_first()?;
            self.op = rest;
            return Some(first);
        }
        let take_any = match (self.op.first(), self.any.first()) {
            (Some(&o), Some(&a)) => self.benefits[o as usize] < self.benefits[a as usize],
            (None, Some(_)) => true,
            (Some(_), None) => false,
            (None, None) => return None,
        };
        let list = if take_any {
            &mut self.any
        } else {
            &mut self.op
        };
        let (&first, rest) = list.split_first()?;
        *list = rest;
        Some(first)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.op.len() + self.any.len();
        (n, Some(n))
    }
}

impl ExactSizeIterator for ApplicablePatterns<'_> {}
