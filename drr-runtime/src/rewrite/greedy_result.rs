//! What the greedy driver reports: [`GreedyResult`] for a run that ended
//! (converged or stopped by a limit, with the reason and the patterns
//! that kept applying), and [`GreedyError`] for a run that could not start
//! or was interrupted by a panic in user code.

use std::fmt;

use crate::error::IrError;

use super::explain::ExplainEntry;
use super::statistics::{PatternStatistics, StatisticsTable};

/// A pattern that gave up with an [`IrError`] (possibly after changing the
/// IR, which the driver cannot undo), or that misbehaved in a way the
/// driver caught (returned success without changing the IR).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternError {
    /// The pattern's debug name.
    pub pattern: String,
    /// The name of the operation it was applied to.
    pub op_name: String,
    /// The error.
    pub error: IrError,
}

/// The error recorded for a pattern that returned success without any
/// change notified through the rewriter (see the `greedy` module docs). A
/// pattern that changed the IR through `ctx_mut()` lands here too: its
/// message names the cure.
pub const NO_CHANGE: IrError = IrError::Invalid(
    "the pattern returned success without changing the IR through the rewriter (treated as a failure; \
     a change made through `ctx_mut()` must be announced with `PatternRewriter::notify_unobserved_change`)",
);

/// The error recorded for a pattern that returned a failure after changing
/// the IR through the rewriter (see the `greedy` module docs): a pattern
/// must check everything before its first change. Its changes stay.
pub const FAILED_AFTER_CHANGE: IrError = IrError::Invalid(
    "the pattern returned a failure after changing the IR (a pattern must check everything before its first change; the change stays)",
);

/// Why the driver stopped before the IR stopped changing.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum StopReason {
    /// [`GreedyConfig::max_iterations`](super::GreedyConfig::max_iterations)
    /// iterations ran and the last one still changed the IR.
    IterationLimit {
        /// The limit.
        max: u32,
    },
    /// The divergence fuse
    /// ([`GreedyConfig::max_rewrites_per_op`](super::GreedyConfig::max_rewrites_per_op))
    /// stopped a pass: patterns kept rewriting the operations they created.
    RewriteBudget {
        /// The number of rewrites and in-place folds the pass was allowed.
        budget: u64,
    },
    /// The growth limit
    /// ([`GreedyConfig::max_growth_factor`](super::GreedyConfig::max_growth_factor))
    /// was passed: patterns kept adding operations.
    GrowthLimit {
        /// Operations in the context when the driver started.
        ops_at_start: usize,
        /// Operations in the context when it stopped.
        ops: usize,
        /// The limit that was passed.
        limit: usize,
    },
    /// The operation owning the rewritten region was erased by a pattern.
    ScopeErased,
}

impl fmt::Display for StopReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StopReason::IterationLimit { max } => write!(
                f,
                "the iteration limit ({max}) was reached with the IR still changing"
            ),
            StopReason::RewriteBudget { budget } => write!(
                f,
                "the rewrite budget of one pass ({budget} rewrites) was used up: \
                 patterns keep rewriting what they produce"
            ),
            StopReason::GrowthLimit {
                ops_at_start,
                ops,
                limit,
            } => write!(
                f,
                "the number of operations passed the growth limit ({limit}; {ops_at_start} at \
                 the start, {ops} at the stop): patterns keep adding operations"
            ),
            StopReason::ScopeErased => write!(f, "the rewritten region's operation was erased"),
        }
    }
}

/// A pattern that applied during the last pass before the driver stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternFiring {
    /// The pattern's debug name (`<unnamed #N>` for a pattern without
    /// one, `N` its index in the frozen set).
    pub pattern: String,
    /// How many times it applied in that pass.
    pub applications: u64,
}

/// Why and where the driver stopped without converging.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GreedyStop {
    /// Why.
    pub reason: StopReason,
    /// The iteration (1-based) during which it stopped.
    pub iteration: u32,
    /// The patterns that applied during that iteration, most applications
    /// first: the ones that kept firing.
    pub firing: Vec<PatternFiring>,
    /// Folds and dead-code removals also changed the IR during it.
    pub other_changes: bool,
}

impl fmt::Display for GreedyStop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the greedy driver did not converge: {} (iteration {})",
            self.reason, self.iteration
        )?;
        if !self.firing.is_empty() {
            f.write_str("; patterns applied in that iteration: ")?;
            for (i, p) in self.firing.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                let times = if p.applications == 1 { "time" } else { "times" };
                write!(f, "`{}` ({} {times})", p.pattern, p.applications)?;
            }
        }
        if self.other_changes {
            f.write_str("; folding or dead-code removal also changed the IR")?;
        }
        Ok(())
    }
}

