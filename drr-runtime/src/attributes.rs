//! Builtin attributes, uniqued in the [`Context`].
//!
//! An [`Attribute`] is an index into the context's attribute table, so
//! equality is an integer compare. [`AttrData`] is the structural form.
//! Attributes of dialects the runtime does not model (`#foo.bar<…>`) and
//! builtin attributes it does not interpret (affine maps, strided layouts,
//! resources) are kept verbatim as [`AttrData::Opaque`] (in the spelling
//! mlir-opt prints: `#ns.data` or `#ns<data>`, affine maps spaced as MLIR
//! spaces them).
//!
//! Strings are byte strings, as in MLIR: a string attribute's value and
//! the names in dictionaries and symbol references ([`Symbol`]s) keep any
//! bytes (`"\FF"`, `{"\FF" = 1}`, `@"\FE"`), are compared and sorted as
//! bytes, and print every byte that is not printable ASCII as `\XX`.
//!
//! Invariants kept by the constructors on [`Context`]:
//! integer values are stored sign-extended for signless/signed types and
//! index, zero-extended for unsigned types, and truncated to the type's
//! width (a `ui128` value of 2^127 or more is stored as its bit pattern,
//! a negative `i128`); an integer whose value so stored does not fit in
//! an `i128` (only possible for types wider than 128 bits) is an
//! [`AttrData::BigInteger`], any other one an [`AttrData::Integer`], so
//! each value has one form; dictionary entries are sorted by name and
//! unique (by bytes).
//!
//! Dictionary entries are a [`DictEntries`], which holds up to two entries
//! without a heap allocation (most properties dictionaries have one or
//! two) in the 24 bytes a `Vec` takes, so [`AttrData`] does not grow.

use num_bigint::BigInt;

use crate::context::Context;
use crate::location::Location;
use crate::symbol::Symbol;
use crate::types::{Signedness, Type, TypeData};

/// A uniqued attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

/// An optional attribute in four bytes (`Option<Attribute>` takes eight):
/// the properties field of an operation record. `u32::MAX`, an index the
/// uniquer never reaches, is the absent one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct MaybeAttr(u32);

impl MaybeAttr {
    /// No attribute.
    pub(crate) const NONE: MaybeAttr = MaybeAttr(u32::MAX);

    /// The attribute, if any.
    #[inline(always)]
    pub(crate) fn get(self) -> Option<Attribute> {
        (self.0 != u32::MAX).then_some(Attribute(self.0))
    }
}

