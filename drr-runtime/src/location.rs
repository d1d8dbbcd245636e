//! Source locations, uniqued in the [`Context`](crate::Context) like MLIR's
//! location attributes.
//!
//! A [`Location`] is an index into the context's location table. Fused
//! locations are built through [`Context::fused_loc`](crate::Context::fused_loc),
//! which applies MLIR's simplifications so that printed output matches
//! mlir-opt's.

use crate::attributes::Attribute;
use crate::symbol::Symbol;

/// A uniqued location.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Location(pub(crate) u32);

/// The end of a file range (`"f":1:2 to :5` or `"f":1:2 to 3:4`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RangeEnd {
    /// A plain `file:line:col` location.
    None,
    /// `to :col` on the same line.
    Column(u32),
    /// `to line:col`.
    LineColumn(u32, u32),
}

/// The structure of a location.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LocData {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`, optionally a range.
    FileLineCol {
        /// File name.
        file: Symbol,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        column: u32,
        /// End of the range, if any.
        end: RangeEnd,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        /// The name.
        name: Symbol,
        /// Child location (`loc(unknown)` when absent in the text).
        child: Location,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// Location of the callee.
        callee: Location,
        /// Location of the caller.
        caller: Location,
    },
    /// `loc(fused["a", "b"])` or `loc(fused<meta>["a", "b"])`.
    Fused {
        /// Component locations.
        locations: Vec<Location>,
        /// Optional metadata attribute.
        metadata: Option<Attribute>,
    },
}