/// The outcome of a greedy rewrite.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GreedyResult {
    /// True if the last iteration changed nothing (MLIR returns
    /// `success()`); false when a limit stopped the driver first (see
    /// [`GreedyResult::stop`]).
    pub converged: bool,
    /// True if an iteration reported a change (MLIR's `changed` out
    /// parameter). As in MLIR, changes made while seeding the worklist
    /// (constant uniquing and hoisting) do not count: a run that only
    /// de-duplicates constants reports `false`.
    pub changed: bool,
    /// Iterations run (the maximum over the target's regions).
    pub iterations: u32,
    /// Successful pattern applications, over all iterations and regions
    /// (folds and dead-code removal not included).
    pub num_rewrites: u64,
    /// The explain trace (empty unless
    /// [`GreedyConfig::explain`](super::GreedyConfig::explain)).
    pub explain: Vec<ExplainEntry>,
    /// Patterns that failed with an IR error, or returned success without
    /// changing anything (once per pattern, with [`NO_CHANGE`]).
    pub pattern_errors: Vec<PatternError>,
    /// True if the divergence fuse stopped the driver (see
    /// [`GreedyConfig::max_rewrites_per_op`](super::GreedyConfig::max_rewrites_per_op));
    /// `converged` is false then.
    pub budget_exhausted: bool,
    /// Why the driver stopped without converging (`None` if it converged),
    /// naming the patterns that kept applying; for several regions, the
    /// first region's that did not converge.
    pub stop: Option<GreedyStop>,
    /// Per-pattern statistics, one entry per pattern of the set in its
    /// order (empty unless
    /// [`GreedyConfig::statistics`](super::GreedyConfig::statistics)); see
    /// [`GreedyResult::statistics_table`].
    pub statistics: Vec<PatternStatistics>,
}

impl GreedyResult {
    /// The statistics as a table, one line per pattern that was tried
    /// (most attempts first), with its failures by reason below it.
    pub fn statistics_table(&self) -> StatisticsTable<'_> {
        StatisticsTable(&self.statistics)
    }
}

/// Why [`apply_patterns_greedily`](super::apply_patterns_greedily) failed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GreedyError {
    /// The target is stale or comes from another context.
    Ir(IrError),
    /// User code (a pattern, a NativeCodeCall or constraint it runs, a
    /// fold hook, a listener) panicked; the driver stopped.
    Panicked(Box<PatternPanic>),
}

impl From<IrError> for GreedyError {
    fn from(error: IrError) -> Self {
        GreedyError::Ir(error)
    }
}

impl fmt::Display for GreedyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GreedyError::Ir(e) => e.fmt(f),
            GreedyError::Panicked(p) => p.fmt(f),
        }
    }
}

impl std::error::Error for GreedyError {}

/// A panic in user code caught by the greedy driver.
///
/// When the panic came from a pattern application or a fold, the
/// operations that application had created were erased again (as far as
/// nothing else uses them: those are counted in `kept`), so that the IR is
/// as the last completed step left it; whatever the application changed
/// in existing operations before panicking stays (DRR patterns change
/// nothing before every check has passed, and replace their root last).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternPanic {
    /// The pattern being applied (its debug name), if the panic came from
    /// a pattern application.
    pub pattern: Option<String>,
    /// What the driver was doing: `applying a pattern`, `folding`,
    /// `erasing a trivially dead operation`, `seeding the worklist` or
    /// `simplifying regions`.
    pub during: &'static str,
    /// The name of the operation being processed, if any.
    pub op_name: Option<String>,
    /// Its location, printed (`loc("f.mlir":4:10)`), if any.
    pub location: Option<String>,
    /// The panic's message (`<non-string panic payload>` if it was not a
    /// string).
    pub message: String,
    /// Operations created by the interrupted step and erased again.
    pub undone: usize,
    /// Operations created by the interrupted step that could not be erased
    /// (something else uses them) and stay in the IR.
    pub kept: usize,
}

impl fmt::Display for PatternPanic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.pattern {
            Some(p) => write!(f, "pattern `{p}` panicked")?,
            None => write!(f, "user code panicked while {}", self.during)?,
        }
        if let Some(name) = &self.op_name {
            write!(f, " on '{name}'")?;
        }
        if let Some(loc) = &self.location {
            write!(f, " at {loc}")?;
        }
        write!(f, ": {}", self.message)?;
        if self.undone > 0 || self.kept > 0 {
            write!(
                f,
                " ({} operation(s) it had created erased, {} kept because they are used)",
                self.undone, self.kept
            )?;
        }
        Ok(())
    }
}
