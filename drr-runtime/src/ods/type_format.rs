//! The declarative `assemblyFormat` of a `TypeDef` (of a dialect reading
//! its types with mlir-tblgen's generated parser), as `ods!` hands it to
//! the runtime: its parameters (their C++ kinds and default values) and
//! its elements (literals, `$param`, `params`, `struct(…)`, optional
//! groups). The text parser reads a type of that kind as the parser
//! mlir-tblgen generates from the format reads it and keeps the text its
//! generated printer prints (`text/parse_type_format.rs`).

use crate::Context;

/// A `TypeDef`'s declarative format (see [`register_type_format`]).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeFormat {
    /// The `TypeDef`'s parameters, in declaration order.
    pub params: &'static [TypeFormatParam],
    /// The format's top-level elements.
    pub pieces: &'static [TypeFormatPiece],
}

/// A parameter of a [`TypeFormat`].
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeFormatParam {
    /// Its name (a `struct` key).
    pub name: &'static str,
    /// How its value is read and printed.
    pub kind: TypeFormatKind,
    /// Its default value (`OptionalParameter`, `DefaultValuedParameter`,
    /// `StringRefParameter<"…", "value">`): the parameter is optional, its
    /// value when not read, and not printed when equal to it.
    pub default: Option<TypeFormatDefault>,
}

/// The C++ type of a parameter, as its `FieldParser` reads it.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeFormatKind {
    /// `mlir::Type`: any type, as `parseType` reads.
    Type,
    /// `mlir::FunctionType`: a type, which must be a function type
    /// (`parseType<FunctionType>`).
    FunctionType,
    /// A C++ integer type of `bits` bits, as MLIR's
    /// `AsmParser::parseInteger` reads it into that type.
    Int {
        /// The C++ type's width.
        bits: u32,
        /// Whether the C++ type is signed.
        signed: bool,
    },
    /// `std::optional` of a C++ integer type: an integer if one is next
    /// (`parseOptionalInteger`), else `std::nullopt` (printed `None`).
    OptionalInt {
        /// The C++ type's width.
        bits: u32,
        /// Whether the C++ type is signed.
        signed: bool,
    },
    /// A `StringRefParameter`: a quoted string (`parseString`), printed
    /// escaped (`printString`).
    String,
    /// An `ArrayRefParameter<"T">` (`FieldParser<SmallVector<T>>`): one or
    /// more `T`s separated by commas, printed separated by `, `.
    Array(&'static TypeFormatKind),
}

/// A parameter's default value (its C++ `defaultValue`).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeFormatDefault {
    /// A null `mlir::Type` or `std::nullopt`.
    Null,
    /// An integer.
    Int(i128),
    /// A string.
    Str(&'static str),
    /// An empty array.
    Empty,
}

/// One element of a [`TypeFormat`].
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeFormatPiece {
    /// A literal: punctuation (`<`, `,`, …) or a keyword.
    Literal(&'static str),
    /// A whitespace element: `` ` ` `` (a space) or `` `` `` (none):
    /// printed as is, read as nothing.
    Space(&'static str),
    /// `$param` or `qualified($param)`: the parameter of this index.
    Param(u8),
    /// `params`: the parameters of these indices, separated by commas.
    Params(&'static [u8]),
    /// `struct(…)`: `name = value` pairs of the parameters of these
    /// indices, in any order, separated by commas.
    Struct(&'static [u8]),
    /// An optional group `(…)?` or `(…) : (…)?`.
    Optional(&'static TypeFormatGroup),
}

/// An optional group of a [`TypeFormat`].
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeFormatGroup {
    /// The elements read when the first one is present (a literal, or a
    /// parameter read as a value that is not null, zero or `std::nullopt`).
    pub then: &'static [TypeFormatPiece],
    /// The elements read otherwise (`: (…)`).
    pub otherwise: &'static [TypeFormatPiece],
    /// The parameters of the anchor (`^`): the printer prints `then` if one
    /// of them differs from its default.
    pub anchor: &'static [u8],
    /// The anchor is in `otherwise`: the printer prints `then` if all of
    /// them have their defaults.
    pub inverted: bool,
}

/// Registers the declarative `assemblyFormat` of the dialect type `kind`
/// (`"!ns.mnemonic"`, of a dialect reading its types with mlir-tblgen's
/// generated parser): the parser reads the type's body as the parser
/// mlir-tblgen generates from that format (its errors: `expected '<'`,
/// `expected integer value`, `expected string`, `struct is missing
/// required parameter: …`, the nested type's, …), creating the types it
/// holds, and keeps the text its printer prints (`!ns.m< 3 >` is
/// `!ns.m<3>`, a `struct` in declaration order, defaults left out).
#[doc(hidden)]
pub fn register_type_format(ctx: &mut Context, kind: &str, format: &'static TypeFormat) {
    ctx.type_formats.insert(kind.into(), format);
}