impl From<Option<Attribute>> for MaybeAttr {
    #[inline(always)]
    fn from(a: Option<Attribute>) -> Self {
        match a {
            Some(a) => MaybeAttr(a.0),
            None => MaybeAttr::NONE,
        }
    }
}

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
    /// An integer of an integer type wider than 128 bits whose value does
    /// not fit in an `i128` (`340282366920938463463374607431768211456 :
    /// i200`), normalized like [`AttrData::Integer`]'s value. Built by
    /// [`Context::big_integer_attr`].
    BigInteger {
        /// The integer type.
        ty: Type,
        /// The value.
        value: BigInt,
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
    /// `array<i32: 1, 2>`: elements' bit patterns (integers sign-extended
    /// from their width, floats as their IEEE bits). An element of up to 64
    /// bits (`i0` included) takes one word; a wider one takes
    /// `width.div_ceil(64)` words, least significant first (`array<f80:
    /// …>` two per element, `array<i200: …>` four).
    DenseArray {
        /// Element type.
        element: Type,
        /// Elements.
        values: Vec<u64>,
    },
    /// `dense<…> : tensor<…>` (or `vector<…>`) of integers, floats or
    /// complex numbers. Each scalar is stored like [`AttrData::Integer`]'s
    /// value (normalized: `-1 : i32` is `-1i128 as u128`) or
    /// [`AttrData::Float`]'s bits; a complex element takes two scalars. A
    /// scalar of an integer type wider than 128 bits takes
    /// [`dense_elements_words`] entries: its normalized value in two's
    /// complement, least significant word first. Canonical, as in MLIR:
    /// elements that are all equal are a splat of one element
    /// ([`Context::intern_attr`](crate::Context::intern_attr) canonicalizes
    /// what it is given; [`Context::dense_int_elements_attr`](crate::Context::dense_int_elements_attr)
    /// and [`Context::dense_float_elements_attr`](crate::Context::dense_float_elements_attr)
    /// build one from Rust numbers).
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

/// The number of entries of [`AttrData::DenseElements`]'s `values` one
/// scalar of `width` bits takes (one up to 128 bits).
pub fn dense_elements_words(width: u32) -> usize {
    (width as usize).div_ceil(128).max(1)
}

/// The entries [`AttrData::DenseElements`] stores for a scalar of
/// `words` words with value `value` (two's complement, sign-extended).
pub fn wide_words(value: &BigInt, words: usize) -> impl Iterator<Item = u128> + use<> {
    let modulus = BigInt::from(1u8) << (128 * words);
    let mut bits = value % &modulus;
    if bits.sign() == num_bigint::Sign::Minus {
        bits += &modulus;
    }
    let digits = bits.to_u64_digits().1;
    (0..words).map(move |w| {
        let lo = digits.get(2 * w).copied().unwrap_or(0);
        let hi = digits.get(2 * w + 1).copied().unwrap_or(0);
        u128::from(lo) | (u128::from(hi) << 64)
    })
}

/// The value of a scalar stored as `words` (see [`wide_words`]) of an
/// integer type of `width` bits and `signedness`.
pub fn wide_value(words: &[u128], width: u32, signedness: Signedness) -> BigInt {
    let mut bytes = Vec::with_capacity(words.len() * 16);
    for w in words {
        bytes.extend_from_slice(&w.to_le_bytes());
    }
    normalize_big(
        &BigInt::from_bytes_le(num_bigint::Sign::Plus, &bytes),
        width,
        signedness,
    )
}

/// The number of words of [`AttrData::DenseArray`]'s `values` one element
/// of `width` bits takes.
pub fn dense_array_words(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

impl Context {
    /// The integer attribute of integer type `ty` (of any width) with value
    /// `value`, truncated to the type's width and stored as
    /// [`AttrData::Integer`] describes (sign-extended for signless and
    /// signed types, zero-extended for unsigned ones): an
    /// [`AttrData::Integer`] when that fits in an `i128`, else an
    /// [`AttrData::BigInteger`]. For `index` and other types the value is
    /// truncated to 128 bits and passed to
    /// [`Context::integer_attr`].
    pub fn big_integer_attr(&mut self, ty: Type, value: &BigInt) -> Attribute {
        let (width, signedness) = match *self.type_data(ty) {
            TypeData::Integer { width, signedness } => (width, signedness),
            _ => return self.integer_attr(ty, low_i128(value)),
        };
        let normalized = normalize_big(value, width, signedness);
        match i128::try_from(&normalized) {
            Ok(v) => self.integer_attr(ty, v),
            Err(_) => self.intern_attr(AttrData::BigInteger {
                ty,
                value: normalized,
            }),
        }
    }
}

/// `value` truncated to `width` bits, then sign-extended (signless and
/// signed) or zero-extended (unsigned) back.
pub(crate) fn normalize_big(value: &BigInt, width: u32, signedness: Signedness) -> BigInt {
    if width == 0 {
        return BigInt::ZERO;
    }
    let modulus = BigInt::from(1u8) << width;
    let mut bits = value % &modulus;
    if bits.sign() == num_bigint::Sign::Minus {
        bits += &modulus;
    }
    if signedness != Signedness::Unsigned && bits.bit(u64::from(width - 1)) {
        bits -= modulus;
    }
    bits
}

/// The low 128 bits of `value` (two's complement), as an `i128`.
pub(crate) fn low_i128(value: &BigInt) -> i128 {
    let modulus = BigInt::from(1u8) << 128u32;
    let mut bits = value % &modulus;
    if bits.sign() == num_bigint::Sign::Minus {
        bits += &modulus;
    }
    u128::try_from(&bits).map_or(0, |b| b as i128)
}
