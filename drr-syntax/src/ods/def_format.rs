//! A `TypeDef`'s or `AttrDef`'s declarative `assemblyFormat`, when the
//! runtime's parser reads it as the parser mlir-tblgen generates from it
//! does (and prints it as the generated printer does): the format's
//! elements (literals,
//! whitespace, `$param`, `qualified($param)`, `params`, `struct(params)`,
//! `struct($a, …)`, optional groups `(…)?` / `(…) : (…)?` anchored with
//! `^` on an optional parameter, `params` or `struct`) over parameters of
//! the C++ kinds the runtime reads (`mlir::Type`, the builtin type and
//! attribute classes such as `mlir::FunctionType`, `mlir::IntegerType`,
//! `mlir::StringAttr`, C++ integers and `std::optional`s of them, `StringRefParameter`,
//! `ArrayRefParameter`s of those and of C++ enums, `OptionalParameter`,
//! `DefaultValuedParameter` with an integer or `std::nullopt` default,
//! `mlir::Attribute`, and C++ enums: `EnumParameter<Enum>` or the C++
//! class of an enum record of the block, resolved when the dialect is
//! generated, [`DefFormat::resolve_enums`]).
//! Anything else (`custom<…>(…)`, `ref`, attribute parameters, other C++
//! types, parameter classes of the user's, a format mlir-tblgen rejects)
//! makes [`declarative_format`] return `None`: the type keeps its text.

use proc_macro2::TokenStream;
use quote::quote;

use super::ast::{DagArg, Value};

/// A declarative format the runtime reads (see [`declarative_format`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefFormat {
    /// The `TypeDef`'s parameters, in declaration order.
    pub params: Vec<FormatParam>,
    /// The format's top-level elements.
    pub pieces: Vec<FormatPiece>,
}

/// A parameter of a [`DefFormat`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatParam {
    /// Its name.
    pub name: String,
    /// Its C++ kind.
    pub kind: ParamKind,
    /// Its default value, if it is optional.
    pub default: Option<DefaultValue>,
    /// Its C++ type as MLIR's messages name it (`int64_t`,
    /// `::llvm::ArrayRef<int>`; an enum's once
    /// [`DefFormat::resolve_enums`] found it).
    pub cpp_type: String,
}

/// The C++ type of a parameter, as its `FieldParser` reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// `mlir::Type`.
    Type,
    /// A builtin type class (`mlir::FunctionType`, `mlir::IntegerType`,
    /// …): the name of its `BuiltinTypeClass` variant (`FloatOf(…)`
    /// included).
    TypeOf(&'static str),
    /// A C++ integer type.
    Int {
        /// The C++ type's width.
        bits: u32,
        /// Whether the C++ type is signed.
        signed: bool,
    },
    /// C++ `bool`: an integer that must be 0 or 1 (`true`, `false`), as
    /// `AsmParser::parseInteger` reads it into a `bool`; printed `true` or
    /// `false`.
    Bool,
    /// `std::optional` of a C++ integer type.
    OptionalInt {
        /// The C++ type's width.
        bits: u32,
        /// Whether the C++ type is signed.
        signed: bool,
    },
    /// A `StringRefParameter`.
    String,
    /// An `ArrayRefParameter` of elements of this kind.
    Array(Box<ParamKind>),
    /// `mlir::Attribute`: any attribute (`parseAttribute`).
    Attribute,
    /// A builtin attribute class (`mlir::StringAttr`, …): the name of its
    /// `BuiltinAttrClass` variant (with its arguments).
    AttrOf(&'static str),
    /// A C++ enum: the enum record's name (`EnumParameter<Enum>`, read
    /// by the enum's `parameterParser`) until [`DefFormat::resolve_enums`]
    /// makes it the Rust enum's name.
    Enum(String),
    /// A C++ enum named by the parameter's C++ type (`"::ns::Kind"`),
    /// read by the `FieldParser<Enum>` of the enum's generated
    /// declarations; resolved likewise.
    EnumField(String),
}

/// A parameter's default value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefaultValue {
    /// A null `mlir::Type` or `std::nullopt`.
    Null,
    /// An integer.
    Int(i128),
    /// A string.
    Str(String),
    /// An empty array.
    Empty,
}

/// An element of a [`DefFormat`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatPiece {
    /// A literal: punctuation or a keyword.
    Literal(String),
    /// `` ` ` `` or `` `` ``.
    Space(String),
    /// `$param` / `qualified($param)`: the parameter of this index.
    Param(u8),
    /// `params`.
    Params(Vec<u8>),
    /// `struct(…)`.
    Struct(Vec<u8>),
    /// An optional group.
    Optional {
        /// Its elements.
        then: Vec<FormatPiece>,
        /// The elements after `:`, if any.
        otherwise: Vec<FormatPiece>,
        /// The parameters of its anchor.
        anchor: Vec<u8>,
        /// Whether the anchor is in `otherwise`.
        inverted: bool,
    },
}

