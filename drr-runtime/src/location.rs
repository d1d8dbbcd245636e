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

/// How the context stores a location: 16 bytes, where a [`LocData`] takes
/// 32. Nearly every location is a plain `file:line:col` (the parser gives
/// one to each operation that has no `loc(…)`), a name, a call site or a
/// fused pair without metadata (the default location of a two-op DRR
/// rewrite); those are stored inline, the others (ranges, fused lists of
/// three or more, fused with metadata) boxed.
///
/// Invariant: [`LocRecord::from_data`] is the only way from a [`LocData`]
/// to a record and gives each location one record, so equal records are
/// equal locations (the uniquer compares and hashes records).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum LocRecord {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`, not a range.
    FileLineCol {
        file: Symbol,
        line: u32,
        column: u32,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name { name: Symbol, child: Location },
    /// `loc(callsite(callee at caller))`.
    CallSite { callee: Location, caller: Location },
    /// `loc(fused[a, b])` (no metadata).
    FusedPair([Location; 2]),
    /// Anything else.
    Boxed(Box<LocData>),
}

const _: () = assert!(std::mem::size_of::<LocRecord>() == 16);

impl LocRecord {
    /// The record of `data`.
    pub(crate) fn from_data(data: LocData) -> LocRecord {
        match data {
            LocData::Unknown => LocRecord::Unknown,
            LocData::FileLineCol {
                file,
                line,
                column,
                end: RangeEnd::None,
            } => LocRecord::FileLineCol { file, line, column },
            LocData::Name { name, child } => LocRecord::Name { name, child },
            LocData::CallSite { callee, caller } => LocRecord::CallSite { callee, caller },
            LocData::Fused {
                locations,
                metadata: None,
            } if locations.len() == 2 => LocRecord::FusedPair([locations[0], locations[1]]),
            other => LocRecord::Boxed(Box::new(other)),
        }
    }

    /// The location's structure.
    #[inline]
    pub(crate) fn to_data(&self) -> LocData {
        match *self {
            LocRecord::Unknown => LocData::Unknown,
            LocRecord::FileLineCol { file, line, column } => LocData::FileLineCol {
                file,
                line,
                column,
                end: RangeEnd::None,
            },
            LocRecord::Name { name, child } => LocData::Name { name, child },
            LocRecord::CallSite { callee, caller } => LocData::CallSite { callee, caller },
            LocRecord::FusedPair([a, b]) => LocData::Fused {
                locations: LocList::pair(a, b),
                metadata: None,
            },
            LocRecord::Boxed(ref data) => (**data).clone(),
        }
    }

    /// True if this is the fused location of exactly `locations` with
    /// `metadata`.
    #[inline]
    pub(crate) fn is_fused(&self, locations: &[Location], metadata: Option<Attribute>) -> bool {
        match self {
            LocRecord::FusedPair(pair) => metadata.is_none() && pair[..] == *locations,
            LocRecord::Boxed(data) => matches!(&**data,
                LocData::Fused { locations: l, metadata: m } if *m == metadata && l[..] == *locations),
            _ => false,
        }
    }

    /// True if this is a fused location or `loc(unknown)` (what fusing
    /// flattens or drops).
    #[inline]
    pub(crate) fn is_fused_or_unknown(&self) -> bool {
        match self {
            LocRecord::Unknown | LocRecord::FusedPair(_) => true,
            // `Unknown` is never boxed (`from_data`).
            LocRecord::Boxed(data) => matches!(&**data, LocData::Fused { .. }),
            _ => false,
        }
    }
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
/// (every constructor ensures it).
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
