//! Enum attributes: lowering and code generation for `I32EnumAttr` /
//! `I64EnumAttr` (an integer attribute holding one case), `I32BitEnumAttr`
//! / `I64BitEnumAttr` (an integer attribute holding a set of bits) and
//! `EnumAttr<Dialect, Enum, "mnemonic">` (the dialect attribute
//! `#dialect.mnemonic<…>` wrapping either).
//!
//! An integer enum becomes a Rust `enum` (variants named in CamelCase after
//! the cases' symbols); a bit enum a `Copy` newtype over its bits with one
//! associated constant per case (in UPPER_SNAKE_CASE: `FastMathFlags::NNAN`)
//! and the usual flag operators. Both know their string forms exactly as
//! MLIR's generated `stringify…` / `symbolize…` do, and implement
//! `drr::ods::EnumValue` (what a dialect `EnumAttr` needs from the enum,
//! also across crates), `AttrConstraint` (the integer-attribute form),
//! `ConstantAttrBuilder` and `CppEnum` (constants in ODS's C++ spelling).

use std::collections::HashSet;

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::{Ident, LitStr};

use super::ast::{ClassRef, Def, Value};
use super::lower::Lower;

/// One case of an enum.
#[derive(Debug, Clone)]
pub struct EnumCase {
    /// The C++ symbol (first argument: `AlwaysFalse`, `nsw`).
    pub symbol: String,
    /// The string form (third argument, default the symbol: `false`).
    pub str: String,
    /// The value (bits of a bit enum case).
    pub value: u64,
    /// The Rust name: an enum variant (`AlwaysFalse`) or a constant (`NSW`).
    pub rust: Ident,
    /// A group of bits (`I32BitEnumAttrCaseGroup`).
    pub group: bool,
}

/// Integer or bit enum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EnumKind {
    /// `I32EnumAttr` / `I64EnumAttr`.
    Int,
    /// `I32BitEnumAttr` / `I64BitEnumAttr`.
    Bit {
        /// `let separator` (default `|`).
        separator: String,
        /// `let printBitEnumPrimaryGroups`.
        primary_groups: bool,
    },
}

/// An enum attribute record.
#[derive(Debug)]
pub struct EnumModel {
    /// Doc comments.
    pub docs: Vec<String>,
    /// The record (and Rust type) name.
    pub name: Ident,
    /// The C++ class name (first argument), if it differs from the record
    /// name (a type alias of that name is generated).
    pub class_name: Option<Ident>,
    /// False when another record of the block has the C++ class's name
    /// (LLVM's `def CConvEnum : LLVM_CEnumAttr<"CConv", …>` next to `def
    /// CConv : DialectAttr<…>`: TableGen's records and C++'s classes are
    /// apart, Rust's items are not): no alias is generated.
    pub alias: bool,
    /// The summary as MLIR prints it in verifier messages.
    pub summary: String,
    /// 8, 16, 32 or 64 (integer enums: 32 or 64).
    pub width: u32,
    /// Integer or bit enum.
    pub kind: EnumKind,
    /// The cases, in declaration order.
    pub cases: Vec<EnumCase>,
    /// `let cppNamespace` (for MLIR's messages: `::mlir::arith::FastMathFlags`).
    pub cpp_namespace: String,
    /// An enum attribute with its specialized attribute class (ODS's
    /// `genSpecializedAttr`, 1 by default): an argument of it stores that
    /// class, whose `classof` is the whole constraint, so a value that is no
    /// case fails when `<{…}>` is read (`Invalid attribute … in property
    /// conversion`), not in the verifier.
    pub specialized: bool,
}

impl EnumModel {
    /// The C++ type name in MLIR's messages.
    pub fn cpp_type(&self) -> String {
        let class = self
            .class_name
            .as_ref()
            .map_or_else(|| self.name.to_string(), |c| c.to_string());
        if self.cpp_namespace.is_empty() {
            class
        } else {
            format!("{}::{class}", self.cpp_namespace)
        }
    }
}

/// An `EnumAttr<Dialect, Enum, "mnemonic">` record.
#[derive(Debug)]
pub struct DialectEnumAttrModel {
    /// Doc comments.
    pub docs: Vec<String>,
    /// The record name.
    pub name: Ident,
    /// The enum (a path: local or from another crate).
    pub enum_path: TokenStream,
    /// The mnemonic.
    pub mnemonic: LitStr,
    /// Its assembly format.
    pub format: EnumAttrFormat,
}

/// The assembly format of an `EnumAttr`: literals around its `$value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EnumAttrFormat {
    /// "$value" (ODS's default): `#dialect<mnemonic value>`.
    Value,
    /// "`<` $value `>`": `#dialect.mnemonic<value>`.
    Angle,
    /// Other literals ("`(` $value `)`"): the text before and after the
    /// value, spaced as ODS's generated printer spaces them.
    Custom(String, String),
}