/// The integer C++ types: width and signedness.
fn int_kind(t: &str) -> Option<(u32, bool)> {
    let t = t.trim_start_matches("::");
    let t = t.strip_prefix("std::").unwrap_or(t);
    Some(match t {
        "int8_t" => (8, true),
        "uint8_t" => (8, false),
        "int16_t" => (16, true),
        "uint16_t" => (16, false),
        "int" | "int32_t" => (32, true),
        "unsigned" | "unsigned int" | "uint32_t" => (32, false),
        "int64_t" => (64, true),
        "uint64_t" | "size_t" => (64, false),
        _ => return None,
    })
}

/// The kind of a parameter of C++ type `cpp` (a string parameter or the
/// first argument of a parameter class): `mlir::Type`, `mlir::Attribute`,
/// the builtin type and attribute classes, the integer types and
/// `std::optional`s of them, and C++ names that may be enums.
fn cpp_kind(cpp: &str) -> Option<ParamKind> {
    let t: String = cpp.split_whitespace().collect::<Vec<_>>().join(" ");
    let t = t.trim_start_matches("::");
    if let Some(inner) = t
        .strip_prefix("std::optional<")
        .and_then(|r| r.strip_suffix('>'))
    {
        let (bits, signed) = int_kind(inner.trim())?;
        return Some(ParamKind::OptionalInt { bits, signed });
    }
    match t {
        "bool" => Some(ParamKind::Bool),
        "mlir::Type" | "Type" => Some(ParamKind::Type),
        "mlir::Attribute" | "Attribute" => Some(ParamKind::Attribute),
        _ => builtin_class(t.strip_prefix("mlir::").unwrap_or(t))
            .or_else(|| int_kind(t).map(|(bits, signed)| ParamKind::Int { bits, signed }))
            .or_else(|| is_cpp_name(t).then(|| ParamKind::EnumField(t.to_string()))),
    }
}

/// The builtin C++ type or attribute class `name` (without `mlir::`), as
/// the runtime's `BuiltinTypeClass` / `BuiltinAttrClass` variant that
/// checks it; interfaces a dialect's own types or attributes may
/// implement (`ShapedType`, `ElementsAttr`, `TypedAttr`) are not among
/// them.
fn builtin_class(name: &str) -> Option<ParamKind> {
    let ty = match name {
        "IntegerType" => "Integer",
        "IndexType" => "Index",
        "NoneType" => "None",
        "FunctionType" => "Function",
        "RankedTensorType" => "RankedTensor",
        "UnrankedTensorType" => "UnrankedTensor",
        "TensorType" => "Tensor",
        "VectorType" => "Vector",
        "MemRefType" => "MemRef",
        "UnrankedMemRefType" => "UnrankedMemRef",
        "BaseMemRefType" => "BaseMemRef",
        "TupleType" => "Tuple",
        "ComplexType" => "Complex",
        "FloatType" => "Float",
        "Float16Type" => "FloatOf(::drr::FloatKind::F16)",
        "BFloat16Type" => "FloatOf(::drr::FloatKind::BF16)",
        "Float32Type" => "FloatOf(::drr::FloatKind::F32)",
        "Float64Type" => "FloatOf(::drr::FloatKind::F64)",
        "Float80Type" => "FloatOf(::drr::FloatKind::F80)",
        "Float128Type" => "FloatOf(::drr::FloatKind::F128)",
        "FloatTF32Type" => "FloatOf(::drr::FloatKind::TF32)",
        "Float8E5M2Type" => "FloatOf(::drr::FloatKind::F8E5M2)",
        "Float8E4M3Type" => "FloatOf(::drr::FloatKind::F8E4M3)",
        "Float8E4M3FNType" => "FloatOf(::drr::FloatKind::F8E4M3FN)",
        "Float8E5M2FNUZType" => "FloatOf(::drr::FloatKind::F8E5M2FNUZ)",
        "Float8E4M3FNUZType" => "FloatOf(::drr::FloatKind::F8E4M3FNUZ)",
        "Float8E4M3B11FNUZType" => "FloatOf(::drr::FloatKind::F8E4M3B11FNUZ)",
        "Float8E3M4Type" => "FloatOf(::drr::FloatKind::F8E3M4)",
        "Float8E8M0FNUType" => "FloatOf(::drr::FloatKind::F8E8M0FNU)",
        "Float6E3M2FNType" => "FloatOf(::drr::FloatKind::F6E3M2FN)",
        "Float6E2M3FNType" => "FloatOf(::drr::FloatKind::F6E2M3FN)",
        "Float4E2M1FNType" => "FloatOf(::drr::FloatKind::F4E2M1FN)",
        _ => "",
    };
    if !ty.is_empty() {
        return Some(ParamKind::TypeOf(ty));
    }
    let attr = match name {
        "StringAttr" => "String",
        "IntegerAttr" => "Integer",
        "BoolAttr" => "Bool",
        "FloatAttr" => "Float",
        "ArrayAttr" => "Array",
        "DictionaryAttr" => "Dictionary",
        "TypeAttr" => "Type",
        "UnitAttr" => "Unit",
        "SymbolRefAttr" => "SymbolRef",
        "FlatSymbolRefAttr" => "FlatSymbolRef",
        "DenseArrayAttr" => "DenseArray",
        "DenseBoolArrayAttr" => "DenseIntArray(1)",
        "DenseI8ArrayAttr" => "DenseIntArray(8)",
        "DenseI16ArrayAttr" => "DenseIntArray(16)",
        "DenseI32ArrayAttr" => "DenseIntArray(32)",
        "DenseI64ArrayAttr" => "DenseIntArray(64)",
        "DenseF32ArrayAttr" => "DenseFloatArray(::drr::FloatKind::F32)",
        "DenseF64ArrayAttr" => "DenseFloatArray(::drr::FloatKind::F64)",
        "DenseElementsAttr" => "DenseElements",
        "DenseIntOrFPElementsAttr" => "DenseIntOrFpElements",
        "DenseIntElementsAttr" => "DenseIntElements",
        "DenseFPElementsAttr" => "DenseFpElements",
        "DenseStringElementsAttr" => "DenseStringElements",
        "LocationAttr" => "Location",
        "AffineMapAttr" => "AffineMap",
        "IntegerSetAttr" => "IntegerSet",
        "DistinctAttr" => "Distinct",
        _ => return None,
    };
    Some(ParamKind::AttrOf(attr))
}

