//! The canonicalizer: MLIR's `-canonicalize` pass
//! (`mlir/lib/Transforms/Canonicalizer.cpp`, mlir 22) on the greedy driver.
//!
//! Its pattern set is every registered op's canonicalization patterns
//! (the ops of registered dialects with `hasCanonicalizer` or
//! `hasCanonicalizeMethod`, [`DialectDefinition::canonicalizers`]), added
//! in the order of MLIR's `getRegisteredOperations` — sorted by op name —
//! so that patterns of equal benefit keep MLIR's order. The driver runs
//! with the pass's configuration ([`CanonicalizerOptions`]): top-down
//! seeding, `Normal` region simplification, 10 iterations, no rewrite
//! limit, folding (with the dialects' constant materializers) and constant
//! uniquing and hoisting.
//!
//! [`Canonicalizer`] is the pass after MLIR's `initialize`: the frozen
//! pattern set, built once and run on any number of ops.
//!
//! [`DialectDefinition::canonicalizers`]: crate::DialectDefinition::canonicalizers

use super::greedy_result::GreedyError;
use crate::Context;
use crate::ir::OpId;

use super::greedy::apply_patterns_greedily;
use super::greedy_config::{GreedyConfig, GreedyTarget, RegionSimplification};
use super::greedy_result::GreedyResult;
use super::pattern_set::{FrozenPatternSet, RewritePatternSet};

/// The options of MLIR's canonicalizer pass (`-canonicalize{…}`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CanonicalizerOptions {
    /// `top-down`: seed the worklist in pre-order. Default true.
    pub top_down: bool,
    /// `region-simplify`. Default [`RegionSimplification::Normal`].
    pub region_simplification: RegionSimplification,
    /// `max-iterations` (`None`: no limit). Default 10.
    pub max_iterations: Option<u32>,
    /// `max-num-rewrites` per iteration (`None`: no limit, the default).
    pub max_num_rewrites: Option<u64>,
    /// `disable-patterns`: debug names (or labels) of patterns to leave
    /// out.
    pub disabled_patterns: Vec<String>,
    /// `enable-patterns`: if not empty, only these patterns are used.
    pub enabled_patterns: Vec<String>,
}

impl Default for CanonicalizerOptions {
    fn default() -> Self {
        CanonicalizerOptions {
            top_down: true,
            region_simplification: RegionSimplification::Normal,
            max_iterations: Some(10),
            max_num_rewrites: None,
            disabled_patterns: Vec::new(),
            enabled_patterns: Vec::new(),
        }
    }
}

impl CanonicalizerOptions {
    /// The greedy driver's configuration for these options (folding and
    /// constant CSE on, as in the pass).
    pub fn greedy_config(&self) -> GreedyConfig {
        GreedyConfig {
            top_down: self.top_down,
            max_iterations: self.max_iterations,
            max_num_rewrites: self.max_num_rewrites,
            region_simplification: self.region_simplification,
            fold: true,
            cse_constants: true,
            ..GreedyConfig::default()
        }
    }
}

/// Every registered op's canonicalization patterns, in MLIR's order (ops
/// sorted by name; each op's patterns in the order its hook adds them).
pub fn canonicalization_patterns(ctx: &Context) -> RewritePatternSet {
    let mut hooks: Vec<(&'static str, crate::op_definition::CanonicalizeFn)> = ctx
        .registered_dialects()
        .flat_map(|d| d.canonicalizers.iter().copied())
        .collect();
    hooks.sort_by(|a, b| a.0.cmp(b.0));
    hooks.dedup_by(|a, b| a.0 == b.0);
    let mut set = RewritePatternSet::new();
    for (_, add) in hooks {
        add(&mut set);
    }
    set
}

/// The canonicalizer pass, initialized: its frozen pattern set and driver
/// configuration.
#[derive(Debug)]
pub struct Canonicalizer {
    patterns: FrozenPatternSet,
    config: GreedyConfig,
}

impl Canonicalizer {
    /// Collects and freezes the canonicalization patterns of the dialects
    /// registered in `ctx` (register them first), filtered by `options`.
    pub fn new(ctx: &mut Context, options: &CanonicalizerOptions) -> Self {
        let set = canonicalization_patterns(ctx);
        let disabled: Vec<&str> = options
            .disabled_patterns
            .iter()
            .map(String::as_str)
            .collect();
        let enabled: Vec<&str> = options
            .enabled_patterns
            .iter()
            .map(String::as_str)
            .collect();
        Canonicalizer {
            patterns: FrozenPatternSet::with_filters(ctx, set, &disabled, &enabled),
            config: options.greedy_config(),
        }
    }

    /// The frozen pattern set.
    pub fn patterns(&self) -> &FrozenPatternSet {
        &self.patterns
    }

    /// The greedy driver's configuration.
    pub fn config(&self) -> &GreedyConfig {
        &self.config
    }

    /// Canonicalizes the regions of `target` (MLIR's pass runs on the op it
    /// is scheduled on: the module, or each `func.func` when nested).
    /// Canonicalization is best-effort: not converging is reported in the
    /// result, not as an error. Fails only if the target is stale.
    pub fn run(
        &self,
        ctx: &mut Context,
        target: impl Into<GreedyTarget>,
    ) -> Result<GreedyResult, GreedyError> {
        apply_patterns_greedily(ctx, target, &self.patterns, &self.config)
    }
}

/// Canonicalizes the regions of `op` with the canonicalization patterns of
/// the dialects registered in `ctx` (a [`Canonicalizer`] built and run
/// once).
pub fn canonicalize(
    ctx: &mut Context,
    op: OpId,
    options: &CanonicalizerOptions,
) -> Result<GreedyResult, GreedyError> {
    Canonicalizer::new(ctx, options).run(ctx, op)
}