impl EnumAttrFormat {
    /// The format of `text` (an `assemblyFormat` of backquoted literals and
    /// one `$value`), or `None` if it has other directives.
    pub fn parse(text: &str) -> Option<EnumAttrFormat> {
        // ODS's attribute printer (`AttrOrTypeFormatGen`): a space before
        // an element unless the previous one was `<`, `(`, `{`, `[`, and
        // none before a closing bracket or `,`, nor before an opening one
        // after a keyword or the value.
        fn space_before(v: &str, last_punct: bool) -> bool {
            if v.chars().count() != 1 && v != "->" {
                return true;
            }
            let c = v.chars().next().unwrap_or(' ');
            if last_punct {
                !">)}],".contains(c)
            } else {
                !"<>(){}[],".contains(c)
            }
        }
        let (mut before, mut after) = (String::new(), String::new());
        let mut seen_value = false;
        let (mut emit_space, mut last_punct) = (true, false);
        let mut rest = text.trim();
        let mut lits = Vec::new();
        while !rest.is_empty() {
            let out = if seen_value { &mut after } else { &mut before };
            if let Some(r) = rest.strip_prefix('`') {
                let end = r.find('`')?;
                let lit = &r[..end];
                // `` `` `` (no space) and `` ` ` `` (a space): ODS's
                // whitespace directives.
                if lit.is_empty() || lit == " " {
                    if lit == " " {
                        out.push(' ');
                    }
                    emit_space = false;
                    rest = r[end + 1..].trim_start();
                    continue;
                }
                if lit.contains(char::is_whitespace) {
                    return None;
                }
                if emit_space && space_before(lit, last_punct) {
                    out.push(' ');
                }
                out.push_str(lit);
                let first = lit.chars().next().unwrap_or(' ');
                emit_space = lit.chars().count() != 1 || !"<({[".contains(first);
                last_punct = first != '_' && !first.is_alphabetic();
                lits.push(lit.to_string());
                rest = r[end + 1..].trim_start();
            } else if let Some(r) = rest.strip_prefix("$value") {
                if seen_value || r.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
                    return None;
                }
                if emit_space {
                    out.push(' ');
                }
                seen_value = true;
                emit_space = true;
                last_punct = false;
                lits.push("$value".into());
                rest = r.trim_start();
            } else {
                return None;
            }
        }
        if !seen_value {
            return None;
        }
        Some(
            match lits
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>()
                .as_slice()
            {
                ["$value"] => EnumAttrFormat::Value,
                ["<", "$value", ">"] => EnumAttrFormat::Angle,
                _ => EnumAttrFormat::Custom(before, after),
            },
        )
    }
}

/// A case definition seen in the first pass: its class and arguments.
#[derive(Debug, Clone)]
pub struct CaseDef {
    /// `I32EnumAttrCase`, `I32BitEnumAttrCaseBit`, …
    pub class: String,
    /// Template arguments.
    pub args: Vec<Value>,
    /// The record name's span.
    pub span: Span,
}

/// The width prefix of an enum or case class (`I8`…`I64`) and the rest
/// of its name, with `Attr` dropped: `I32EnumAttrCase` → `(32,
/// "EnumCase")`, `I8BitEnumCaseBit` → `(8, "BitEnumCaseBit")`. MLIR's
/// `EnumInfo` classes (`I32Enum`, `I8BitEnum`, `I32EnumCase`, …) and the
/// older attribute forms (`I32EnumAttr`, `I32BitEnumAttrCaseBit`, …)
/// define the same enum; `BitEnumCaseGroup` has no width.
fn split_class(c: &str) -> Option<(Option<u32>, String)> {
    let (width, rest) = if let Some(r) = c.strip_prefix("I8") {
        (Some(8), r)
    } else if let Some(r) = c.strip_prefix("I16") {
        (Some(16), r)
    } else if let Some(r) = c.strip_prefix("I32") {
        (Some(32), r)
    } else if let Some(r) = c.strip_prefix("I64") {
        (Some(64), r)
    } else {
        (None, c)
    };
    Some((width, rest.replacen("Attr", "", 1)))
}

/// True for the classes of enum case records.
pub fn is_case_class(c: &str) -> bool {
    match split_class(c) {
        Some((Some(32 | 64), k)) if k == "EnumCase" => true,
        Some((Some(_), k)) => matches!(
            k.as_str(),
            "BitEnumCase" | "BitEnumCaseNone" | "BitEnumCaseBit" | "BitEnumCaseGroup"
        ),
        Some((None, k)) => c == "BitEnumCaseGroup" && k == "BitEnumCaseGroup",
        None => false,
    }
}

/// True for the classes of enum records (integer and bit): `I32EnumAttr`,
/// `I64Enum`, `I8BitEnum`, `I16BitEnumAttr`, ….
pub fn is_enum_class(c: &str) -> bool {
    match split_class(c) {
        Some((Some(32 | 64), k)) if k == "Enum" => true,
        Some((Some(_), k)) => k == "BitEnum",
        _ => false,
    }
}

/// The literal of `bits` as an unsigned integer of `width` bits.
fn uint_lit(bits: u64, width: u32) -> proc_macro2::Literal {
    match width {
        8 => proc_macro2::Literal::u8_suffixed(bits as u8),
        16 => proc_macro2::Literal::u16_suffixed(bits as u16),
        32 => proc_macro2::Literal::u32_suffixed(bits as u32),
        _ => proc_macro2::Literal::u64_suffixed(bits),
    }
}

