//! The bounds on what a block may make the evaluator do, so that no input
//! — however large its ranges, however its values double through
//! `defvar`s — makes the macro run for minutes or take gigabytes.
//!
//! Two measures, each a compile error at the expression that exceeds it:
//!
//! - the *size* of one value: the nodes of a list or DAG counted through
//!   its nesting (shared sub-values once per occurrence, as printing and
//!   rendering visit them), a string by its length, at most
//!   [`MAX_VALUE_SIZE`] units, and its nesting at most
//!   [`MAX_NESTING`] levels. Checked where a value is built (list and DAG
//!   literals, the `!` operators that build lists, DAGs and strings,
//!   `#`), so every value the evaluator holds stays within both, and
//!   printing, rendering, comparing and dropping it are bounded;
//! - the *work* of the whole block: each value built counts its size (one
//!   unit an element), each expression evaluated [`EXPR_COST`] units (so
//!   each iteration of `foreach`, `!foreach`, `!filter` and `!foldl` counts
//!   what its body evaluates), each field of a record [`FIELD_COST`]; at
//!   most [`MAX_WORK`] units, a few seconds of a debug build's time.
//!
//! TableGen sets neither bound (it runs until memory runs out); the limits
//! are far above what real `.td` files use (the largest of MLIR's and
//! LLVM's evaluate in well under a million units).

use proc_macro2::Span;

use super::{EResult, Eval, Fail, RecId, Value};
use crate::tablegen::MAX_NESTING;

/// The largest value: list elements and DAG arguments counted through
/// nesting, a string by its bytes / 4 (`STRING_BYTES_PER_UNIT`).
pub const MAX_VALUE_SIZE: usize = 1 << 21;

/// How many bytes of a string count as one unit of a value's size (the
/// longest string is `MAX_VALUE_SIZE * STRING_BYTES_PER_UNIT` bytes, 8 MiB).
pub const STRING_BYTES_PER_UNIT: usize = 4;

/// The most work one block may do (in units: see the module docs).
pub const MAX_WORK: u64 = 1 << 25;

/// The work of evaluating one expression node (about as long as copying
/// eight list elements).
pub const EXPR_COST: usize = 8;

/// The work of one field of a record (declaring or copying it from a class,
/// and its share of the record's late binding).
pub const FIELD_COST: usize = 16;

/// The deepest nesting of expression evaluations (see [`Eval::expr`]).
pub const MAX_EVAL_DEPTH: usize = 400;

/// The most fields one record may have (TableGen's largest records, LLVM's
/// instructions, have a few hundred).
pub const MAX_FIELDS: usize = 4096;

/// The evaluator's work so far.
#[derive(Default)]
pub(crate) struct Work {
    /// Units spent.
    spent: std::cell::Cell<u64>,
    /// The limit was reported (later charges fail silently).
    reported: std::cell::Cell<bool>,
}

impl Eval<'_> {
    /// Counts `units` of work done at `span`: an error once the block has
    /// done more than [`MAX_WORK`].
    pub(crate) fn charge(&self, units: usize, span: Span) -> EResult<()> {
        let spent = self.work.spent.get().saturating_add(units as u64);
        self.work.spent.set(spent);
        if spent <= MAX_WORK {
            return Ok(());
        }
        if self.work.reported.replace(true) {
            return Err(Fail::Silent);
        }
        Err(Fail::Err(syn::Error::new(
            span,
            format!(
                "the block does more than {MAX_WORK} steps of evaluation here (drr's limit: a `foreach`, `!foreach` or `!foldl` over too many elements, or values that double in size through `defvar`s?)"
            ),
        )))
    }

    /// Checks a value just built at `span` against [`MAX_VALUE_SIZE`] and
    /// [`MAX_NESTING`], and counts its size as work.
    pub(crate) fn check_built(&self, v: &Value, span: Span) -> EResult<()> {
        let size = match measure(v) {
            Ok(size) => size,
            Err(Excess::Size) => {
                return Err(Fail::Err(syn::Error::new(
                    span,
                    format!(
                        "this value is too large: more than {MAX_VALUE_SIZE} elements (list elements and DAG arguments counted through their nesting, a string's bytes / {STRING_BYTES_PER_UNIT}; drr's limit)"
                    ),
                )));
            }
            Err(Excess::Depth) => {
                return Err(Fail::Err(syn::Error::new(
                    span,
                    format!(
                        "this value nests lists and DAGs more than {MAX_NESTING} levels deep (drr's limit)"
                    ),
                )));
            }
        };
        self.charge(size, span)
    }

    /// Checks the length of a string about to be built at `span` (see
    /// [`MAX_VALUE_SIZE`]).
    pub(crate) fn check_string_len(&self, len: usize, span: Span) -> EResult<()> {
        if len / STRING_BYTES_PER_UNIT > MAX_VALUE_SIZE {
            return Err(Fail::Err(syn::Error::new(
                span,
                format!(
                    "this string would be too long: {len} bytes, more than {} (drr's limit)",
                    MAX_VALUE_SIZE * STRING_BYTES_PER_UNIT
                ),
            )));
        }
        Ok(())
    }

    /// Counts the fields of the complete record `id` as work, and checks
    /// their number against [`MAX_FIELDS`].
    pub(crate) fn charge_record(&self, id: RecId) -> EResult<()> {
        let rec = &self.records[id];
        if rec.fields.len() > MAX_FIELDS {
            return Err(Fail::Err(syn::Error::new(
                rec.fields[MAX_FIELDS].name.span(),
                format!("a record has more than {MAX_FIELDS} fields (drr's limit)"),
            )));
        }
        self.charge(
            (1 + rec.fields.len() + rec.lets.len()) * FIELD_COST,
            rec.span,
        )
    }
}

/// Why [`measure`] stopped.
enum Excess {
    Size,
    Depth,
}

/// The size of `v` (see [`MAX_VALUE_SIZE`]), visiting at most that many
/// nodes: an explicit stack, since `v` may be the value that nests too
/// deep.
fn measure(v: &Value) -> Result<usize, Excess> {
    let mut size = 0usize;
    let mut stack: Vec<(&Value, usize)> = vec![(v, 0)];
    while let Some((v, depth)) = stack.pop() {
        if depth > MAX_NESTING {
            return Err(Excess::Depth);
        }
        match v {
            // A string counts its length (as `check_string_len`), at
            // least one unit.
            Value::Str(s, _) => size += (s.len() / STRING_BYTES_PER_UNIT).max(1),
            _ => size += 1,
        }
        match v {
            Value::List(items, _) => stack.extend(items.iter().map(|i| (i, depth + 1))),
            Value::Dag(d) => {
                stack.push((&d.op, depth + 1));
                stack.extend(d.args.iter().map(|(a, _)| (a, depth + 1)));
            }
            _ => {}
        }
        if size > MAX_VALUE_SIZE {
            return Err(Excess::Size);
        }
    }
    Ok(size)
}
