//! The greedy driver's "explain" trace: for every operation taken off the
//! worklist, what happened to it and, for each pattern tried, why it did
//! not apply — the information MLIR prints with
//! `-debug-only=greedy-rewriter`.
//!
//! Entries are recorded only when [`GreedyConfig::explain`] is set, in
//! processing order. Names are copied as strings because the operations may
//! be erased afterwards. Each entry identifies its operation by its
//! location and its head as printed when it was processed
//! (`%3 = "ta.add"(%1, %2)`): the values are numbered as the printer
//! numbers them within the closest enclosing operation that is isolated
//! from above (a function), as mlir-opt prints an operation on its own
//! with `--mlir-print-local-scope`.
//!
//! The numbering is computed once per change of the IR (the driver's
//! notification count) and enclosing operation ([`OpNamer`]); an enclosing
//! operation holding more than [`NAMING_LIMIT`] operations is numbered
//! once only, and the heads of operations in it print `%?` instead of
//! numbers (renumbering it after every rewrite would make the trace of a
//! large function quadratic).
//!
//! [`GreedyConfig::explain`]: super::GreedyConfig::explain

use std::fmt;
use std::fmt::Write as _;

use rustc_hash::FxHashSet;

use crate::Context;
use crate::ir::OpId;
use crate::op_definition::OpTraits;
use crate::text::ssa_names::{SsaNames, ValueName};

use super::pattern::{MatchFailure, PatternBenefit};

/// Operations an enclosing operation may hold for its values to be
/// renumbered after every change (see the module docs).
pub const NAMING_LIMIT: usize = 20_000;

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
    /// Its location, printed (`loc("f.mlir":4:10)`).
    pub location: String,
    /// Its head when it was processed: results, name, operands and
    /// successors, e.g. `%3 = "ta.add"(%1, %2)` (see the module docs).
    pub head: String,
    /// The patterns tried, in order.
    pub attempts: Vec<PatternAttempt>,
    /// The outcome.
    pub outcome: ExplainOutcome,
}

impl fmt::Display for ExplainEntry {
    /// Renders the entry like MLIR's greedy-rewriter debug log, with the
    /// operation's location and head.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Processing operation : '{}' at {} {{",
            self.op_name, self.location
        )?;
        writeln!(f, "  {}", self.head)?;
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

/// Names operations for the explain trace (see the module docs): caches the
/// numbering of the last enclosing operation asked about.
#[derive(Default)]
pub(crate) struct OpNamer {
    /// The numbering root, the driver's notification count it was
    /// computed at, and its names.
    cache: Option<(OpId, u64, SsaNames)>,
    /// Roots found to hold more than [`NAMING_LIMIT`] operations.
    large: FxHashSet<OpId>,
}

impl OpNamer {
    /// The printed location and head of the live operation `op`, the IR
    /// being as it was after `stamp` notifications.
    pub(crate) fn describe(&mut self, ctx: &Context, op: OpId, stamp: u64) -> (String, String) {
        let location = crate::text::print_location(ctx, ctx.op(op).loc());
        let root = numbering_root(ctx, op);
        let names = if self.large.contains(&root) {
            None
        } else {
            let fresh = !matches!(&self.cache, Some((r, s, _)) if *r == root && *s == stamp);
            if fresh {
                let names = SsaNames::compute(ctx, root);
                if names.num_ops > NAMING_LIMIT {
                    self.large.insert(root);
                }
                self.cache = Some((root, stamp, names));
            }
            self.cache.as_ref().map(|(_, _, names)| names)
        };
        (location, head(ctx, op, names))
    }
}

/// The closest operation enclosing `op` (or `op` itself) that is isolated
/// from above, or the outermost one.
fn numbering_root(ctx: &Context, op: OpId) -> OpId {
    let mut current = op;
    loop {
        let isolated = ctx
            .op_definition(ctx.op(current).name())
            .is_some_and(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE));
        if isolated {
            return current;
        }
        match ctx.parent_op(current) {
            Some(parent) => current = parent,
            None => return current,
        }
    }
}

/// `op`'s head: `%N = ` (or `%N:k = `) for its results, its quoted name,
/// its operands in parentheses, its successors in brackets; values as
/// `names` numbers them (`%?` without names).
fn head(ctx: &Context, op: OpId, names: Option<&SsaNames>) -> String {
    let data = ctx.op(op);
    let mut out = String::new();
    if data.num_results() > 0 {
        match names.and_then(|n| n.op_result_id(op)) {
            Some(id) => {
                let _ = write!(out, "%{id}");
            }
            None => out.push_str("%?"),
        }
        if data.num_results() > 1 {
            let _ = write!(out, ":{}", data.num_results());
        }
        out.push_str(" = ");
    }
    let _ = write!(out, "\"{}\"(", ctx.op_name_str(data.name()));
    for (i, v) in data.operands().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        match names.map(|n| n.value_name(ctx, v)) {
            Some(ValueName::Number { id, result }) => {
                let _ = write!(out, "%{id}");
                if let Some(r) = result {
                    let _ = write!(out, "#{r}");
                }
            }
            Some(ValueName::Argument(n)) => {
                let _ = write!(out, "%arg{n}");
            }
            Some(ValueName::Unknown) => out.push_str("<<UNKNOWN SSA VALUE>>"),
            None => out.push_str("%?"),
        }
    }
    out.push(')');
    if !data.successors().is_empty() {
        out.push('[');
        for (i, &b) in data.successors().iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            match names.and_then(|n| n.block_id(b)) {
                Some(id) => {
                    let _ = write!(out, "^bb{id}");
                }
                None => out.push_str("^bb?"),
            }
        }
        out.push(']');
    }
    out
}
