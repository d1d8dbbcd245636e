//! The greedy driver's "explain" trace: for every operation taken off the
//! worklist, what happened to it and, for each pattern tried, why it did
//! not apply — the information MLIR prints with
//! `-debug-only=greedy-rewriter`.
//!
//! Entries are recorded only when [`GreedyConfig::explain`] is set, in
//! processing order. Names are copied as strings because the operations may
//! be erased afterwards.
//!
//! [`GreedyConfig::explain`]: super::GreedyConfig::explain

use std::fmt;

use crate::ir::OpId;

use super::pattern::{MatchFailure, PatternBenefit};

/// One pattern tried on an operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternAttempt {
    /// The pattern's debug name (may be empty).
    pub pattern: String,
    /// Its benefit.
    pub benefit: PatternBenefit,
    /// `Ok` if it applied, else why not.
    pub result: Result<(), MatchFailure>,
}

/// What the driver did with an operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExplainOutcome {
    /// Erased: its results were unused and it has no side effects.
    TriviallyDead,
    /// Folded: updated in place, or replaced by values/constants.
    Folded {
        /// True for an in-place fold.
        in_place: bool,
    },
    /// A pattern applied (the last attempt).
    PatternApplied,
    /// Nothing applied.
    NoChange,
    /// A pattern that reported failure erased the operation anyway; the
    /// remaining patterns were skipped.
    ErasedByFailedPattern,
}

/// The record of one operation taken off the worklist.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplainEntry {
    /// The driver iteration (1-based).
    pub iteration: u32,
    /// The operation (possibly erased since).
    pub op: OpId,
    /// Its name when it was processed.
    pub op_name: String,
    /// The patterns tried, in order.
    pub attempts: Vec<PatternAttempt>,
    /// The outcome.
    pub outcome: ExplainOutcome,
}

impl fmt::Display for ExplainEntry {
    /// Renders the entry like MLIR's greedy-rewriter debug log.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Processing operation : '{}' {{", self.op_name)?;
        for a in &self.attempts {
            writeln!(
                f,
                "  * Pattern {} : '{}' (benefit {}) {{",
                a.pattern, self.op_name, a.benefit
            )?;
            match &a.result {
                Ok(()) => writeln!(f, "  }} -> success : pattern applied successfully")?,
                Err(e) => {
                    writeln!(f, "    ** Match Failure : {}", e.reason())?;
                    writeln!(f, "  }} -> failure : pattern failed to match")?;
                }
            }
        }
        match self.outcome {
            ExplainOutcome::TriviallyDead => {
                writeln!(f, "}} -> success : operation is trivially dead")
            }
            ExplainOutcome::Folded { .. } => writeln!(f, "}} -> success : operation was folded"),
            ExplainOutcome::PatternApplied => {
                writeln!(f, "}} -> success : at least one pattern matched")
            }
            ExplainOutcome::NoChange => {
                writeln!(f, "}} -> failure : all patterns failed to match")
            }
            ExplainOutcome::ErasedByFailedPattern => {
                writeln!(f, "}} -> failure : operation erased by a failed pattern")
            }
        }
    }
}
