//! The greedy driver's configuration (MLIR's `GreedyRewriteConfig`) and
//! target.
//!
//! MLIR's options keep their names, defaults and meaning. Three limits are
//! not in MLIR, each stopping a run MLIR would let go on for ever or until
//! memory runs out, and each reported in
//! [`GreedyResult::stop`](super::GreedyResult::stop) with the patterns that
//! kept applying: the divergence fuse
//! ([`GreedyConfig::max_rewrites_per_op`]), the growth limit
//! ([`GreedyConfig::max_growth_factor`]), and the refusal of a success
//! that changed nothing (always on, see the `greedy` module docs). With the
//! defaults none of them trips on a run MLIR completes with its own
//! defaults, unless that run rewrites some operation more than a thousand
//! times in one pass or grows the IR sixteenfold.

use crate::ir::{OpId, RegionId};

/// How much region simplification runs after each pass (MLIR's
/// `GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RegionSimplification {
    /// None.
    Disabled,
    /// Unreachable blocks and dead code.
    Normal,
    /// Also merge identical blocks (the default).
    #[default]
    Aggressive,
}

/// Which operations may be put on the worklist (MLIR's
/// `GreedyRewriteStrictness`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Strictness {
    /// Any operation in the scope (the default).
    #[default]
    AnyOp,
    /// Operations that existed when the driver started, and new ones.
    ExistingAndNewOps,
    /// Only operations that existed when the driver started.
    ExistingOps,
}

/// Configuration of the greedy driver (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GreedyConfig {
    /// Seed the worklist top-down (pre-order) instead of bottom-up
    /// (post-order). Default false.
    pub top_down: bool,
    /// Maximum number of iterations; `None` for no limit. Default 10.
    pub max_iterations: Option<u32>,
    /// Maximum number of successful pattern applications per pass over the
    /// worklist; `None` for no limit (the default).
    pub max_num_rewrites: Option<u64>,
    /// Fold operations. Default true.
    pub fold: bool,
    /// Unique and hoist constants while seeding the worklist. Default true.
    pub cse_constants: bool,
    /// Region simplification level. Default aggressive.
    pub region_simplification: RegionSimplification,
    /// Worklist filter. Default [`Strictness::AnyOp`].
    pub strictness: Strictness,
    /// Record an [`ExplainEntry`](super::ExplainEntry) for every processed
    /// operation in [`GreedyResult::explain`](super::GreedyResult::explain).
    /// Default false.
    pub explain: bool,
    /// Divergence fuse (not in MLIR): a pass over the worklist stops once
    /// the pattern applications and in-place folds it performed exceed this
    /// number times the number of operations it was seeded with (plus
    /// one; with [`Strictness::AnyOp`], the operations walked to seed it,
    /// whether the driver queued them or not); the driver then stops and
    /// reports
    /// [`GreedyResult::budget_exhausted`](super::GreedyResult::budget_exhausted)
    /// and [`StopReason::RewriteBudget`](super::StopReason::RewriteBudget).
    /// `None` disables the fuse. Default 1000.
    pub max_rewrites_per_op: Option<u32>,
    /// Growth limit (not in MLIR): the driver stops, reporting
    /// [`StopReason::GrowthLimit`](super::StopReason::GrowthLimit), once
    /// the context holds more than this factor times
    /// max(operations in the region at the start, [`GROWTH_FLOOR`])
    /// operations beyond those it held at the start (checked each time an
    /// operation is inserted; the pass then ends, new operations no longer
    /// queued). It stops a runaway pattern (one that adds an operation each
    /// time it applies) while memory is still a small multiple of the
    /// input's, where the divergence fuse alone would let the IR grow a
    /// thousandfold. `None` disables it. Default 16.
    pub max_growth_factor: Option<u32>,
    /// Collect per-pattern statistics (attempts, successes, failures by
    /// reason, time) in [`GreedyResult::statistics`](super::GreedyResult::statistics).
    /// Default false: they cost a clock read per attempt and make
    /// patterns format their failure reasons.
    pub statistics: bool,
}

/// The smallest operation count the growth limit is relative to (see
/// [`GreedyConfig::max_growth_factor`]): a small input may still grow to
/// a few ten thousand operations.
pub const GROWTH_FLOOR: usize = 4096;

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: false,
            max_iterations: Some(10),
            max_num_rewrites: None,
            fold: true,
            cse_constants: true,
            region_simplification: RegionSimplification::Aggressive,
            strictness: Strictness::AnyOp,
            explain: false,
            max_rewrites_per_op: Some(1000),
            max_growth_factor: Some(16),
            statistics: false,
        }
    }
}

/// What the greedy driver should rewrite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GreedyTarget {
    /// Each region of this operation, separately (the operation itself is
    /// never rewritten).
    Op(OpId),
    /// This region.
    Region(RegionId),
}

impl From<OpId> for GreedyTarget {
    fn from(op: OpId) -> Self {
        GreedyTarget::Op(op)
    }
}

impl From<RegionId> for GreedyTarget {
    fn from(region: RegionId) -> Self {
        GreedyTarget::Region(region)
    }
}