/// The largest unsigned value of `width` bits.
fn umax(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

fn to_camel(s: &str) -> String {
    let mut out = String::new();
    let mut upper = true;
    for c in s.chars() {
        if c == '_' || c == '-' || c == ' ' || c == '.' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// `AlwaysFalse` → `ALWAYS_FALSE`, `nnan` → `NNAN`, `OEQ` → `OEQ`.
fn to_upper_snake(s: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c == '-' || c == '.' || c == ' ' {
            out.push('_');
            continue;
        }
        if c.is_uppercase()
            && i > 0
            && (chars[i - 1].is_lowercase()
                || (chars.get(i + 1).is_some_and(|n| n.is_lowercase())
                    && chars[i - 1].is_uppercase()))
            && !out.ends_with('_')
        {
            out.push('_');
        }
        out.extend(c.to_uppercase());
    }
    out
}

/// A case's Rust name, or `None` if the symbol cannot be one.
fn rust_name(symbol: &str, bit: bool, span: Span) -> Option<Ident> {
    let s = if bit {
        to_upper_snake(symbol)
    } else {
        to_camel(symbol)
    };
    let s = if s.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{s}")
    } else {
        s
    };
    syn::parse_str::<Ident>(&s)
        .ok()
        .map(|i| Ident::new(&i.to_string(), span))
}

impl Lower<'_> {
    /// A case value as written (`0`, `1 << 3`).
    fn case_int(&self, v: &Value) -> Option<i128> {
        match v {
            Value::Int(i, ..) => Some(*i),
            Value::Str(s) => match super::cpp_literal::read(&s.value()) {
                Ok(super::cpp_literal::CppValue::Int(i)) => Some(i),
                _ => None,
            },
            _ => None,
        }
    }

    /// The string of a case class's optional `str` argument.
    fn case_str(&self, args: &[Value], at: usize, symbol: &str) -> Option<String> {
        match args.get(at) {
            None => Some(symbol.to_string()),
            Some(Value::Str(s)) => Some(s.value()),
            Some(other) => {
                self.err(
                    other.span(),
                    "expected the case's string form: a string literal",
                );
                None
            }
        }
    }

    /// Resolves a case reference or inline case of an enum of `width` bits
    /// into (symbol, str, value, group); `depth` bounds nested groups.
    fn resolve_case(
        &self,
        v: &Value,
        width: u32,
        bit: bool,
        depth: usize,
    ) -> Option<(String, String, u64, bool, Span)> {
        let (class, args, span): (String, Vec<Value>, Span) = match v {
            Value::Class(cr) if cr.args.is_some() => (
                cr.name().to_string(),
                cr.args.clone().unwrap_or_default(),
                cr.span(),
            ),
            Value::Class(cr) if cr.is_simple() => {
                match self.case_defs.get(&cr.name().to_string()) {
                    Some(d) => (d.class.clone(), d.args.clone(), cr.span()),
                    None => {
                        self.err(cr.span(), format!("unknown enum case `{}`", cr.name()));
                        return None;
                    }
                }
            }
            other => {
                self.err(other.span(), "expected an enum case");
                return None;
            }
        };
        if depth > 16 {
            self.err(span, "enum case groups nest too deeply");
            return None;
        }
        let want_prefix = format!("I{width}");
        let (case_width, kind) = split_class(&class).unwrap_or((None, String::new()));
        let is_bit_class = kind.starts_with("BitEnum");
        if !is_case_class(&class) || is_bit_class != bit || case_width.is_some_and(|w| w != width) {
            let expected = if bit {
                format!(
                    "`{want_prefix}BitEnumCaseBit<\"sym\", bit>`, `{want_prefix}BitEnumAttrCaseBit<\"sym\", bit>`, `{want_prefix}BitEnumAttrCaseGroup<\"sym\", [cases]>` or `{want_prefix}BitEnumCaseNone<\"sym\">`"
                )
            } else {
                format!(
                    "`{want_prefix}EnumAttrCase<\"sym\", value>` or `{want_prefix}EnumCase<\"sym\", value>`"
                )
            };
            self.err(
                span,
                format!(
                    "expected a case of a {width}-bit {}enum: {expected}, found `{class}`",
                    if bit { "bit " } else { "" }
                ),
            );
            return None;
        }
        let symbol = match args.first() {
            Some(Value::Str(s)) => s.value(),
            _ => {
                self.err(span, format!("expected `{class}<\"symbol\", …>`"));
                return None;
            }
        };
        let max = umax(width);
        match kind.as_str() {
            "EnumCase" | "BitEnumCase" => {
                let Some(v) = args.get(1).and_then(|v| self.case_int(v)) else {
                    // A case record whose value is a name the block does
                    // not define has its error at that name (`Lower`'s
                    // lowering of the record), not once more here.
                    let named_def = matches!(v, Value::Class(cr) if cr.args.is_none());
                    let bare_value =
                        matches!(args.get(1), Some(Value::Class(c)) if c.args.is_none());
                    if !(named_def && bare_value) {
                        self.err(span, format!("expected `{class}<\"{symbol}\", value>`"));
                    }
                    return None;
                };
                let lo = -(1i128 << (width - 1));
                if v < lo || v > max as i128 {
                    self.err(
                        span,
                        format!("enum case value {v} does not fit in {width} bits"),
                    );
                    return None;
                }
                let str = self.case_str(&args, 2, &symbol)?;
                Some((symbol, str, (v as u64) & max, false, span))
            }
            "BitEnumCaseNone" => {
                let str = self.case_str(&args, 1, &symbol)?;
                Some((symbol, str, 0, false, span))
            }
            "BitEnumCaseBit" => {
                let Some(pos) = args.get(1).and_then(|v| self.case_int(v)) else {
                    self.err(
                        span,
                        format!("expected `{class}<\"{symbol}\", bit position>`"),
                    );
                    return None;
                };
                if pos < 0 || pos >= width as i128 {
                    self.err(
                        span,
                        format!("bit position {pos} is outside a {width}-bit enum"),
                    );
                    return None;
                }
                let str = self.case_str(&args, 2, &symbol)?;
                Some((symbol, str, 1u64 << pos, false, span))
            }
            "BitEnumCaseGroup" => {
                let Some(Value::List(_, members)) = args.get(1) else {
                    self.err(span, format!("expected `{class}<\"{symbol}\", [cases…]>`"));
                    return None;
                };
                let mut bits = 0;
                for m in members {
                    bits |= self.resolve_case(m, width, true, depth + 1)?.2;
                }
                let str = self.case_str(&args, 2, &symbol)?;
                Some((symbol, str, bits, true, span))
            }
            _ => {
                self.err(span, format!("unsupported enum case class `{class}`"));
                None
            }
        }
    }

    /// `def X : I32EnumAttr<"Name", "summary", [cases]> { let … }` and the
    /// 64-bit and bit-enum variants.
    pub(super) fn enum_def(&mut self, d: &Def) -> Option<EnumModel> {
        let class = d.class.to_string();
        let (width, kind) = split_class(&class).unwrap_or((None, String::new()));
        let width = width.unwrap_or(64);
        let bit = kind == "BitEnum";
        // `I32Enum<…>` (MLIR's `IntEnum`, an `EnumInfo` only) has another
        // default summary than `I32EnumAttr<…>`.
        let info_only = !class.contains("Attr");
        // `let enumerants = […];` replaces the cases (Linalg's
        // `ElementwiseCaseLimits`).
        let mut args = d.args.clone();
        for f in &d.fields {
            if f.name == "enumerants"
                && let Value::List(..) = &f.value
                && let Some(last) = args.last_mut()
                && matches!(last, Value::List(..))
            {
                *last = f.value.clone();
            }
        }
        let (class_name, summary, cases) = match args.as_slice() {
            [Value::Str(n), Value::Str(s), Value::List(_, cases)] => (Some(n), s.value(), cases),
            [Value::Str(s), Value::List(_, cases)] => (None, s.value(), cases),
            _ => {
                self.err(
                    d.class.span(),
                    format!("expected `{class}<\"Name\", \"summary\", [cases…]>`"),
                );
                return None;
            }
        };
        let mut cpp_namespace = String::new();
        let mut separator = "|".to_string();
        let mut primary_groups = false;
        let mut specialized = !info_only;
        for f in &d.fields {
            let n = f.name.to_string();
            match n.as_str() {
                "cppNamespace" => match &f.value {
                    Value::Str(s) => cpp_namespace = s.value(),
                    other => self.err(other.span(), "`cppNamespace` must be a string"),
                },
                "separator" if bit => match &f.value {
                    Value::Str(s) if !s.value().is_empty() => separator = s.value(),
                    other => self.err(other.span(), "`separator` must be a non-empty string"),
                },
                "printBitEnumPrimaryGroups" if bit => {
                    primary_groups = self.bit_field(f);
                }
                "enumerants" => {
                    if !matches!(&f.value, Value::List(..)) {
                        self.err(f.name.span(), "`enumerants` must be a list of enum cases");
                    }
                }
                "genSpecializedAttr" => specialized = !info_only && self.bit_field(f),
                "description" | "underlyingType" | "printBitEnumQuoted" => {
                    if n == "printBitEnumQuoted" && self.bit_field(f) {
                        self.err(f.name.span(), "`printBitEnumQuoted = 1` is not supported by `ods!`: bit enum values print as keywords");
                    }
                }
                "summary" => {
                    self.err(f.name.span(), "the summary of an enum is its second template argument: `I32EnumAttr<\"Name\", \"summary\", [cases…]>`");
                }
                other => self.err(
                    f.name.span(),
                    format!(
                        "unknown field `{other}` of an enum record (`ods!` accepts `cppNamespace`, `genSpecializedAttr`, `description`, `underlyingType`{})",
                        if bit { ", `separator`, `printBitEnumPrimaryGroups`" } else { "" }
                    ),
                ),
            }
        }
        let mut out: Vec<EnumCase> = Vec::new();
        let mut seen: HashSet<String> = HashSet::new();
        for c in cases {
            let Some((symbol, str, value, group, span)) = self.resolve_case(c, width, bit, 0)
            else {
                continue;
            };
            let Some(rust) = rust_name(&symbol, bit, span) else {
                self.err(
                    span,
                    format!("enum case `{symbol}` cannot be named in Rust"),
                );
                continue;
            };
            if !seen.insert(symbol.clone()) || out.iter().any(|c| c.rust == rust) {
                self.err(span, format!("duplicate enum case `{symbol}`"));
                continue;
            }
            if !bit && out.iter().any(|c| c.value == value) {
                self.err(
                    span,
                    format!("enum case `{symbol}` repeats the value {value} of another case"),
                );
                continue;
            }
            out.push(EnumCase {
                symbol,
                str,
                value,
                rust,
                group,
            });
        }
        if out.is_empty() {
            // Cases that failed have their own errors.
            if cases.is_empty() {
                self.err(d.name.span(), "an enum attribute needs at least one case");
            }
            return None;
        }
        // ODS's default summaries (what MLIR's verifier prints).
        let summary = if summary.is_empty() && !bit {
            let values: Vec<String> = out.iter().map(|c| c.value.to_string()).collect();
            if info_only {
                format!("allowed i{width} cases: {}", values.join(", "))
            } else {
                format!(
                    "allowed {width}-bit signless integer cases: {}",
                    values.join(", ")
                )
            }
        } else {
            summary
        };
        let class_name = class_name
            .map(|n| n.value())
            .filter(|n| d.name != n)
            .and_then(|n| syn::parse_str::<Ident>(&n).ok())
            .map(|i| Ident::new(&i.to_string(), d.name.span()));
        Some(EnumModel {
            docs: d.docs.clone(),
            name: d.name.clone(),
            alias: class_name
                .as_ref()
                .is_none_or(|c| !self.is_local_name(&c.to_string())),
            class_name,
            summary,
            width,
            kind: if bit {
                EnumKind::Bit {
                    separator,
                    primary_groups,
                }
            } else {
                EnumKind::Int
            },
            cases: out,
            cpp_namespace,
            specialized,
        })
    }

    /// `def X : EnumAttr<Dialect, Enum, "mnemonic"> { let assemblyFormat = "`<` $value `>`"; }`.
    pub(super) fn dialect_enum_attr(
        &mut self,
        d: &Def,
        dialect: Option<&Ident>,
    ) -> Option<DialectEnumAttrModel> {
        // A fourth argument lists the attribute's traits and interfaces
        // (`[TypedAttrInterface]`: C++ of the attribute class), no effect.
        let (dialect_ref, enum_ref, mnemonic) = match d.args.as_slice() {
            [Value::Class(dr), Value::Class(er), Value::Str(m)]
            | [
                Value::Class(dr),
                Value::Class(er),
                Value::Str(m),
                Value::List(..),
            ] if er.args.is_none() => (dr, er, m),
            _ => {
                self.err(
                    d.class.span(),
                    "expected `EnumAttr<Dialect, Enum, \"mnemonic\">` (and optionally the attribute's traits, `[…]`)",
                );
                return None;
            }
        };
        if dialect.is_none() {
            self.err(
                dialect_ref.span(),
                "an `EnumAttr` needs the block's dialect: add `dialect NAME;` to the `ods!` block",
            );
        } else if !self.is_block_dialect(dialect_ref) {
            self.err(
                dialect_ref.span(),
                format!("`{}` is not this block's dialect: an `EnumAttr` is an attribute of the dialect its `ods!` block defines", dialect_ref.name()),
            );
        }
        // ODS's default assembly format is "$value".
        let mut format = EnumAttrFormat::Value;
        let mut mnemonic = mnemonic.clone();
        for f in &d.fields {
            match f.name.to_string().as_str() {
                // `EnumAttr`'s `let mnemonic = name;` overridden (SparseTensor's
                // `SparseTensorStorageSpecifierKindAttr`: `#sparse_tensor<kind …>`).
                "mnemonic" => match &f.value {
                    Value::Str(m) => mnemonic = m.clone(),
                    other => self.err(other.span(), "`mnemonic` must be a string"),
                },
                "assemblyFormat" => {
                    let text = match &f.value {
                        Value::Str(s) => s.value(),
                        Value::Code(_, ts) => ts.to_string(),
                        _ => String::new(),
                    };
                    match EnumAttrFormat::parse(&text) {
                        Some(f) => format = f,
                        None => self.err(f.value.span(), "`ods!` supports assembly formats of backquoted literals around one `$value` for enum attributes (\"`<` $value `>`\": `#dialect.mnemonic<value>`; \"$value\", ODS's default: `#dialect<mnemonic value>`; \"`(` $value `)`\": `#dialect<mnemonic(value)>`)"),
                    }
                }
                "description" | "summary" | "cppNamespace" => {}
                // `EnumAttr` derives from `AttrDef`: its C++ fields
                // (`extraClassDeclaration`, `genVerifyDecl`, …) are accepted
                // by mlir-tblgen and mean nothing to the generic form.
                n if super::typedef::CPP_FIELDS.contains(&n) => {}
                // Read in the first pass: its arguments are default-valued.
                "defaultValue" => {
                    if !matches!(f.value, Value::Str(_)) {
                        self.err(f.value.span(), "`defaultValue` is the default case in ODS's C++ spelling: `\"Enum::case\"`");
                    }
                }
                other => {
                    let mut known = vec![
                        "assemblyFormat",
                        "mnemonic",
                        "defaultValue",
                        "description",
                        "summary",
                    ];
                    known.extend_from_slice(super::typedef::CPP_FIELDS);
                    self.err(
                        f.name.span(),
                        format!("unknown field `{other}` of an `EnumAttr`{} (`ods!` reads `assemblyFormat`, `mnemonic`, `defaultValue`, `description` and `summary`; `AttrDef`'s C++ fields are accepted without effect)", super::lower::did_you_mean(other, &known)),
                    );
                }
            }
        }
        let enum_path = if enum_ref.is_simple() {
            let n = enum_ref.name();
            quote!(#n)
        } else {
            enum_ref.path_tokens()
        };
        Some(DialectEnumAttrModel {
            docs: d.docs.clone(),
            name: d.name.clone(),
            enum_path,
            mnemonic,
            format,
        })
    }

    /// True if `r` names the block's dialect (its namespace or the record
    /// name it was declared with).
    pub(super) fn is_block_dialect(&self, r: &ClassRef) -> bool {
        r.is_simple() && self.dialect_names.contains(&r.name().to_string())
    }
}

fn docs(lines: &[String]) -> TokenStream {
    quote!(#(#[doc = #lines])*)
}

/// The items of an enum record.
pub fn generate_enum(e: &EnumModel) -> TokenStream {
    match e.kind {
        EnumKind::Int => int_enum(e),
        EnumKind::Bit { .. } => bit_enum(e),
    }
}

fn alias(e: &EnumModel) -> TokenStream {
    match &e.class_name {
        Some(c) if e.alias => {
            let name = &e.name;
            let doc = format!(" `{c}`, the C++ name of [`{name}`].");
            quote! {
                #[doc = #doc]
                #[allow(non_camel_case_types)]
                pub type #c = #name;
            }
        }
        _ => TokenStream::new(),
    }
}

/// `storage_matches` of an enum attribute with its specialized class (see
/// [`EnumModel::specialized`]): the whole constraint.
fn specialized_storage(e: &EnumModel) -> TokenStream {
    if e.specialized {
        quote! {
            fn storage_matches(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                <Self as ::drr::ods::AttrConstraint>::matches(ctx, attr)
            }
        }
    } else {
        TokenStream::new()
    }
}

fn int_enum(e: &EnumModel) -> TokenStream {
    let storage_matches = specialized_storage(e);
    let name = &e.name;
    let width = e.width;
    let summary = &e.summary;
    let cpp_type = e.cpp_type();
    let heading =
        format!(" `{name}`: {summary} (an `i{width}` integer attribute holding one of the cases).");
    let user_docs = docs(&e.docs);
    let variants: Vec<_> = e.cases.iter().map(|c| &c.rust).collect();
    let variant_docs: Vec<String> = e
        .cases
        .iter()
        .map(|c| format!(" Case `{}` ({}, printed `{}`).", c.symbol, c.value, c.str))
        .collect();
    // The value as the attribute stores it: MLIR's case values are
    // unsigned (`uint32_t` / `uint64_t`), the attribute holds their bits
    // in a signless integer of the enum's width.
    let values: Vec<TokenStream> = e
        .cases
        .iter()
        .map(|c| {
            let bits = if width == 32 {
                i64::from(c.value as u32 as i32)
            } else {
                c.value as i64
            };
            let lit = proc_macro2::Literal::i64_unsuffixed(bits);
            quote!(#lit)
        })
        .collect();
    let symbols: Vec<_> = e.cases.iter().map(|c| c.symbol.clone()).collect();
    let strs: Vec<_> = e.cases.iter().map(|c| c.str.clone()).collect();
    let alias = alias(e);
    quote! {
        #[doc = #heading]
        #user_docs
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(non_camel_case_types)]
        pub enum #name {
            #(#[doc = #variant_docs] #variants,)*
        }
        #alias
        impl #name {
            /// Every case, in declaration order.
            pub const CASES: &'static [#name] = &[#(#name::#variants),*];
            /// The summary (verifier messages).
            pub const SUMMARY: &'static str = #summary;
            /// The string forms, for the parser and printer of a dialect
            /// attribute wrapping this enum.
            pub const INFO: ::drr::ods::IntEnumInfo = ::drr::ods::IntEnumInfo {
                cpp_type: #cpp_type,
                cases: &[#((#strs, #values)),*],
                summary: #summary,
            };
            /// The case's integer value.
            pub fn value(self) -> i64 {
                match self { #(#name::#variants => #values,)* }
            }
            /// The case's symbol, as written in ODS.
            pub fn symbol(self) -> &'static str {
                match self { #(#name::#variants => #symbols,)* }
            }
            /// The case's string form (MLIR's `stringify…`).
            pub fn as_str(self) -> &'static str {
                match self { #(#name::#variants => #strs,)* }
            }
            /// The case with string form `s` (MLIR's `symbolize…`).
            pub fn from_str_form(s: &str) -> ::core::option::Option<#name> {
                match s { #(#strs => ::core::option::Option::Some(#name::#variants),)* _ => ::core::option::Option::None }
            }
            /// The case with integer value `value`.
            pub fn from_value(value: i64) -> ::core::option::Option<#name> {
                #(if value == #values { return ::core::option::Option::Some(#name::#variants); })*
                ::core::option::Option::None
            }
            /// True if `symbol` names a case (usable in `const`s: patterns
            /// check `ConstantEnumCase<E, "case">` at compile time).
            #[doc(hidden)]
            pub const fn __drr_has_case(symbol: &str) -> bool {
                false #(|| ::drr::ods::const_str_eq(symbol, #symbols))*
            }
            /// The case with symbol `symbol`.
            pub fn from_symbol(symbol: &str) -> ::core::option::Option<#name> {
                match symbol { #(#symbols => ::core::option::Option::Some(#name::#variants),)* _ => ::core::option::Option::None }
            }
            /// The case an attribute holds, if it is one of this enum's.
            pub fn from_attr(ctx: &::drr::Context, attr: ::drr::Attribute) -> ::core::option::Option<#name> {
                if !<#name as ::drr::ods::AttrConstraint>::matches(ctx, attr) {
                    return ::core::option::Option::None;
                }
                let value = <::drr::ods::storage::IntegerAttr as ::drr::ods::AttrStorage>::from_attr(ctx, attr)?.value(ctx);
                #name::from_value(value as i64)
            }
            /// The attribute holding this case (`N : i32`).
            pub fn to_attr(self, ctx: &mut ::drr::Context) -> ::drr::Attribute {
                let ty = ctx.int_type(#width);
                ctx.integer_attr(ty, self.value() as i128)
            }
        }
        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.as_str())
            }
        }
        impl ::drr::ods::EnumValue for #name {
            const SUMMARY: &'static str = #summary;
            const WIDTH: u32 = #width;
            const SYNTAX: ::drr::ods::EnumSyntax = ::drr::ods::EnumSyntax::Int(&#name::INFO);
            fn to_bits(self) -> u64 {
                self.value() as u64
            }
            fn from_bits(bits: u64) -> ::core::option::Option<Self> {
                #name::from_value(bits as i64)
            }
        }
        impl ::drr::ods::CppEnum for #name {
            const CASE_SYMBOLS: &'static [&'static str] = &[#(#symbols),*];
            const IS_BIT_ENUM: bool = false;
            const CPP_NAME: &'static str = #cpp_type;
            fn from_case_symbols(symbols: &[&str]) -> ::core::option::Option<Self> {
                match symbols {
                    [s] => #name::from_symbol(s),
                    _ => ::core::option::Option::None,
                }
            }
            fn first_case() -> Self {
                #name::CASES[0]
            }
        }
        impl ::drr::ods::AttrConstraint for #name {
            const SUMMARY: &'static str = #summary;
            type Storage = ::drr::ods::storage::IntegerAttr;
            fn matches(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                match ctx.attr_data(attr) {
                    ::drr::AttrData::Integer { ty, value } => {
                        matches!(ctx.type_data(*ty), ::drr::TypeData::Integer { width: #width, signedness: ::drr::Signedness::Signless })
                            && #name::from_value(*value as i64).is_some()
                    }
                    _ => false,
                }
            }
            #storage_matches
        }
        impl ::drr::ods::ConstantAttrBuilder for #name {
            type Value = #name;
            fn build_constant(ctx: &mut ::drr::Context, value: #name) -> ::drr::Attribute {
                value.to_attr(ctx)
            }
        }
    }
}

