//! Rewrite patterns: MLIR's `RewritePattern`.
//!
//! A pattern names the operation it is rooted at ([`PatternRoot`]), a static
//! benefit, and a `match_and_rewrite` that either rewrites the IR through
//! the [`PatternRewriter`] and returns `Ok(())`, or leaves the IR untouched
//! and returns a [`MatchFailure`] saying why.
//!
//! Root names are plain strings (or an [`OpName`] of the context the pattern
//! set will be frozen with): operation names are context-specific, so they
//! are resolved once, when the set is frozen
//! ([`FrozenPatternSet::new`](super::FrozenPatternSet::new)).
//!
//! Invariant expected from patterns (as in MLIR): a pattern that returns
//! `Err` has not changed the IR; every change goes through the rewriter so
//! that listeners (the greedy driver's worklist) see it.

use std::borrow::Cow;
use std::fmt;

use crate::error::IrError;
use crate::ir::OpId;
use crate::op_definition::OpName;

use super::rewriter::PatternRewriter;

/// A pattern's benefit: higher is tried first. [`IMPOSSIBLE_TO_MATCH`] marks
/// a pattern that never applies (it is dropped when the set is frozen).
pub type PatternBenefit = u16;

/// The benefit value meaning "impossible to match" (MLIR's
/// `PatternBenefit::impossibleToMatch()`).
pub const IMPOSSIBLE_TO_MATCH: PatternBenefit = u16::MAX;

/// The operation a pattern is rooted at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PatternRoot<'a> {
    /// Operations with this full name (`dialect.mnemonic`), resolved when
    /// the set is frozen.
    Name(&'a str),
    /// Operations with this interned name (of the context the set is frozen
    /// with).
    Op(OpName),
    /// Any operation (MLIR's `MatchAnyOpTypeTag`).
    Any,
}

/// Why a pattern did not apply: a readable reason (MLIR's
/// `notifyMatchFailure` message) and, if the pattern gave up because a
/// rewriter verb failed, the [`IrError`].
///
/// Static reasons do not allocate, so failing is cheap on the hot path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchFailure {
    reason: Cow<'static, str>,
    error: Option<IrError>,
}

impl MatchFailure {
    /// A failure with the given reason.
    pub fn new(reason: impl Into<Cow<'static, str>>) -> Self {
        MatchFailure {
            reason: reason.into(),
            error: None,
        }
    }

    /// A failure whose reason nobody reads (see
    /// [`PatternRewriter::notify_match_failure_with`](super::PatternRewriter::notify_match_failure_with)).
    pub(crate) fn unrecorded() -> Self {
        MatchFailure::new("match failed (reason not recorded)")
    }

    /// The reason.
    pub fn reason(&self) -> &str {
        &self.reason
    }

    /// True if the failure owns nothing: a static reason and no IR error
    /// (dropping it frees nothing, so it may be forgotten instead).
    #[inline]
    pub(crate) fn is_plain(&self) -> bool {
        matches!(self.reason, Cow::Borrowed(_)) && self.error.is_none()
    }

    /// The IR error that made the pattern give up, if that is why it failed.
    pub fn ir_error(&self) -> Option<&IrError> {
        self.error.as_ref()
    }
}

impl From<IrError> for MatchFailure {
    fn from(error: IrError) -> Self {
        MatchFailure {
            reason: Cow::Owned(error.to_string()),
            error: Some(error),
        }
    }
}

/// A builder that cannot build the op (`build_inferred` without inferable
/// result types) makes the pattern fail with its message, so a
/// hand-written pattern writes `let state = XOp::build_inferred(…)?;` and
/// `rw.create(state)?` where C++ writes `rewriter.create<XOp>(…)`. Build
/// before the first change: a failure after one is reported (see the
/// `greedy` module docs).
impl From<crate::ods::BuildError> for MatchFailure {
    fn from(error: crate::ods::BuildError) -> Self {
        MatchFailure::new(error.0)
    }
}

impl fmt::Display for MatchFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

impl std::error::Error for MatchFailure {}

/// What `match_and_rewrite` returns.
pub type MatchResult = Result<(), MatchFailure>;

/// A rewrite pattern (MLIR's `RewritePattern`).
///
/// Patterns are `Send + Sync`: a frozen pattern set is shared by the
/// threads of [`apply_patterns_greedily_per_op`](super::apply_patterns_greedily_per_op),
/// as MLIR shares a `FrozenRewritePatternSet` between the threads of its
/// pass manager. State a pattern keeps between applications must be
/// thread-safe (an atomic, a `Mutex`).
pub trait RewritePattern: Send + Sync {
    /// The operation the pattern is rooted at.
    fn root(&self) -> PatternRoot<'_>;

    /// The static benefit (default 1).
    fn benefit(&self) -> PatternBenefit {
        1
    }

    /// A name for debugging, statistics and enable/disable filters (may be
    /// empty).
    fn debug_name(&self) -> &str {
        ""
    }

    /// Extra labels the enable/disable filters also match.
    fn debug_labels(&self) -> &[&str] {
        &[]
    }