/// True for a C++ qualified name (`Kind`, `mlir::tl::Kind`): maybe an
/// enum class of the block.
fn is_cpp_name(t: &str) -> bool {
    !t.is_empty()
        && t.split("::").all(|seg| {
            seg.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                && seg.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
}

/// A C++ integer literal (`10`, `-1`, `0x10`, with a `u`/`l` suffix).
fn cpp_integer(text: &str) -> Option<i128> {
    let t = text.trim();
    let (negative, t) = match t.strip_prefix('-') {
        Some(r) => (true, r.trim_start()),
        None => (false, t),
    };
    let t = t.trim_end_matches(['u', 'U', 'l', 'L']);
    let v = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) => i128::from_str_radix(hex, 16).ok()?,
        None if t.chars().all(|c| c.is_ascii_digit()) && !t.is_empty() => t.parse().ok()?,
        None => return None,
    };
    Some(if negative { -v } else { v })
}

/// The default value `text` (C++) of a parameter of kind `kind`, if
/// `ods!` knows its value.
fn cpp_default(kind: &ParamKind, text: &str) -> Option<DefaultValue> {
    let t = text.trim();
    match kind {
        ParamKind::Int { .. } => cpp_integer(t).map(DefaultValue::Int),
        ParamKind::Bool => match t {
            "false" => Some(DefaultValue::Int(0)),
            "true" => Some(DefaultValue::Int(1)),
            _ => None,
        },
        ParamKind::OptionalInt { .. } => {
            if matches!(t, "std::nullopt" | "::std::nullopt") {
                Some(DefaultValue::Null)
            } else {
                cpp_integer(t).map(DefaultValue::Int)
            }
        }
        _ => None,
    }
}

/// The value of a string, or of code holding one string literal, as a
/// class argument (`"…"`, `[{"default"}]`).
fn arg_text(v: &Value) -> Option<String> {
    match v {
        Value::Str(s) => Some(s.value()),
        Value::Code(_, tokens) => Some(tokens.to_string()),
        _ => None,
    }
}

/// A C++ string literal without escapes (`"default"`).
fn cpp_string(text: &str) -> Option<String> {
    let inner = text.trim().strip_prefix('"')?.strip_suffix('"')?;
    (!inner.contains(['"', '\\'])).then(|| inner.to_string())
}