fn bit_enum(e: &EnumModel) -> TokenStream {
    let storage_matches = specialized_storage(e);
    let name = &e.name;
    let width = e.width;
    let summary = &e.summary;
    let cpp_type = e.cpp_type();
    let EnumKind::Bit {
        separator,
        primary_groups,
    } = &e.kind
    else {
        return TokenStream::new();
    };
    let bits_ty = format_ident!("u{}", width);
    let heading = format!(
        " `{name}`: {summary} (a bit enum: a set of flags, held by an `i{width}` integer attribute)."
    );
    let user_docs = docs(&e.docs);
    let consts: Vec<_> = e.cases.iter().map(|c| &c.rust).collect();
    let const_docs: Vec<String> = e
        .cases
        .iter()
        .map(|c| {
            if c.value == 0 {
                format!(" `{}`: no flag set (printed `{}`).", c.symbol, c.str)
            } else if c.group {
                format!(
                    " `{}`: the group {:#x} (printed `{}`).",
                    c.symbol, c.value, c.str
                )
            } else {
                format!(
                    " `{}`: bit {} (printed `{}`).",
                    c.symbol,
                    c.value.trailing_zeros(),
                    c.str
                )
            }
        })
        .collect();
    let values: Vec<TokenStream> = e
        .cases
        .iter()
        .map(|c| {
            let lit = uint_lit(c.value, width);
            quote!(#lit)
        })
        .collect();
    let valid = e.cases.iter().fold(0u64, |v, c| v | c.value);
    let valid_lit = uint_lit(valid, width);
    let symbols: Vec<_> = e.cases.iter().map(|c| c.symbol.clone()).collect();
    let strs: Vec<_> = e.cases.iter().map(|c| c.str.clone()).collect();
    let case_values: Vec<u64> = e.cases.iter().map(|c| c.value).collect();
    let groups: Vec<bool> = e.cases.iter().map(|c| c.group).collect();
    let alias = alias(e);
    quote! {
        #[doc = #heading]
        #user_docs
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
        #[allow(non_camel_case_types)]
        pub struct #name(#bits_ty);
        #alias
        impl #name {
            #(#[doc = #const_docs] pub const #consts: #name = #name(#values);)*
            /// The summary (verifier messages).
            pub const SUMMARY: &'static str = #summary;
            /// The string forms (MLIR's `stringify…` / `symbolize…`).
            pub const INFO: ::drr::ods::BitEnumInfo = ::drr::ods::BitEnumInfo {
                cpp_type: #cpp_type,
                cases: &[#(::drr::ods::BitEnumCase { str: #strs, value: #case_values, group: #groups }),*],
                separator: #separator,
                primary_groups: #primary_groups,
                summary: #summary,
            };
            /// The bits some case covers.
            pub const VALID_BITS: #bits_ty = #valid_lit;
            /// No flag set.
            pub const fn empty() -> #name {
                #name(0)
            }
            /// Every flag set.
            pub const fn all() -> #name {
                #name(#valid_lit)
            }
            /// The bits.
            pub const fn bits(self) -> #bits_ty {
                self.0
            }
            /// The flags `bits` hold, or `None` if a bit belongs to no case.
            pub const fn from_bits(bits: #bits_ty) -> ::core::option::Option<#name> {
                if bits & !#valid_lit == 0 {
                    ::core::option::Option::Some(#name(bits))
                } else {
                    ::core::option::Option::None
                }
            }
            /// The flags `bits` hold, ignoring bits of no case.
            pub const fn from_bits_truncate(bits: #bits_ty) -> #name {
                #name(bits & #valid_lit)
            }
            /// True if no flag is set.
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }
            /// True if every flag of `other` is set.
            pub const fn contains(self, other: #name) -> bool {
                self.0 & other.0 == other.0
            }
            /// True if some flag of `other` is set.
            pub const fn intersects(self, other: #name) -> bool {
                self.0 & other.0 != 0
            }
            /// Sets the flags of `other`.
            pub fn insert(&mut self, other: #name) {
                self.0 |= other.0;
            }
            /// Clears the flags of `other`.
            pub fn remove(&mut self, other: #name) {
                self.0 &= !other.0;
            }
            /// The string form (MLIR's `stringify…`: `nnan,ninf`, `none`).
            pub fn stringify(self) -> ::std::string::String {
                #name::INFO.stringify(self.0 as u64)
            }
            /// The flags of string form `s` (MLIR's `symbolize…`).
            pub fn symbolize(s: &str) -> ::core::option::Option<#name> {
                #name::INFO.symbolize(s).map(|b| #name(b as #bits_ty))
            }
            /// The flags of the cases with symbols `symbols`, OR'ed.
            pub fn from_symbols(symbols: &[&str]) -> ::core::option::Option<#name> {
                let mut bits: #bits_ty = 0;
                for s in symbols {
                    bits |= match *s { #(#symbols => #values,)* _ => return ::core::option::Option::None };
                }
                ::core::option::Option::Some(#name(bits))
            }
            /// The flags an integer attribute holds, if it is of this enum.
            pub fn from_attr(ctx: &::drr::Context, attr: ::drr::Attribute) -> ::core::option::Option<#name> {
                if !<#name as ::drr::ods::AttrConstraint>::matches(ctx, attr) {
                    return ::core::option::Option::None;
                }
                match ctx.attr_data(attr) {
                    ::drr::AttrData::Integer { value, .. } => #name::from_bits(*value as #bits_ty),
                    _ => ::core::option::Option::None,
                }
            }
            /// The integer attribute holding these flags (`N : i32`).
            pub fn to_attr(self, ctx: &mut ::drr::Context) -> ::drr::Attribute {
                let ty = ctx.int_type(#width);
                ctx.integer_attr(ty, self.0 as i128)
            }
        }
        impl ::core::ops::BitOr for #name {
            type Output = #name;
            fn bitor(self, rhs: #name) -> #name {
                #name(self.0 | rhs.0)
            }
        }
        impl ::core::ops::BitOrAssign for #name {
            fn bitor_assign(&mut self, rhs: #name) {
                self.0 |= rhs.0;
            }
        }
        impl ::core::ops::BitAnd for #name {
            type Output = #name;
            fn bitand(self, rhs: #name) -> #name {
                #name(self.0 & rhs.0)
            }
        }
        impl ::core::ops::BitAndAssign for #name {
            fn bitand_assign(&mut self, rhs: #name) {
                self.0 &= rhs.0;
            }
        }
        impl ::core::ops::BitXor for #name {
            type Output = #name;
            fn bitxor(self, rhs: #name) -> #name {
                #name(self.0 ^ rhs.0)
            }
        }
        impl ::core::ops::Sub for #name {
            type Output = #name;
            fn sub(self, rhs: #name) -> #name {
                #name(self.0 & !rhs.0)
            }
        }
        impl ::core::ops::Not for #name {
            type Output = #name;
            fn not(self) -> #name {
                #name(!self.0 & #valid_lit)
            }
        }
        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(&self.stringify())
            }
        }
        impl ::core::fmt::Debug for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                write!(f, "{}({})", ::core::stringify!(#name), self.stringify())
            }
        }
        impl ::drr::ods::EnumValue for #name {
            const SUMMARY: &'static str = #summary;
            const WIDTH: u32 = #width;
            const SYNTAX: ::drr::ods::EnumSyntax = ::drr::ods::EnumSyntax::Bit(&#name::INFO);
            fn to_bits(self) -> u64 {
                self.0 as u64
            }
            fn from_bits(bits: u64) -> ::core::option::Option<Self> {
                #name::from_bits(bits as #bits_ty)
            }
        }
        impl ::drr::ods::CppEnum for #name {
            const CASE_SYMBOLS: &'static [&'static str] = &[#(#symbols),*];
            const IS_BIT_ENUM: bool = true;
            const CPP_NAME: &'static str = #cpp_type;
            fn from_case_symbols(symbols: &[&str]) -> ::core::option::Option<Self> {
                #name::from_symbols(symbols)
            }
            fn first_case() -> Self {
                #name(0)
            }
        }
        impl ::drr::ods::AttrConstraint for #name {
            const SUMMARY: &'static str = #summary;
            type Storage = ::drr::ods::storage::IntegerAttr;
            fn matches(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                match ctx.attr_data(attr) {
                    ::drr::AttrData::Integer { ty, value } => {
                        matches!(ctx.type_data(*ty), ::drr::TypeData::Integer { width: #width, signedness: ::drr::Signedness::Signless })
                            && (*value as #bits_ty) & !#valid_lit == 0
                    }
                    _ => false,
                }
            }
            #storage_matches
        }
        impl ::drr::ods::ConstantAttrBuilder for #name {
            type Value = #name;
            fn build_constant(ctx: &mut ::drr::Context, value: #name) -> ::drr::Attribute {
                value.to_attr(ctx)
            }
        }
    }
}

