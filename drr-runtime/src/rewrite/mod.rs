//! Rewriting: MLIR's pattern-rewrite infrastructure over the runtime IR.
//!
//! - [`PatternRewriter`] (`rewriter`): the verbs patterns use to change the
//!   IR (create at the insertion point, replace, erase, modify in place,
//!   move, inline blocks), each reported to a [`Listener`] (`listener`).
//! - [`RewritePattern`] (`pattern`): a pattern rooted at an operation name
//!   or at any operation, with a benefit and a `match_and_rewrite`.
//! - [`RewritePatternSet`] / [`FrozenPatternSet`] (`pattern_set`): pattern
//!   collection, and its frozen form bucketed by root name and sorted by
//!   benefit.
//! - [`apply_patterns_greedily`] (`greedy`): the greedy driver, MLIR 22's
//!   `applyPatternsGreedily`, configured by [`GreedyConfig`]
//!   (`greedy_config`), reporting a [`GreedyResult`] or a [`GreedyError`]
//!   (`greedy_result`), recovering from panics in user code
//!   (`greedy_panic`); it uses the LIFO `worklist`, dead-code removal
//!   (`trivially_dead`), folding and constant uniquing (`folder`), region
//!   simplification (`region_simplify` and `block_merge`, over the
//!   block-graph traversals of `cfg`), the recorded post-order walk both
//!   share (`op_order`), an optional trace (`explain`) and per-pattern
//!   statistics (`statistics`).
//! - [`apply_patterns_greedily_per_op`] (`parallel`): the driver on each
//!   of a list of isolated ops (a module's functions), on N threads with
//!   the output of the run in turn; its module docs give the design
//!   (per-thread forks of the context, record-by-record copies) and its
//!   cost. A frozen set keeps the driver's tables of finished runs for
//!   the next ones (`DriverBuffers` in `greedy`).
//! - [`canonicalize`] / [`Canonicalizer`] (`canonicalize`): MLIR's
//!   canonicalizer pass: every registered op's canonicalization patterns
//!   on the greedy driver configured as `-canonicalize`.
//!
//! Semantics follow MLIR's sources (GreedyPatternRewriteDriver.cpp,
//! PatternApplicator.cpp, FrozenRewritePatternSet.cpp, PatternMatch.cpp,
//! FoldUtils.cpp, SideEffectInterfaces.cpp, RegionUtils.cpp), so that the
//! order of rewrites, and therefore the output, matches mlir-opt's. Each
//! file's docs state its representation invariants and where it departs
//! from MLIR.

mod block_merge;
mod canonicalize;
mod cfg;
mod cse;
mod explain;
mod folder;
mod greedy;
mod greedy_config;
mod greedy_panic;
mod greedy_result;
pub(crate) mod in_place;
mod listener;
mod op_order;
mod parallel;
mod pattern;
mod pattern_set;
mod redundant_args;
mod region_simplify;
mod rewriter;
mod statistics;
mod trivially_dead;
mod worklist;

pub use block_merge::merge_identical_blocks;
pub use canonicalize::{
    Canonicalizer, CanonicalizerOptions, canonicalization_patterns, canonicalize,
};
pub use cse::{CseStatistics, eliminate_common_subexpressions};
pub use explain::{ExplainEntry, ExplainOutcome, PatternAttempt};
pub use folder::{
    FoldStatus, OperationFolder, constant_value, fold_op, insertion_region, is_constant_like,
    operand_constants,
};
pub use greedy::{apply_patterns_greedily, apply_patterns_greedily_with_listener};
pub use greedy_config::{
    GROWTH_FLOOR, GreedyConfig, GreedyTarget, RegionSimplification, Strictness,
};
pub use greedy_result::{
    FAILED_AFTER_CHANGE, GreedyError, GreedyResult, GreedyStop, NO_CHANGE, PatternError,
    PatternFiring, PatternPanic, StopReason,
};
pub use listener::{InsertPoint, Listener, NoopListener, ResultTakeover};
pub use parallel::{apply_patterns_greedily_per_op, isolated_children};
pub use pattern::{
    DebugNamed, FnPattern, IMPOSSIBLE_TO_MATCH, MatchFailure, MatchResult, OwnedRoot,
    PatternBenefit, PatternRoot, RewritePattern,
};
pub use pattern_set::{ApplicablePatterns, FrozenPatternSet, PatternId, RewritePatternSet};
pub use redundant_args::drop_redundant_arguments;
pub use region_simplify::{erase_unreachable_blocks, run_region_dce, simplify_regions};
pub use rewriter::PatternRewriter;
pub(crate) use rewriter::Takeover;
pub use statistics::{FailureCount, PatternStatistics, StatisticsTable};
pub use trivially_dead::{is_op_trivially_dead, would_op_be_trivially_dead};