/// The kind and default value of a parameter declared as `value`.
fn param_of(value: &Value) -> Option<(ParamKind, Option<DefaultValue>)> {
    let c = match value {
        Value::Str(cpp) => return Some((cpp_kind(&cpp.value())?, None)),
        Value::Class(c) if c.is_simple() => c,
        _ => return None,
    };
    let args = c.args.as_deref().unwrap_or(&[]);
    let first = || args.first().and_then(arg_text);
    match c.name().to_string().as_str() {
        "AttrOrTypeParameter" | "TypeParameter" | "AttrParameter" => {
            Some((cpp_kind(&first()?)?, None))
        }
        // `EnumParameter<Enum>`: the enum record.
        "EnumParameter" => match args {
            [Value::Class(e)] if e.is_simple() && e.args.is_none() => {
                Some((ParamKind::Enum(e.name().to_string()), None))
            }
            _ => None,
        },
        "OptionalParameter" => {
            // `defaultValue = cppStorageType # "()"`.
            let kind = cpp_kind(&first()?)?;
            let default = match kind {
                ParamKind::Int { .. } | ParamKind::Bool => DefaultValue::Int(0),
                ParamKind::Type
                | ParamKind::TypeOf(_)
                | ParamKind::OptionalInt { .. }
                | ParamKind::Attribute
                | ParamKind::AttrOf(_) => DefaultValue::Null,
                _ => return None,
            };
            Some((kind, Some(default)))
        }
        "DefaultValuedParameter" => {
            let kind = cpp_kind(&first()?)?;
            let default = cpp_default(&kind, &args.get(1).and_then(arg_text)?)?;
            Some((kind, Some(default)))
        }
        "StringRefParameter" => {
            let default = match args.get(1).map(arg_text) {
                None => None,
                Some(t) => {
                    let t = t?;
                    if t.is_empty() {
                        None
                    } else {
                        Some(DefaultValue::Str(cpp_string(&t)?))
                    }
                }
            };
            Some((ParamKind::String, default))
        }
        "ArrayRefParameter" | "OptionalArrayRefParameter" => {
            let element = cpp_kind(&first()?)?;
            // An enum element: a C++ enum of the block (TOSA's
            // `ArrayRefParameter<"Profile">`), resolved as an
            // `EnumParameter`.
            if !matches!(
                element,
                ParamKind::Type
                    | ParamKind::TypeOf(_)
                    | ParamKind::Int { .. }
                    | ParamKind::Bool
                    | ParamKind::Enum(_)
                    | ParamKind::EnumField(_)
            ) {
                return None;
            }
            let default = (c.name() == "OptionalArrayRefParameter").then_some(DefaultValue::Empty);
            Some((ParamKind::Array(Box::new(element)), default))
        }
        _ => None,
    }
}

/// The C++ type of parameter `value` (`AttrOrTypeParameter`'s `cppType`):
/// the string, or what the parameter class makes of its argument; empty
/// for an `EnumParameter`, whose type [`DefFormat::resolve_enums`] finds.
fn param_cpp_type(value: &Value) -> String {
    let c = match value {
        Value::Str(cpp) => return cpp.value(),
        Value::Class(c) => c,
        _ => return String::new(),
    };
    let first = c
        .args
        .as_deref()
        .and_then(|a| a.first())
        .and_then(arg_text)
        .unwrap_or_default();
    match c.name().to_string().as_str() {
        "StringRefParameter" => "::llvm::StringRef".into(),
        "ArrayRefParameter" | "OptionalArrayRefParameter" => format!("::llvm::ArrayRef<{first}>"),
        "EnumParameter" => String::new(),
        _ => first,
    }
}

/// A token of a format string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok<'a> {
    /// `` `…` ``.
    Literal(&'a str),
    /// `$name`.
    Var(&'a str),
    /// A keyword (`params`, `struct`, …).
    Ident(&'a str),
    /// `(`, `)`, `,`, `:`, `?`, `^`.
    Punct(char),
}

/// The tokens of the format string `text` (`None` if mlir-tblgen's lexer
/// rejects it).
fn tokens(text: &str) -> Option<Vec<Tok<'_>>> {
    let mut out = Vec::new();
    let mut rest = text;
    let ident_len = |s: &str| {
        s.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(s.len())
    };
    loop {
        rest = rest.trim_start();
        let Some(c) = rest.chars().next() else {
            return Some(out);
        };
        if let Some(r) = rest.strip_prefix('`') {
            let end = r.find('`')?;
            out.push(Tok::Literal(&r[..end]));
            rest = &r[end + 1..];
        } else if let Some(r) = rest.strip_prefix('$') {
            let len = ident_len(r);
            if len == 0 {
                return None;
            }
            out.push(Tok::Var(&r[..len]));
            rest = &r[len..];
        } else if c.is_ascii_alphabetic() || c == '_' {
            let len = ident_len(rest);
            out.push(Tok::Ident(&rest[..len]));
            rest = &rest[len..];
        } else if "(),:?^".contains(c) {
            out.push(Tok::Punct(c));
            rest = &rest[1..];
        } else {
            return None;
        }
    }
}

/// True for a literal mlir-tblgen accepts as punctuation or a keyword.
fn valid_literal(lit: &str) -> bool {
    let punct = [
        "<", ">", ",", "(", ")", "[", "]", ":", "=", "?", "+", "*", "->", "...", "{", "}",
    ];
    punct.contains(&lit)
        || (lit.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && lit
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.')))
}

/// The format parser's state.
struct FormatParser<'a> {
    toks: Vec<Tok<'a>>,
    at: usize,
    params: &'a [FormatParam],
    seen: Vec<bool>,
}

/// Where an element list is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Where {
    Top,
    Group,
}