/// The items of an `EnumAttr` record of dialect `dialect`.
pub fn generate_dialect_enum_attr(dialect: &str, a: &DialectEnumAttrModel) -> TokenStream {
    let name = &a.name;
    let def_name = name.to_string();
    let en = &a.enum_path;
    let mnemonic = &a.mnemonic;
    let m = mnemonic.value();
    let (form, format) = match &a.format {
        EnumAttrFormat::Angle => (
            format!("#{dialect}.{m}<…>"),
            quote!(::drr::ods::EnumAttrFormat::Angle),
        ),
        EnumAttrFormat::Value => (
            format!("#{dialect}<{m} …>"),
            quote!(::drr::ods::EnumAttrFormat::Value),
        ),
        EnumAttrFormat::Custom(prefix, suffix) => (
            if prefix.starts_with('<') && suffix.ends_with('>') {
                format!("#{dialect}.{m}{prefix}…{suffix}")
            } else {
                format!("#{dialect}<{m}{prefix}…{suffix}>")
            },
            quote!(::drr::ods::EnumAttrFormat::Custom { prefix: #prefix, suffix: #suffix }),
        ),
    };
    let heading =
        format!(" `{name}`: the `{form}` attribute holding a value of the enum (`EnumAttr`).");
    let get_doc = format!(" The attribute holding `value` (`{form}`).");
    let user_docs = docs(&a.docs);
    quote! {
        #[doc = #heading]
        #user_docs
        #[derive(Clone, Copy, Debug, Default)]
        #[allow(non_camel_case_types)]
        pub struct #name;
        impl #name {
            /// The attribute's mnemonic.
            pub const MNEMONIC: &'static str = #mnemonic;
            #[doc = #get_doc]
            pub fn get(ctx: &mut ::drr::Context, value: #en) -> ::drr::Attribute {
                ::drr::ods::enum_attr(ctx, #dialect, #mnemonic, #format, <#en as ::drr::ods::EnumValue>::SYNTAX, ::drr::ods::EnumValue::to_bits(value))
            }
            /// The value `attr` holds, if it is this attribute.
            pub fn value(ctx: &::drr::Context, attr: ::drr::Attribute) -> ::core::option::Option<#en> {
                let bits = ::drr::ods::enum_attr_value(ctx, attr, #dialect, #mnemonic, #format, <#en as ::drr::ods::EnumValue>::SYNTAX)?;
                <#en as ::drr::ods::EnumValue>::from_bits(bits)
            }
            /// Parses the text after the attribute's mnemonic (the
            /// dialect's attribute parser calls this).
            #[doc(hidden)]
            pub fn __drr_parse(ctx: &mut ::drr::Context, rest: &str) -> ::core::result::Result<::drr::Attribute, ::drr::ods::AttrParseError> {
                let bits = #format.parse_rest(<#en as ::drr::ods::EnumValue>::SYNTAX, rest, #def_name)?;
                ::core::result::Result::Ok(::drr::ods::enum_attr(ctx, #dialect, #mnemonic, #format, <#en as ::drr::ods::EnumValue>::SYNTAX, bits))
            }
        }
        impl ::drr::ods::AttrConstraint for #name {
            const SUMMARY: &'static str = <#en as ::drr::ods::EnumValue>::SUMMARY;
            type Storage = ::drr::Attribute;
            fn matches(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                #name::value(ctx, attr).is_some()
            }
            fn storage_matches(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                #name::value(ctx, attr).is_some()
            }
        }
        impl ::drr::ods::ConstantAttrBuilder for #name {
            type Value = #en;
            fn build_constant(ctx: &mut ::drr::Context, value: #en) -> ::drr::Attribute {
                #name::get(ctx, value)
            }
        }
        impl ::drr::ods::EnumAttrForm for #name {
            type Enum = #en;
            fn enum_value(ctx: &::drr::Context, attr: ::drr::Attribute) -> ::core::option::Option<#en> {
                #name::value(ctx, attr)
            }
            fn enum_attr(ctx: &mut ::drr::Context, value: #en) -> ::drr::Attribute {
                #name::get(ctx, value)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_names() {
        assert_eq!(to_upper_snake("nnan"), "NNAN");
        assert_eq!(to_upper_snake("AlwaysFalse"), "ALWAYS_FALSE");
        assert_eq!(to_upper_snake("OEQ"), "OEQ");
        assert_eq!(to_upper_snake("to_nearest_even"), "TO_NEAREST_EVEN");
        assert_eq!(to_upper_snake("HTTPServer"), "HTTP_SERVER");
        assert_eq!(to_camel("third_case"), "ThirdCase");
    }

    /// OpenMP's enum attribute formats, spaced as mlir-opt-22 prints them
    /// (`#omp<clause_depend(dependsource)>`,
    /// `#omp<data_sharing_type{type = private}>`).
    #[test]
    fn enum_attr_formats() {
        let f = |t: &str| EnumAttrFormat::parse(t);
        assert_eq!(f("$value"), Some(EnumAttrFormat::Value));
        assert_eq!(f("`<` $value `>`"), Some(EnumAttrFormat::Angle));
        assert_eq!(
            f("`(` $value `)`"),
            Some(EnumAttrFormat::Custom("(".into(), ")".into()))
        );
        assert_eq!(
            f("`{` `type` `=` $value `}`"),
            Some(EnumAttrFormat::Custom("{type = ".into(), "}".into()))
        );
        // OpenACC's "```<` $value `>`": the empty literal only keeps a
        // space out.
        assert_eq!(f("```<` $value `>`"), Some(EnumAttrFormat::Angle));
        assert_eq!(f("`<` $value `>` $value"), None);
        assert_eq!(f("custom<X>($value)"), None);
        assert_eq!(f("`(` `)`"), None);
    }
}
