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
        locations: LocList,
        /// Optional metadata attribute.
        metadata: Option<Attribute>,
    },
}

/// The component locations of a fused location, read as a slice.
///
/// Two locations (what a two-op DRR match fuses: one new fused location
/// per rewrite, nearly all distinct) are stored inline; more in a boxed
/// slice. Inline storage saves an allocation per fused location and keeps
/// [`LocData`] at 32 bytes. Equality, hashing and `Debug` are those of the
/// slice (so the hash of a `LocList` is the hash of a `Vec` with the same
/// elements, which `Context::fused_loc` relies on).
///
/// Invariant: a list of exactly two locations is always stored inline
/// (every constructor ensures it; `LocList::is_pair` relies on it).
#[derive(Clone)]
pub struct LocList(LocListRepr);

#[derive(Clone)]
enum LocListRepr {
    Two([Location; 2]),
    Many(Box<[Location]>),
}

const _: () = assert!(std::mem::size_of::<LocList>() == 16);

impl LocList {
    /// The list `[a, b]` (stored inline).
    #[inline]
    pub(crate) fn pair(a: Location, b: Location) -> Self {
        LocList(LocListRepr::Two([a, b]))
    }

    /// True if the list is exactly `[a, b]`. Only the inline form is
    /// looked at: every constructor stores a two-element list inline, so
    /// a boxed list never has two elements.
    #[inline]
    pub(crate) fn is_pair(&self, a: Location, b: Location) -> bool {
        matches!(self.0, LocListRepr::Two(two) if two == [a, b])
    }
}
const _: () = assert!(std::mem::size_of::<LocData>() <= 32);

impl From<&[Location]> for LocList {
    fn from(locs: &[Location]) -> Self {
        match *locs {
            [a, b] => LocList(LocListRepr::Two([a, b])),
            _ => LocList(LocListRepr::Many(locs.into())),
        }
    }
}

impl From<Vec<Location>> for LocList {
    fn from(locs: Vec<Location>) -> Self {
        match *locs {
            [a, b] => LocList(LocListRepr::Two([a, b])),
            _ => LocList(LocListRepr::Many(locs.into_boxed_slice())),
        }
    }
}

impl std::ops::Deref for LocList {
    type Target = [Location];
    #[inline]
    fn deref(&self) -> &[Location] {
        match &self.0 {
            LocListRepr::Two(two) => two,
            LocListRepr::Many(many) => many,
        }
    }
}

impl<'a> IntoIterator for &'a LocList {
    type Item = &'a Location;
    type IntoIter = std::slice::Iter<'a, Location>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl PartialEq for LocList {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for LocList {}

impl std::hash::Hash for LocList {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (**self).hash(state);
    }
}

impl std::fmt::Debug for LocList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}