impl<'a> FormatParser<'a> {
    fn peek(&self) -> Option<Tok<'a>> {
        self.toks.get(self.at).copied()
    }

    fn eat(&mut self, t: Tok<'_>) -> bool {
        if self.peek() == Some(t) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// The index of parameter `name`, marked seen (`None` if unknown or
    /// seen before: mlir-tblgen's errors).
    fn bind(&mut self, name: &str) -> Option<u8> {
        let i = self.params.iter().position(|p| p.name == name)?;
        if std::mem::replace(&mut self.seen[i], true) {
            return None;
        }
        u8::try_from(i).ok()
    }

    /// `params`: all the parameters, none bound before.
    fn all_params(&mut self) -> Option<Vec<u8>> {
        if self.seen.iter().any(|&s| s) || self.params.is_empty() {
            return None;
        }
        self.seen.iter_mut().for_each(|s| *s = true);
        (0..self.params.len())
            .map(|i| u8::try_from(i).ok())
            .collect()
    }

    /// Elements up to a `)` or the end (`anchor`: where a `^` was seen in
    /// a group, with the anchored element's parameters).
    fn elements(&mut self, at: Where, anchor: &mut Option<Vec<u8>>) -> Option<Vec<FormatPiece>> {
        let mut pieces = Vec::new();
        while let Some(t) = self.peek() {
            if t == Tok::Punct(')') {
                break;
            }
            self.at += 1;
            let piece = match t {
                // `` `\n` `` stays text: MLIR's printer indents the line
                // after it as deep as the op printing the type.
                Tok::Literal(l) if l.is_empty() || l == " " => FormatPiece::Space(l.to_string()),
                Tok::Literal(l) if valid_literal(l) => FormatPiece::Literal(l.to_string()),
                Tok::Var(name) => FormatPiece::Param(self.bind(name)?),
                Tok::Ident("qualified") => {
                    if !self.eat(Tok::Punct('(')) {
                        return None;
                    }
                    let Some(Tok::Var(name)) = self.peek() else {
                        return None;
                    };
                    self.at += 1;
                    let i = self.bind(name)?;
                    if !self.eat(Tok::Punct(')')) {
                        return None;
                    }
                    FormatPiece::Param(i)
                }
                Tok::Ident("params") => FormatPiece::Params(self.all_params()?),
                Tok::Ident("struct") => {
                    if !self.eat(Tok::Punct('(')) {
                        return None;
                    }
                    let list = if self.eat(Tok::Ident("params")) {
                        self.all_params()?
                    } else {
                        let mut list = Vec::new();
                        loop {
                            let Some(Tok::Var(name)) = self.peek() else {
                                return None;
                            };
                            self.at += 1;
                            list.push(self.bind(name)?);
                            if !self.eat(Tok::Punct(',')) {
                                break;
                            }
                        }
                        list
                    };
                    if !self.eat(Tok::Punct(')')) {
                        return None;
                    }
                    FormatPiece::Struct(list)
                }
                Tok::Punct('(') if at == Where::Top => self.group()?,
                _ => return None,
            };
            if self.eat(Tok::Punct('^')) {
                let params = match &piece {
                    FormatPiece::Param(i) => vec![*i],
                    FormatPiece::Params(l) | FormatPiece::Struct(l) => l.clone(),
                    _ => return None,
                };
                if at != Where::Group || anchor.replace(params).is_some() {
                    return None;
                }
            }
            pieces.push(piece);
        }
        Some(pieces)
    }

    /// An optional group after its `(`: `then) ?` or `then) : (else) ?`.
    fn group(&mut self) -> Option<FormatPiece> {
        let mut anchor = None;
        let then = self.elements(Where::Group, &mut anchor)?;
        if !self.eat(Tok::Punct(')')) {
            return None;
        }
        let in_then = anchor.is_some();
        let mut otherwise = Vec::new();
        if self.eat(Tok::Punct(':')) {
            if !self.eat(Tok::Punct('(')) {
                return None;
            }
            otherwise = self.elements(Where::Group, &mut anchor)?;
            if !self.eat(Tok::Punct(')')) {
                return None;
            }
        }
        if !self.eat(Tok::Punct('?')) {
            return None;
        }
        let anchor = anchor?;
        // The first element read decides: a literal, or a parameter tested
        // for a value (not null, zero or `std::nullopt`).
        match then.iter().find(|p| !matches!(p, FormatPiece::Space(_)))? {
            FormatPiece::Literal(_) => {}
            FormatPiece::Param(i) => {
                let kind = &self.params[usize::from(*i)].kind;
                if !matches!(
                    kind,
                    ParamKind::Type
                        | ParamKind::TypeOf(_)
                        | ParamKind::Int { .. }
                        | ParamKind::Bool
                        | ParamKind::OptionalInt { .. }
                ) {
                    return None;
                }
            }
            _ => return None,
        }
        // Only optional parameters in a group (mlir-tblgen's rule).
        let mut all_optional = true;
        for_each_param(then.iter().chain(&otherwise), &mut |i| {
            all_optional &= self.params[usize::from(i)].default.is_some();
        });
        all_optional.then_some(FormatPiece::Optional {
            then,
            otherwise,
            anchor,
            inverted: !in_then,
        })
    }
}

