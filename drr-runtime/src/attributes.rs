//! Builtin attributes, uniqued in the [`Context`](crate::Context).
//!
//! An [`Attribute`] is an index into the context's attribute table, so
//! equality is an integer compare. [`AttrData`] is the structural form.
//! Attributes of dialects the runtime does not model (`#foo.bar<…>`) and
//! builtin attributes it does not interpret (affine maps, strided layouts,
//! resources) are kept verbatim as [`AttrData::Opaque`].
//!
//! Invariants kept by the constructors on [`Context`](crate::Context):
//! integer values are stored sign-extended for signless/signed types and
//! index, zero-extended for unsigned types, and truncated to the type's
//! width; dictionary entries are sorted by name and unique.
//!
//! Dictionary entries are a [`DictEntries`], which holds up to two entries
//! without a heap allocation (most properties dictionaries have one or
//! two) in the 24 bytes a `Vec` takes, so [`AttrData`] does not grow.

use crate::location::Location;
use crate::symbol::Symbol;
use crate::types::Type;

/// A uniqued attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

/// The entries of [`AttrData::Dictionary`]: up to two inline. A parsed
/// op with new properties (`<{attr = 7 : i32}>`) makes a new dictionary;
/// with a `Vec` that was a `malloc` per op (~180 instructions and a
/// 32-byte heap chunk).
pub type DictEntries = smallvec::SmallVec<[NamedAttribute; 2]>;

// `DictEntries` must stay the size of the `Vec` it replaced (24 bytes), so
// that attribute records do not grow.
const _: () = assert!(std::mem::size_of::<DictEntries>() == 24);

/// A `name = value` pair of an attribute dictionary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NamedAttribute {
    /// The entry's name.
    pub name: Symbol,
    /// The entry's value.
    pub value: Attribute,
}

/// The structure of an attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrData {
    /// `unit`.
    Unit,
    /// An integer of an integer or index type (`10 : i32`, `true`).
    Integer {
        /// The integer or index type.
        ty: Type,
        /// The value, normalized as described in the module docs.
        value: i128,
    },
    /// A float of a float type (`1.000000e+00 : f32`).
    Float {
        /// The float type.
        ty: Type,
        /// IEEE bit pattern in the low bits.
        bits: u128,
    },
    /// `"text"`, optionally typed (`"text" : i32`). Bytes, as MLIR strings
    /// may hold any byte through `\XX` escapes.
    String {
        /// The string's bytes.
        value: Box<[u8]>,
        /// Optional type.
        ty: Option<Type>,
    },
    /// `[a, b]`.
    Array(Vec<Attribute>),
    /// `{a = 1, b}`, sorted by name.
    Dictionary(DictEntries),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested`.
    SymbolRef {
        /// The root symbol.
        root: Symbol,
        /// Nested references.
        nested: Vec<Symbol>,
    },
    /// `array<i32: 1, 2>`: elements' bit patterns (integers sign-extended to
    /// 64 bits, floats as their IEEE bits).
    DenseArray {
        /// Element type.
        element: Type,
        /// Elements.
        values: Vec<u64>,
    },
    /// `dense<…> : tensor<…>` of integers, floats or complex numbers. Each
    /// scalar is stored like [`AttrData::Integer`]'s value or
    /// [`AttrData::Float`]'s bits; a complex element takes two entries.
    DenseElements {
        /// The shaped type.
        ty: Type,
        /// True if a single element is stored for the whole shape.
        splat: bool,
        /// Elements in row-major order.
        values: Vec<u128>,
    },
    /// `dense<["a", "b"]> : tensor<2x!foo.string>`.
    DenseStrings {
        /// The shaped type.
        ty: Type,
        /// True if a single element is stored for the whole shape.
        splat: bool,
        /// Elements in row-major order.
        values: Vec<Box<[u8]>>,
    },
    /// A location used as an attribute value (`loc("x")`).
    Location(Location),
    /// An attribute the runtime does not interpret, kept as its exact
    /// source text (including the leading `#` for dialect attributes).
    Opaque(Box<str>),
}