    /// Names of the operations the rewrite may create (informational).
    fn generated_ops(&self) -> &[&str] {
        &[]
    }

    /// Matches `op` and rewrites it through `rewriter`. Returns `Err` (with
    /// the IR unchanged) if the pattern does not apply. The rewriter's
    /// insertion point is set right before `op` on entry.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> MatchResult;
}

/// Which operations an owned pattern is rooted at (the owned form of
/// [`PatternRoot`], used by [`FnPattern`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OwnedRoot {
    /// Operations with this full name.
    Name(String),
    /// Operations with this interned name.
    Op(OpName),
    /// Any operation.
    Any,
}

impl OwnedRoot {
    /// The borrowed form.
    pub fn as_root(&self) -> PatternRoot<'_> {
        match self {
            OwnedRoot::Name(n) => PatternRoot::Name(n),
            OwnedRoot::Op(n) => PatternRoot::Op(*n),
            OwnedRoot::Any => PatternRoot::Any,
        }
    }
}

impl From<&str> for OwnedRoot {
    fn from(name: &str) -> Self {
        OwnedRoot::Name(name.to_string())
    }
}

impl From<OpName> for OwnedRoot {
    fn from(name: OpName) -> Self {
        OwnedRoot::Op(name)
    }
}

impl From<PatternRoot<'_>> for OwnedRoot {
    fn from(root: PatternRoot<'_>) -> Self {
        match root {
            PatternRoot::Name(n) => OwnedRoot::Name(n.to_string()),
            PatternRoot::Op(n) => OwnedRoot::Op(n),
            PatternRoot::Any => OwnedRoot::Any,
        }
    }
}

/// A pattern made of a closure (see
/// [`RewritePatternSet::add_fn`](super::RewritePatternSet::add_fn)).
pub struct FnPattern<F> {
    root: OwnedRoot,
    benefit: PatternBenefit,
    name: String,
    f: F,
}

impl<F> FnPattern<F>
where
    F: Fn(OpId, &mut PatternRewriter<'_>) -> MatchResult,
{
    /// A pattern rooted at `root` with the given benefit and debug name.
    pub fn new(
        root: impl Into<OwnedRoot>,
        benefit: PatternBenefit,
        name: impl Into<String>,
        f: F,
    ) -> Self {
        FnPattern {
            root: root.into(),
            benefit,
            name: name.into(),
            f,
        }
    }
}

impl<F> fmt::Debug for FnPattern<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FnPattern")
            .field("root", &self.root)
            .field("benefit", &self.benefit)
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

impl<F> RewritePattern for FnPattern<F>
where
    F: Fn(OpId, &mut PatternRewriter<'_>) -> MatchResult + Send + Sync,
{
    fn root(&self) -> PatternRoot<'_> {
        self.root.as_root()
    }
    fn benefit(&self) -> PatternBenefit {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        &self.name
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        (self.f)(op, rewriter)
    }
}

/// A pattern under another debug name (MLIR's `Pattern::setDebugName`):
/// the name the enable/disable filters, statistics and the explain trace
/// use; everything else is `P`'s. Made by [`RewritePatternSet::add_named`]
/// (or [`DebugNamed::new`]).
///
/// MLIR names a pattern added by class after its C++ type, namespace
/// included (`(anonymous namespace)::CmpIExtSI` for the DRR patterns of
/// `ArithCanonicalization.td`), and leaves a pattern added as a function
/// (`results.add(canonicalize)`) unnamed: ports of MLIR's patterns take
/// those names so that `--canonicalize="enable-patterns=…"` selects what
/// it selects in `mlir-opt`.
///
/// [`RewritePatternSet::add_named`]: super::RewritePatternSet::add_named
#[derive(Debug)]
pub struct DebugNamed<P> {
    name: Cow<'static, str>,
    pattern: P,
}

impl<P: RewritePattern> DebugNamed<P> {
    /// `pattern`, named `name`.
    pub fn new(name: impl Into<Cow<'static, str>>, pattern: P) -> Self {
        DebugNamed {
            name: name.into(),
            pattern,
        }
    }
}

impl<P: RewritePattern> RewritePattern for DebugNamed<P> {
    fn root(&self) -> PatternRoot<'_> {
        self.pattern.root()
    }
    fn benefit(&self) -> PatternBenefit {
        self.pattern.benefit()
    }
    fn debug_name(&self) -> &str {
        &self.name
    }
    fn debug_labels(&self) -> &[&str] {
        self.pattern.debug_labels()
    }
    fn generated_ops(&self) -> &[&str] {
        self.pattern.generated_ops()
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        self.pattern.match_and_rewrite(op, rewriter)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Only a static reason without an error owns nothing.
    #[test]
    fn plain_failures_own_nothing() {
        assert!(MatchFailure::new("static").is_plain());
        assert!(MatchFailure::unrecorded().is_plain());
        assert!(!MatchFailure::new(String::from("owned")).is_plain());
        assert!(!MatchFailure::from(IrError::StaleOp).is_plain());
    }
}