/// Calls `f` with the index of every parameter `pieces` bind.
fn for_each_param<'p>(pieces: impl IntoIterator<Item = &'p FormatPiece>, f: &mut dyn FnMut(u8)) {
    for p in pieces {
        match p {
            FormatPiece::Param(i) => f(*i),
            FormatPiece::Params(l) | FormatPiece::Struct(l) => l.iter().for_each(|&i| f(i)),
            FormatPiece::Optional {
                then, otherwise, ..
            } => for_each_param(then.iter().chain(otherwise), f),
            FormatPiece::Literal(_) | FormatPiece::Space(_) => {}
        }
    }
}

/// A `TypeDef`'s `assemblyFormat` `format` over its parameters `params`,
/// if the runtime's parser reads it (see the module docs): every
/// parameter of a kind it reads, each bound once, every mandatory one
/// bound outside optional groups.
pub fn declarative_format(format: &str, params: &[DagArg]) -> Option<DefFormat> {
    let mut model = Vec::new();
    for p in params {
        let name = p.name.as_ref()?.to_string();
        let (kind, default) = param_of(&p.value)?;
        model.push(FormatParam {
            name,
            kind,
            default,
            cpp_type: param_cpp_type(&p.value),
        });
    }
    let mut parser = FormatParser {
        toks: tokens(format)?,
        at: 0,
        params: &model,
        seen: vec![false; model.len()],
    };
    let pieces = parser.elements(Where::Top, &mut None)?;
    if parser.at != parser.toks.len() {
        return None;
    }
    let mut top = Vec::new();
    for_each_param(
        pieces
            .iter()
            .filter(|p| !matches!(p, FormatPiece::Optional { .. })),
        &mut |i| top.push(i),
    );
    let mandatory_bound = model
        .iter()
        .enumerate()
        .all(|(i, p)| p.default.is_some() || top.iter().any(|&t| usize::from(t) == i));
    // mlir-tblgen: a `struct` with optional parameters before a `,`.
    let struct_comma = pieces.windows(2).any(|w| {
        matches!(&w[0], FormatPiece::Struct(l) if l.iter().any(|&i| model[usize::from(i)].default.is_some()))
            && w[1] == FormatPiece::Literal(",".into())
    });
    (mandatory_bound && !struct_comma).then_some(DefFormat {
        params: model,
        pieces,
    })
}

