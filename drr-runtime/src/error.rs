//! Errors reported by IR operations that a caller can get wrong: stale
//! handles, erasing values that are still used, malformed structure.

use std::fmt;

/// An IR misuse detected at run time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IrError {
    /// The operation was erased.
    StaleOp,
    /// The value's defining operation or block was erased.
    StaleValue,
    /// The null value handle (`Value::default()`), which no operation or
    /// block defines: what an op's accessor returns for a single operand
    /// or result whose group its segment sizes make empty (as MLIR's null
    /// `Value`), reaching an IR mutation (a pattern's `$x__N` of such a
    /// group replacing an op).
    NullValue,
    /// The block was erased.
    StaleBlock,
    /// The region was erased.
    StaleRegion,
    /// The handle comes from another [`Context`](crate::Context): handles
    /// belong to the context that made them.
    ForeignHandle {
        /// What the handle names: `operation`, `value`, `block` or
        /// `region`.
        kind: &'static str,
    },
    /// An operation was erased while one of its results still had uses.
    ResultStillUsed {
        /// Name of the operation.
        op: String,
        /// Index of the used result.
        result: usize,
    },
    /// A block was erased while one of its arguments still had uses.
    ArgumentStillUsed {
        /// Index of the used argument.
        argument: usize,
    },
    /// An operation was inserted while already in a block.
    AlreadyInserted,
    /// A block was inserted while already in a region.
    BlockAlreadyInserted,
    /// Replacement values do not match the operation's results.
    ReplacementCountMismatch {
        /// Name of the replaced operation.
        op: String,
        /// Its number of results.
        expected: usize,
        /// Number of values given.
        found: usize,
    },
    /// A structurally impossible request (inlining a block into itself,
    /// replacing an operation by its own results, …); the message says which.
    Invalid(&'static str),
    /// Two attributes of one dictionary have the same name.
    DuplicateAttribute {
        /// The name.
        name: String,
    },
    /// An index was out of range.
    IndexOutOfRange {
        /// What was indexed.
        what: &'static str,
        /// The index.
        index: usize,
        /// The number of elements.
        len: usize,
    },
}

impl fmt::Display for IrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IrError::StaleOp => write!(f, "use of an erased operation"),
            IrError::StaleValue => write!(f, "use of a value whose owner was erased"),
            IrError::NullValue => write!(
                f,
                "use of the null value (no operation or block defines it: an op's accessor gives it for a single operand or result whose group the op's segment sizes make empty)"
            ),
            IrError::StaleBlock => write!(f, "use of an erased block"),
            IrError::StaleRegion => write!(f, "use of an erased region"),
            IrError::ForeignHandle { kind } => {
                let article = if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
                    "an"
                } else {
                    "a"
                };
                write!(f, "use of {article} {kind} handle from another Context")
            }
            IrError::ResultStillUsed { op, result } => {
                write!(f, "cannot erase '{op}': result #{result} still has uses")
            }
            IrError::ArgumentStillUsed { argument } => {
                write!(f, "cannot erase block: argument #{argument} still has uses")
            }
            IrError::AlreadyInserted => write!(f, "operation is already in a block"),
            IrError::BlockAlreadyInserted => write!(f, "block is already in a region"),
            IrError::ReplacementCountMismatch {
                op,
                expected,
                found,
            } => write!(
                f,
                "cannot replace '{op}': it has {expected} result(s) but {found} replacement value(s) were given"
            ),
            IrError::Invalid(what) => write!(f, "invalid IR mutation: {what}"),
            IrError::DuplicateAttribute { name } => {
                write!(f, "duplicate attribute name '{name}'")
            }
            IrError::IndexOutOfRange { what, index, len } => {
                write!(f, "{what} index {index} out of range (have {len})")
            }
        }
    }
}

impl std::error::Error for IrError {}
