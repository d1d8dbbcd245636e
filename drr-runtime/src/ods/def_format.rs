//! The declarative `assemblyFormat` of a `TypeDef` or an `AttrDef` (of a
//! dialect reading its types, or attributes, with mlir-tblgen's generated
//! parser), as `ods!` hands it to the runtime: its parameters (their C++ kinds and default values) and
//! its elements (literals, `$param`, `params`, `struct(…)`, optional
//! groups). The text parser reads a type (attribute) of that kind as the parser
//! mlir-tblgen generates from the format reads it and keeps the text its
//! generated printer prints (`text/parse_def_format.rs`).

use crate::Context;

/// A `TypeDef`'s or `AttrDef`'s declarative format (see
/// [`register_type_format`], [`register_attr_format`]).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct DefFormat {
    /// The record's name (MLIR's messages name it).
    pub name: &'static str,
    /// The `TypeDef`'s parameters, in declaration order.
    pub params: &'static [DefFormatParam],
    /// The format's top-level elements.
    pub pieces: &'static [DefFormatPiece],
}

/// A parameter of a [`DefFormat`].
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct DefFormatParam {
    /// Its name (a `struct` key).
    pub name: &'static str,
    /// How its value is read and printed.
    pub kind: DefFormatKind,
    /// Its default value (`OptionalParameter`, `DefaultValuedParameter`,
    /// `StringRefParameter<"…", "value">`): the parameter is optional, its
    /// value when not read, and not printed when equal to it.
    pub default: Option<DefFormatDefault>,
    /// Its C++ type, as MLIR's messages name it.
    pub cpp_type: &'static str,
}

/// The C++ type of a parameter, as its `FieldParser` reads it.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub enum DefFormatKind {
    /// `mlir::Type`: any type, as `parseType` reads.
    Type,
    /// A builtin type class (`mlir::FunctionType`, `mlir::IntegerType`,
    /// …): a type, which must be of that class (`parseType<T>`).
    TypeOf(crate::ods::BuiltinTypeClass),
    /// A C++ integer type of `bits` bits, as MLIR's
    /// `AsmParser::parseInteger` reads it into that type.
    Int {
        /// The C++ type's width.
        bits: u32,
        /// Whether the C++ type is signed.
        signed: bool,
    },
    /// C++ `bool`: an integer that must be 0 or 1 (`true`, `false`), as
    /// `AsmParser::parseInteger` reads it into a `bool` (`integer value too
    /// large` otherwise); printed `true` or `false`.
    Bool,
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
    Array(&'static DefFormatKind),
    /// `mlir::Attribute`: any attribute, as `parseAttribute` reads it
    /// (with its type), printed as `printAttribute` prints it.
    Attribute,
    /// A builtin attribute class (`mlir::StringAttr`, …): an attribute,
    /// which must be of that class (`parseAttribute<T>`), printed whole.
    AttrOf(crate::ods::BuiltinAttrClass),
    /// A C++ enum (`EnumParameter`): a keyword or string its
    /// `symbolize<Enum>` knows (a bit enum: several, separated), as the
    /// enum's `parameterParser` reads it (`expected E to be one of: …`).
    Enum(crate::ods::EnumSyntax),
    /// A C++ enum named by its C++ class (`"::ns::Level"`): one keyword
    /// or string its `symbolize<Enum>` knows, as the `FieldParser<Enum>`
    /// mlir-tblgen generates with the enum's declarations reads it
    /// (`expected keyword for SUMMARY`, `expected one of [cases] for
    /// SUMMARY, got: x`); printed quoted unless a bare identifier (a bit
    /// enum: unless at most one bit is set), as its `operator<<` prints.
    EnumField(crate::ods::EnumSyntax),
}

/// A parameter's default value (its C++ `defaultValue`).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub enum DefFormatDefault {
    /// A null `mlir::Type` or `std::nullopt`.
    Null,
    /// An integer.
    Int(i128),
    /// A string.
    Str(&'static str),
    /// An empty array.
    Empty,
}

/// One element of a [`DefFormat`].
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub enum DefFormatPiece {
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
    Optional(&'static DefFormatGroup),
}

/// An optional group of a [`DefFormat`].
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct DefFormatGroup {
    /// The elements read when the first one is present (a literal, or a
    /// parameter read as a value that is not null, zero or `std::nullopt`).
    pub then: &'static [DefFormatPiece],
    /// The elements read otherwise (`: (…)`).
    pub otherwise: &'static [DefFormatPiece],
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
pub fn register_type_format(ctx: &mut Context, kind: &str, format: &'static DefFormat) {
    ctx.type_formats.insert(kind.into(), format);
}

/// Registers the declarative `assemblyFormat` of the dialect attribute
/// `kind` (`"#ns.mnemonic"`, of a dialect reading its attributes with
/// mlir-tblgen's generated parser), as [`register_type_format`] does for a
/// type: the attribute's body is read as the parser mlir-tblgen generates
/// from the format reads it (`#tl.address_space<vec>` is `expected
/// ::mlir::tl::AddressSpace to be one of: …`), and the attribute keeps the
/// text its printer prints.
#[doc(hidden)]
pub fn register_attr_format(ctx: &mut Context, kind: &str, format: &'static DefFormat) {
    ctx.attr_formats.insert(kind.into(), format);
}

/// The error MLIR's generated attribute and type parsers report after a
/// parameter's `FieldParser` failed: `param` of record `def_name`, of C++
/// type `cpp_type`.
pub(crate) fn parameter_failure(def_name: &str, param: &str, cpp_type: &str) -> String {
    format!("failed to parse {def_name} parameter '{param}' which is to be a `{cpp_type}`")
}