impl ParamKind {
    fn tokens(&self) -> TokenStream {
        match self {
            ParamKind::Type => quote!(::drr::ods::DefFormatKind::Type),
            ParamKind::TypeOf(class) => {
                let class: TokenStream = class.parse().expect("a variant path");
                quote!(::drr::ods::DefFormatKind::TypeOf(::drr::ods::BuiltinTypeClass::#class))
            }
            ParamKind::Int { bits, signed } => {
                quote!(::drr::ods::DefFormatKind::Int { bits: #bits, signed: #signed })
            }
            ParamKind::Bool => quote!(::drr::ods::DefFormatKind::Bool),
            ParamKind::OptionalInt { bits, signed } => {
                quote!(::drr::ods::DefFormatKind::OptionalInt { bits: #bits, signed: #signed })
            }
            ParamKind::String => quote!(::drr::ods::DefFormatKind::String),
            ParamKind::Array(e) => {
                let e = e.tokens();
                quote!(::drr::ods::DefFormatKind::Array(&#e))
            }
            ParamKind::Attribute => quote!(::drr::ods::DefFormatKind::Attribute),
            ParamKind::AttrOf(class) => {
                let class: TokenStream = class.parse().expect("a variant path");
                quote!(::drr::ods::DefFormatKind::AttrOf(::drr::ods::BuiltinAttrClass::#class))
            }
            ParamKind::Enum(name) => {
                let e = proc_macro2::Ident::new(name, proc_macro2::Span::call_site());
                quote!(::drr::ods::DefFormatKind::Enum(<#e as ::drr::ods::EnumValue>::SYNTAX))
            }
            ParamKind::EnumField(name) => {
                let e = proc_macro2::Ident::new(name, proc_macro2::Span::call_site());
                quote!(::drr::ods::DefFormatKind::EnumField(<#e as ::drr::ods::EnumValue>::SYNTAX))
            }
        }
    }
}

impl FormatPiece {
    fn tokens(&self) -> TokenStream {
        match self {
            FormatPiece::Literal(l) => quote!(::drr::ods::DefFormatPiece::Literal(#l)),
            FormatPiece::Space(s) => quote!(::drr::ods::DefFormatPiece::Space(#s)),
            FormatPiece::Param(i) => quote!(::drr::ods::DefFormatPiece::Param(#i)),
            FormatPiece::Params(l) => quote!(::drr::ods::DefFormatPiece::Params(&[#(#l),*])),
            FormatPiece::Struct(l) => quote!(::drr::ods::DefFormatPiece::Struct(&[#(#l),*])),
            FormatPiece::Optional {
                then,
                otherwise,
                anchor,
                inverted,
            } => {
                let then = then.iter().map(FormatPiece::tokens);
                let otherwise = otherwise.iter().map(FormatPiece::tokens);
                quote!(::drr::ods::DefFormatPiece::Optional(&::drr::ods::DefFormatGroup {
                    then: &[#(#then),*],
                    otherwise: &[#(#otherwise),*],
                    anchor: &[#(#anchor),*],
                    inverted: #inverted,
                }))
            }
        }
    }
}

impl DefFormat {
    /// Resolves its enum parameters with `rust_enum` (an enum record's
    /// name or a C++ class name to the Rust enum `ods!` generated for an
    /// enum record of the block): false if one is not resolved (the
    /// parameter is of a C++ type the runtime does not read: the format
    /// is then kept as text).
    /// `rust_enum` gives the Rust enum and the enum's C++ type
    /// (`::ns::Class`), which an `EnumParameter`'s messages name.
    pub fn resolve_enums(&mut self, rust_enum: impl Fn(&str) -> Option<(String, String)>) -> bool {
        self.params.iter_mut().all(|p| {
            let (kind, enum_parameter) = match &mut p.kind {
                ParamKind::Array(element) => (&mut **element, false),
                kind @ ParamKind::Enum(_) => (kind, true),
                kind => (kind, false),
            };
            match kind {
                ParamKind::Enum(name) | ParamKind::EnumField(name) => match rust_enum(name) {
                    Some((rust, cpp)) => {
                        *name = rust;
                        if enum_parameter {
                            p.cpp_type = cpp;
                        }
                        true
                    }
                    None => false,
                },
                _ => true,
            }
        })
    }

    /// An expression of type `&'static ::drr::ods::DefFormat` for it, the
    /// format of record `def_name`.
    pub fn tokens(&self, def_name: &str) -> TokenStream {
        let params = self.params.iter().map(|p| {
            let name = &p.name;
            let kind = p.kind.tokens();
            let default = match &p.default {
                None => quote!(::core::option::Option::None),
                Some(d) => {
                    let d = match d {
                        DefaultValue::Null => quote!(::drr::ods::DefFormatDefault::Null),
                        DefaultValue::Int(v) => {
                            quote!(::drr::ods::DefFormatDefault::Int(#v))
                        }
                        DefaultValue::Str(s) => quote!(::drr::ods::DefFormatDefault::Str(#s)),
                        DefaultValue::Empty => quote!(::drr::ods::DefFormatDefault::Empty),
                    };
                    quote!(::core::option::Option::Some(#d))
                }
            };
            let cpp_type = &p.cpp_type;
            quote!(::drr::ods::DefFormatParam { name: #name, kind: #kind, default: #default, cpp_type: #cpp_type })
        });
        let pieces = self.pieces.iter().map(FormatPiece::tokens);
        quote!({
            const FORMAT: ::drr::ods::DefFormat = ::drr::ods::DefFormat {
                name: #def_name,
                params: &[#(#params),*],
                pieces: &[#(#pieces),*],
            };
            &FORMAT
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods::ast::ClassRef;
    use proc_macro2::Span;
    use syn::{Ident, LitStr};

    fn s(text: &str) -> Value {
        Value::Str(LitStr::new(text, Span::call_site()))
    }

    fn class(name: &str, args: Vec<Value>) -> Value {
        Value::Class(ClassRef {
            path: vec![Ident::new(name, Span::call_site())],
            leading_colon: false,
            args: Some(args),
        })
    }

    fn arg(value: Value, name: &str) -> DagArg {
        DagArg {
            value,
            name: Some(Ident::new(name, Span::call_site())),
        }
    }

    #[test]
    fn parameter_kinds() {
        let f = |v: Value| param_of(&v);
        assert_eq!(f(s("::mlir::Type")), Some((ParamKind::Type, None)));
        assert_eq!(
            f(s("std::optional<int>")),
            Some((
                ParamKind::OptionalInt {
                    bits: 32,
                    signed: true
                },
                None
            ))
        );
        assert_eq!(
            f(class(
                "OptionalParameter",
                vec![s("::std::optional<unsigned>")]
            )),
            Some((
                ParamKind::OptionalInt {
                    bits: 32,
                    signed: false
                },
                Some(DefaultValue::Null)
            ))
        );
        assert_eq!(
            f(class("DefaultValuedParameter", vec![s("unsigned"), s("0")])),
            Some((
                ParamKind::Int {
                    bits: 32,
                    signed: false
                },
                Some(DefaultValue::Int(0))
            ))
        );
        assert_eq!(
            f(class("StringRefParameter", vec![])),
            Some((ParamKind::String, None))
        );
        assert_eq!(
            f(class("StringRefParameter", vec![s("d"), s("\"x\"")])),
            Some((ParamKind::String, Some(DefaultValue::Str("x".into()))))
        );
        assert_eq!(
            f(class("OptionalArrayRefParameter", vec![s("int64_t")])),
            Some((
                ParamKind::Array(Box::new(ParamKind::Int {
                    bits: 64,
                    signed: true
                })),
                Some(DefaultValue::Empty)
            ))
        );
        // C++ the runtime does not evaluate, kinds it does not read.
        assert_eq!(
            f(class(
                "DefaultValuedParameter",
                vec![
                    s("mlir::IntegerType"),
                    s("mlir::IntegerType::get($_ctxt, 32)")
                ]
            )),
            None
        );
        // Builtin classes, checked after reading any type or attribute.
        assert_eq!(
            f(s("::mlir::StringAttr")),
            Some((ParamKind::AttrOf("String"), None))
        );
        assert_eq!(
            f(class("OptionalParameter", vec![s("DictionaryAttr")])),
            Some((ParamKind::AttrOf("Dictionary"), Some(DefaultValue::Null)))
        );
        assert_eq!(
            f(s("mlir::Float32Type")),
            Some((ParamKind::TypeOf("FloatOf(::drr::FloatKind::F32)"), None))
        );
        // Another C++ class: an enum's, if the block defines one of that
        // name.
        assert_eq!(
            f(s("::mlir::tl::Kind")),
            Some((ParamKind::EnumField("mlir::tl::Kind".into()), None))
        );
        assert_eq!(f(s("std::vector<int>")), None);
        assert_eq!(f(class("APFloatParameter", vec![s("d")])), None);
        assert_eq!(f(class("MyParameter", vec![])), None);
        // A C++ class may name an enum of the block (TOSA's
        // `ArrayRefParameter<"Profile">`); one that names none leaves the
        // format unresolved (the type keeps its text).
        assert_eq!(
            f(class("ArrayRefParameter", vec![s("StringRef")])),
            Some((
                ParamKind::Array(Box::new(ParamKind::EnumField("StringRef".into()))),
                None
            ))
        );
        assert_eq!(
            f(class("ArrayRefParameter", vec![s("std::vector<int>")])),
            None
        );
    }

    #[test]
    fn formats() {
        let int = || s("int");
        let opt = || class("OptionalParameter", vec![s("std::optional<int>")]);
        let two = |a: Value, b: Value| vec![arg(a, "a"), arg(b, "b")];
        let f = |format: &str, params: &[DagArg]| declarative_format(format, params);
        let pieces = |format: &str, params: &[DagArg]| f(format, params).map(|t| t.pieces);
        assert_eq!(
            pieces("`<` struct(params) `>`", &two(int(), int())),
            Some(vec![
                FormatPiece::Literal("<".into()),
                FormatPiece::Struct(vec![0, 1]),
                FormatPiece::Literal(">".into()),
            ])
        );
        assert_eq!(
            pieces("`<` (`?`) : ($a^)? `>`", &[arg(opt(), "a")]),
            Some(vec![
                FormatPiece::Literal("<".into()),
                FormatPiece::Optional {
                    then: vec![FormatPiece::Literal("?".into())],
                    otherwise: vec![FormatPiece::Param(0)],
                    anchor: vec![0],
                    inverted: true,
                },
                FormatPiece::Literal(">".into()),
            ])
        );
        assert!(f("`<` $a `` ` ` $b `>`", &two(int(), int())).is_some());
        // mlir-tblgen's errors: a parameter twice or missing, a mandatory
        // one in a group, a group without anchor, an unknown name, a
        // struct with optional parameters before a comma.
        assert_eq!(f("`<` $a `,` $a `>`", &two(int(), int())), None);
        assert_eq!(f("`<` $a `>`", &two(int(), int())), None);
        assert_eq!(f("`<` $a (`,` $b^)? `>`", &two(int(), int())), None);
        assert_eq!(f("`<` $a (`,` $b)? `>`", &two(int(), opt())), None);
        assert_eq!(f("`<` $a $c `>`", &two(int(), int())), None);
        assert_eq!(f("`<` struct(params) `,` `>`", &two(int(), opt())), None);
        // Kept as text: custom directives, `ref`, `\n`, a group starting
        // with `params`.
        assert_eq!(f("`<` custom<X>($a, $b) `>`", &two(int(), int())), None);
        assert_eq!(f("`<` $a `\\n` $b `>`", &two(int(), int())), None);
        assert_eq!(f("`<` (params^)? `>`", &two(opt(), opt())), None);
    }
}
