//! Run-time support for ODS enum attributes (`I32EnumAttr`,
//! `I64EnumAttr`, `I32BitEnumAttr`, `I64BitEnumAttr`, and the dialect
//! attributes `EnumAttr<Dialect, Enum, "mnemonic">` wrapping them): the
//! string forms MLIR's generated `stringify…`/`symbolize…` functions
//! produce and accept (`mlir-tblgen -gen-enum-defs`), and the parser of a
//! dialect enum attribute's `<…>` body (`#arith.fastmath<nnan,ninf>`).
//!
//! A dialect enum attribute is kept as an [`AttrData::Opaque`] holding its
//! canonical text (`#arith.overflow<nsw, nuw>`, exactly what mlir-opt
//! prints), so two attributes with the same value are the same attribute;
//! the dialect's registered parse hook ([`crate::DialectDefinition`])
//! canonicalizes what the parser reads.

use crate::{AttrData, Attribute, Context};

/// One case of a bit enum: its string form, its value, and whether it is a
/// group of bits (`I32BitEnumAttrCaseGroup`) or one bit
/// (`I32BitEnumAttrCaseBit`, or a `…CaseNone` with value 0).
#[derive(Clone, Copy, Debug)]
#[doc(hidden)]
pub struct BitEnumCase {
    /// The case's string (`nnan`).
    pub str: &'static str,
    /// Its bits.
    pub value: u64,
    /// True for a group case.
    pub group: bool,
}

/// What the string conversions of a bit enum need.
#[derive(Clone, Copy, Debug)]
pub struct BitEnumInfo {
    /// The C++ type name MLIR's messages use (`::mlir::arith::FastMathFlags`).
    pub cpp_type: &'static str,
    /// Every case, in declaration order.
    pub cases: &'static [BitEnumCase],
    /// `let separator` (`|` by default).
    pub separator: &'static str,
    /// `let printBitEnumPrimaryGroups`.
    pub primary_groups: bool,
    /// The enum's summary (the messages of its generated `FieldParser`).
    pub summary: &'static str,
}

impl BitEnumInfo {
    /// The bits some case covers (ODS's `validBits`).
    pub fn valid_bits(&self) -> u64 {
        self.cases.iter().fold(0, |v, c| v | c.value)
    }

    /// The string of the all-bits-unset case, if the enum has one.
    pub fn none_case(&self) -> Option<&'static str> {
        self.cases.iter().find(|c| c.value == 0).map(|c| c.str)
    }

    /// MLIR's generated `stringify<Enum>` for a bit enum: the none case for
    /// 0; else, with primary groups, the groups whose bits are all set (in
    /// reverse declaration order, each removing its bits) then the single
    /// bits left; without, every non-zero case whose bits are all set; joined
    /// with the separator.
    pub fn stringify(&self, value: u64) -> String {
        if value == 0
            && let Some(none) = self.none_case()
        {
            return none.to_string();
        }
        let mut val = value;
        let mut strs: Vec<&str> = Vec::new();
        if self.primary_groups {
            for c in self.cases.iter().rev() {
                if c.value != 0 && c.group && c.value & val == c.value {
                    strs.push(c.str);
                    val &= !c.value;
                }
            }
            for c in self.cases {
                if c.value != 0 && !c.group && c.value & val == c.value {
                    strs.push(c.str);
                }
            }
        } else {
            for c in self.cases {
                if c.value != 0 && c.value & val == c.value {
                    strs.push(c.str);
                }
            }
        }
        strs.join(self.separator)
    }

    /// MLIR's generated `symbolize<Enum>(str)` for a bit enum: the none
    /// case, or cases split at the separator (trimmed).
    pub fn symbolize(&self, s: &str) -> Option<u64> {
        if let Some(none) = self.none_case()
            && s == none
        {
            return Some(0);
        }
        let sep = self.separator.trim();
        let mut val = 0;
        for part in s.split(if sep.is_empty() { self.separator } else { sep }) {
            let part = part.trim();
            val |= self
                .cases
                .iter()
                .find(|c| c.value != 0 && c.str == part)?
                .value;
        }
        Some(val)
    }

    fn all_strs(&self) -> String {
        self.cases
            .iter()
            .map(|c| c.str)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// What the string conversions of an integer enum need.
#[derive(Clone, Copy, Debug)]
#[doc(hidden)]
pub struct IntEnumInfo {
    /// The C++ type name MLIR's messages use.
    pub cpp_type: &'static str,
    /// Every case: string and value, in declaration order.
    pub cases: &'static [(&'static str, i64)],
    /// The enum's summary (the messages of its generated `FieldParser`).
    pub summary: &'static str,
}

impl IntEnumInfo {
    /// `symbolize<Enum>(str)`.
    pub fn symbolize(&self, s: &str) -> Option<i64> {
        self.cases.iter().find(|c| c.0 == s).map(|c| c.1)
    }

    /// `stringify<Enum>(value)` (empty for a value of no case).
    pub fn stringify(&self, value: i64) -> &'static str {
        self.cases.iter().find(|c| c.1 == value).map_or("", |c| c.0)
    }

    fn all_strs(&self) -> String {
        self.cases
            .iter()
            .map(|c| c.0)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl EnumSyntax {
    /// The enum's C++ type (`::ns::Class`), as MLIR's messages name it.
    pub(crate) fn cpp_type(self) -> &'static str {
        match self {
            EnumSyntax::Int(info) => info.cpp_type,
            EnumSyntax::Bit(info) => info.cpp_type,
        }
    }

    /// The summary of the enum.
    pub(crate) fn summary(self) -> &'static str {
        match self {
            EnumSyntax::Int(info) => info.summary,
            EnumSyntax::Bit(info) => info.summary,
        }
    }

    /// The case strings, in declaration order.
    pub(crate) fn case_strs(self) -> Vec<&'static str> {
        match self {
            EnumSyntax::Int(info) => info.cases.iter().map(|c| c.0).collect(),
            EnumSyntax::Bit(info) => info.cases.iter().map(|c| c.str).collect(),
        }
    }

    /// The value `symbolize<Enum>` gives `s` (a bit enum's: its bits).
    pub(crate) fn symbolize(self, s: &str) -> Option<u64> {
        match self {
            EnumSyntax::Int(info) => info.symbolize(s).map(|v| v as u64),
            EnumSyntax::Bit(info) => info.symbolize(s),
        }
    }

    /// The case list of the message of the `FieldParser` mlir-tblgen
    /// generates for the enum (`expected one of [LIST] for …`): the case
    /// strings, one that is not a bare identifier written quoted and then
    /// bare (`none, "8k"8k`, as mlir-tblgen-22 writes it).
    pub(crate) fn field_parser_cases(self) -> String {
        self.case_strs()
            .iter()
            .map(|s| {
                if crate::text::is_bare_identifier(s.as_bytes()) {
                    (*s).to_string()
                } else {
                    format!("\"{s}\"{s}")
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The enum a dialect enum attribute wraps.
#[derive(Clone, Copy, Debug)]
#[doc(hidden)]
pub enum EnumSyntax {
    /// An integer enum: one keyword.
    Int(&'static IntEnumInfo),
    /// A bit enum: keywords separated by `,` (or `|` if the separator
    /// holds one).
    Bit(&'static BitEnumInfo),
}

/// A parse error inside an attribute body: the byte offset in the text
/// given to the parser, and MLIR's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrParseError {
    /// Byte offset of the error in the parsed text.
    pub offset: usize,
    /// The message.
    pub message: String,
    /// The errors MLIR reports after this one, in order (the generated
    /// parser's `failed to parse X parameter 'value' …` after its
    /// `FieldParser`'s own error).
    pub more: Vec<AttrParseError>,
}

impl AttrParseError {
    /// What a dialect's attribute parser returns for a mnemonic it leaves
    /// to the text parser (an `AttrDef` of the dialect, whose syntax is
    /// C++): the attribute is kept verbatim, as a dialect without a parser
    /// keeps all of its attributes.
    pub fn keep_text() -> Self {
        AttrParseError {
            offset: usize::MAX,
            more: Vec::new(),
            message: String::new(),
        }
    }

    /// The error with its offsets (and those of the errors after it)
    /// moved `by` bytes on: for a body read from inside the parser's text.
    pub fn shifted(mut self, by: usize) -> Self {
        self.offset += by;
        for e in &mut self.more {
            e.offset += by;
        }
        self
    }

    /// True for [`AttrParseError::keep_text`].
    pub fn is_keep_text(&self) -> bool {
        self.offset == usize::MAX && self.message.is_empty()
    }

    /// What a dialect's attribute parser returns for a mnemonic it does
    /// not define (the text parser then asks the blocks that add to the
    /// dialect, and reports this error if none defines it).
    pub fn unknown_attribute(mnemonic: &str, dialect: &str) -> Self {
        AttrParseError {
            offset: 0,
            more: Vec::new(),
            message: format!("unknown attribute `{mnemonic}` in dialect `{dialect}`"),
        }
    }

    /// True for [`AttrParseError::unknown_attribute`] of `mnemonic` in
    /// `dialect`.
    pub fn is_unknown_attribute(&self, mnemonic: &str, dialect: &str) -> bool {
        self.offset == 0 && *self == Self::unknown_attribute(mnemonic, dialect)
    }
}

/// A keyword-or-string token of an attribute body.
struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn skip_ws(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    /// MLIR's `parseOptionalKeywordOrString`: a bare identifier
    /// (`[a-zA-Z_][a-zA-Z0-9_$.-]*`) or a string literal.
    fn keyword_or_string(&mut self) -> Option<String> {
        self.skip_ws();
        let bytes = self.text.as_bytes();
        let start = self.pos;
        match self.peek()? {
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let mut end = start + 1;
                while end < bytes.len()
                    && (bytes[end].is_ascii_alphanumeric()
                        || matches!(bytes[end], b'_' | b'$' | b'.' | b'-'))
                {
                    end += 1;
                }
                self.pos = end;
                Some(self.text[start..end].to_string())
            }
            b'"' => {
                let mut out = Vec::new();
                let mut i = start + 1;
                while i < bytes.len() {
                    match bytes[i] {
                        b'"' => {
                            self.pos = i + 1;
                            return String::from_utf8(out).ok();
                        }
                        b'\\' if i + 1 < bytes.len() => {
                            let e = bytes[i + 1];
                            match e {
                                b'n' => out.push(b'\n'),
                                b't' => out.push(b'\t'),
                                b'\\' | b'"' => out.push(e),
                                _ if i + 2 < bytes.len()
                                    && e.is_ascii_hexdigit()
                                    && bytes[i + 2].is_ascii_hexdigit() =>
                                {
                                    let h = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                                    out.push(h(e) * 16 + h(bytes[i + 2]));
                                    i += 1;
                                }
                                _ => return None,
                            }
                            i += 2;
                        }
                        c => {
                            out.push(c);
                            i += 1;
                        }
                    }
                }
                None
            }
            _ => None,
        }
    }
}

/// Parses the `<…>` body of a dialect enum attribute whose assembly
/// format is `` `<` $value `>` ``: `body` is the text between the
/// brackets. Returns the value; errors are MLIR's, at their offset in
/// `body` (`body.len()` is the closing `>`).
#[doc(hidden)]
pub fn parse_enum_body(
    syntax: EnumSyntax,
    body: &str,
    def_name: &str,
) -> Result<u64, AttrParseError> {
    parse_enum_text(syntax, body, def_name, true)
}

/// [`parse_enum_body`]; with `whole` false, what follows the value is
/// not read (the `$value` format's generated parser stops after it, and
/// MLIR ignores the rest of a `#dialect<mnemonic …>` body).
fn parse_enum_text(
    syntax: EnumSyntax,
    body: &str,
    def_name: &str,
    whole: bool,
) -> Result<u64, AttrParseError> {
    let mut c = Cursor { text: body, pos: 0 };
    let value = parse_enum_value(syntax, &mut c).map_err(|mut e| {
        // The generated parser's error after its `FieldParser`'s, at the
        // token the value's parser stopped at.
        c.skip_ws();
        e.more.push(field_failure(syntax, def_name, c.pos));
        e
    })?;
    // MLIR reports a wrong token right after the previous one (backing
    // up over blanks).
    let end_of_value = c.pos;
    c.skip_ws();
    if whole && c.pos != body.len() {
        let at = body[..end_of_value].trim_end().len();
        return Err(AttrParseError {
            offset: at,
            more: Vec::new(),
            message: "expected '>'".into(),
        });
    }
    Ok(value)
}

/// The generated parser's error when the `FieldParser` of an `EnumAttr`
/// named `def_name` failed, at `offset`.
fn field_failure(syntax: EnumSyntax, def_name: &str, offset: usize) -> AttrParseError {
    AttrParseError {
        offset,
        message: super::def_format::parameter_failure(def_name, "value", syntax.cpp_type()),
        more: Vec::new(),
    }
}

/// The value of an enum attribute's body at `c` (`FieldParser<Enum>`).
fn parse_enum_value(syntax: EnumSyntax, c: &mut Cursor<'_>) -> Result<u64, AttrParseError> {
    let expected_keyword = |c: &Cursor<'_>| AttrParseError {
        offset: c.pos,
        more: Vec::new(),
        message: "expected valid keyword or string".into(),
    };
    let value = match syntax {
        EnumSyntax::Int(info) => {
            c.skip_ws();
            let at = c.pos;
            let word = c.keyword_or_string().ok_or_else(|| expected_keyword(c))?;
            info.symbolize(&word).ok_or_else(|| AttrParseError {
                offset: at,
                more: Vec::new(),
                message: format!(
                    "expected {} to be one of: {}",
                    info.cpp_type,
                    info.all_strs()
                ),
            })? as u64
        }
        EnumSyntax::Bit(info) => {
            let bar = info.separator.contains('|');
            let mut flags = 0u64;
            // mlir-tblgen's bit-enum parser takes its location once, before
            // the first flag: an unknown flag anywhere in the list is
            // reported there.
            c.skip_ws();
            let list_start = c.pos;
            loop {
                c.skip_ws();
                let word = c.keyword_or_string().ok_or_else(|| expected_keyword(c))?;
                // Each keyword or string goes through the whole
                // `symbolize<Enum>`, so a string holds a list of its own
                // (`<"nsw,nuw">`, as mlir-opt-22 reads it).
                flags |= info.symbolize(&word).ok_or_else(|| AttrParseError {
                    offset: list_start,
                    more: Vec::new(),
                    message: format!(
                        "expected {} to be one of: {}",
                        info.cpp_type,
                        info.all_strs()
                    ),
                })?;
                let after = c.pos;
                c.skip_ws();
                let sep = if bar { b'|' } else { b',' };
                if c.peek() == Some(sep) {
                    c.pos += 1;
                } else {
                    c.pos = after;
                    break;
                }
            }
            flags
        }
    };
    Ok(value)
}

/// How a dialect enum attribute is written: its `EnumAttr`'s
/// `assemblyFormat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[doc(hidden)]
pub enum EnumAttrFormat {
    /// "`<` $value `>`": `#dialect.mnemonic<value>`.
    Angle,
    /// "$value", ODS's default: `#dialect<mnemonic value>` (MLIR prints a
    /// dialect attribute in the `#dialect.mnemonic…` form only when its text
    /// is an identifier followed by nothing or by `<…>`).
    Value,
    /// Another format of literals around `$value` ("`(` $value `)`",
    /// "`{` `type` `=` $value `}`" of OpenMP): the literals as ODS's
    /// generated printer spaces them, before and after the value
    /// (`#omp<clause_depend(dependsource)>`,
    /// `#omp<data_sharing_type{type = private}>`).
    Custom {
        /// The text before the value.
        prefix: &'static str,
        /// The text after the value.
        suffix: &'static str,
    },
}

/// `rest` without a leading `lit`, comparing their non-blank characters
/// (MLIR's parser reads tokens, so blanks between them are free).
fn strip_literal<'a>(rest: &'a str, lit: &str) -> Option<&'a str> {
    let mut r = rest;
    for c in lit.chars().filter(|c| !c.is_whitespace()) {
        r = r.trim_start().strip_prefix(c)?;
    }
    Some(r)
}

/// `rest` without a trailing `lit` (see [`strip_literal`]).
fn strip_literal_end<'a>(rest: &'a str, lit: &str) -> Option<&'a str> {
    let mut r = rest;
    for c in lit.chars().rev().filter(|c| !c.is_whitespace()) {
        r = r.trim_end().strip_suffix(c)?;
    }
    Some(r)
}

impl EnumAttrFormat {
    /// The value of an attribute of this format from the text that follows
    /// its mnemonic (`<value>` or ` value`), with errors at their offsets
    /// in that text.
    /// `def_name` is the `EnumAttr` record's name, which MLIR's messages
    /// name.
    pub fn parse_rest(
        self,
        syntax: EnumSyntax,
        rest: &str,
        def_name: &str,
    ) -> Result<u64, AttrParseError> {
        match self {
            EnumAttrFormat::Angle => {
                // `#d<m <v>>`: blanks before the `<` are the lexer's.
                let at = rest.len() - rest.trim_start().len();
                let Some(inner) = rest[at..].strip_prefix('<') else {
                    return Err(AttrParseError {
                        offset: at,
                        more: Vec::new(),
                        message: "expected '<'".into(),
                    });
                };
                // A body the dialect's parser read on past the symbol need
                // not end in `>` (`#arith.fastmath <fast}`): MLIR reads the
                // value, then fails at the token where the `>` should be.
                let (body, closed) = match inner.strip_suffix('>') {
                    Some(body) => (body, true),
                    None => (inner, false),
                };
                let value =
                    parse_enum_body(syntax, body, def_name).map_err(|e| e.shifted(at + 1))?;
                if !closed {
                    return Err(AttrParseError {
                        offset: at + 1 + body.trim_end().len(),
                        more: Vec::new(),
                        message: "expected '>'".into(),
                    });
                }
                Ok(value)
            }
            EnumAttrFormat::Value => {
                if !rest.starts_with(char::is_whitespace) {
                    return Err(AttrParseError {
                        offset: 0,
                        more: vec![field_failure(syntax, def_name, 0)],
                        message: "expected valid keyword or string".into(),
                    });
                }
                parse_enum_text(syntax, rest, def_name, false)
            }
            EnumAttrFormat::Custom { prefix, suffix } => {
                let Some(after) = strip_literal(rest, prefix) else {
                    let at = rest.len() - rest.trim_start().len();
                    // MLIR names the first literal token it expected.
                    let p = prefix.trim_start();
                    let word = p
                        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .unwrap_or(p.len());
                    let first = if word > 0 {
                        &p[..word]
                    } else {
                        &p[..p.chars().next().map_or(0, char::len_utf8)]
                    };
                    return Err(AttrParseError {
                        offset: at,
                        more: Vec::new(),
                        message: format!("expected '{first}'"),
                    });
                };
                let Some(body) = strip_literal_end(after, suffix) else {
                    return Err(AttrParseError {
                        offset: rest.len(),
                        more: Vec::new(),
                        message: format!("expected '{}'", suffix.trim()),
                    });
                };
                let at = rest.len() - after.len();
                parse_enum_body(syntax, body, def_name).map_err(|e| e.shifted(at))
            }
        }
    }

    /// True if the attribute prints as `#dialect.mnemonic<…>` (its text
    /// after the mnemonic is `<…>`), false for `#dialect<mnemonic…>`.
    fn pretty(self) -> bool {
        match self {
            EnumAttrFormat::Angle => true,
            EnumAttrFormat::Value => false,
            EnumAttrFormat::Custom { prefix, suffix } => {
                prefix.starts_with('<') && suffix.ends_with('>')
            }
        }
    }
}

/// The canonical text of the dialect enum attribute of `mnemonic` written
/// in `format` holding `value`.
#[doc(hidden)]
pub fn enum_attr_text(
    dialect: &str,
    mnemonic: &str,
    format: EnumAttrFormat,
    syntax: EnumSyntax,
    value: u64,
) -> String {
    let body = match syntax {
        EnumSyntax::Int(info) => info.stringify(value as i64).to_string(),
        EnumSyntax::Bit(info) => info.stringify(value),
    };
    match format {
        EnumAttrFormat::Angle => format!("#{dialect}.{mnemonic}<{body}>"),
        EnumAttrFormat::Value => format!("#{dialect}<{mnemonic} {body}>"),
        EnumAttrFormat::Custom { prefix, suffix } if format.pretty() => {
            format!("#{dialect}.{mnemonic}{prefix}{body}{suffix}")
        }
        EnumAttrFormat::Custom { prefix, suffix } => {
            format!("#{dialect}<{mnemonic}{prefix}{body}{suffix}>")
        }
    }
}

/// The dialect enum attribute of `mnemonic` written in `format` holding
/// `value`.
#[doc(hidden)]
pub fn enum_attr(
    ctx: &mut Context,
    dialect: &str,
    mnemonic: &str,
    format: EnumAttrFormat,
    syntax: EnumSyntax,
    value: u64,
) -> Attribute {
    let text = enum_attr_text(dialect, mnemonic, format, syntax, value);
    ctx.intern_attr(AttrData::Opaque(text.into()))
}

/// The value of dialect enum attribute `attr` if it is an attribute of
/// `mnemonic` written in `format` of this enum.
#[doc(hidden)]
pub fn enum_attr_value(
    ctx: &Context,
    attr: Attribute,
    dialect: &str,
    mnemonic: &str,
    format: EnumAttrFormat,
    syntax: EnumSyntax,
) -> Option<u64> {
    // Attributes are immutable once interned, so the answer for one
    // attribute of one context as one enum attribute never changes:
    // verifiers and matchers read the same few enum attributes
    // (`#arith.fastmath<none>`) over and over, and reading the text each
    // time was ~600 instructions a read. The names are compared by
    // address: each generated reader passes its own constants (the same
    // enum read by two readers takes two entries). Instance 0 is shared by
    // contexts made once numbers ran out: not memoized.
    let key = EnumMemoKey {
        ctx: ctx.instance_id(),
        attr,
        syntax: match syntax {
            EnumSyntax::Int(i) => i as *const IntEnumInfo as usize,
            EnumSyntax::Bit(b) => b as *const BitEnumInfo as usize,
        },
        dialect: (dialect.as_ptr() as usize, dialect.len()),
        mnemonic: (mnemonic.as_ptr() as usize, mnemonic.len()),
        format,
    };
    if key.ctx == 0 {
        return enum_attr_value_uncached(ctx, attr, dialect, mnemonic, format, syntax);
    }
    let slot = (attr.0 as usize ^ (key.syntax >> 4) ^ (key.mnemonic.0 >> 2)) % ENUM_MEMO;
    ENUM_MEMO_TABLE.with(|t| {
        if let Some((k, v)) = t.borrow()[slot]
            && k == key
        {
            return v;
        }
        let v = enum_attr_value_uncached(ctx, attr, dialect, mnemonic, format, syntax);
        t.borrow_mut()[slot] = Some((key, v));
        v
    })
}

/// [`enum_attr_value`] without the memo: reads the attribute's text.
fn enum_attr_value_uncached(
    ctx: &Context,
    attr: Attribute,
    dialect: &str,
    mnemonic: &str,
    format: EnumAttrFormat,
    syntax: EnumSyntax,
) -> Option<u64> {
    let AttrData::Opaque(text) = ctx.attr_data(attr) else {
        return None;
    };
    let text = text.strip_prefix('#')?.strip_prefix(dialect)?;
    let rest = if format.pretty() {
        text.strip_prefix('.')?.strip_prefix(mnemonic)?
    } else {
        text.strip_prefix('<')?
            .strip_suffix('>')?
            .strip_prefix(mnemonic)?
    };
    format.parse_rest(syntax, rest, "").ok()
}

/// Entries of the per-thread memo of [`enum_attr_value`].
const ENUM_MEMO: usize = 64;

/// What an [`enum_attr_value`] answer depends on: the attribute (of one
/// context) and the enum attribute asked for (its tables and names, by
/// address).
#[derive(Clone, Copy, PartialEq, Eq)]
struct EnumMemoKey {
    ctx: u32,
    attr: Attribute,
    syntax: usize,
    dialect: (usize, usize),
    mnemonic: (usize, usize),
    format: EnumAttrFormat,
}

/// The memo of [`enum_attr_value`]: direct-mapped entries of a key and
/// its answer.
type EnumMemo = [Option<(EnumMemoKey, Option<u64>)>; ENUM_MEMO];

thread_local! {
    static ENUM_MEMO_TABLE: std::cell::RefCell<EnumMemo> =
        const { std::cell::RefCell::new([None; ENUM_MEMO]) };
}

/// What a dialect `EnumAttr` needs from the enum it wraps (implemented by
/// every enum `ods!` generates, so the enum may come from another crate).
///
/// It is also what an integer attribute converts to where a NativeCodeCall
/// or constraint parameter asks for an enum, so a parameter of another type
/// given an attribute fails on this bound: the message says so.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an enum of an `ods!` block: an integer attribute does not convert to it",
    label = "an attribute, passed where `{Self}` is expected",
    note = "a NativeCodeCall or constraint receives an attribute as `drr::Attribute`, as its typed view (`drr::ods::storage::IntegerAttr`, `FloatAttr`, …: the argument's constraint's storage) or, for an integer enum attribute, as the enum `ods!` generated; an operand or op arrives as `drr::Value` (or `OpId`)"
)]
pub trait EnumValue: Copy {
    /// The enum's summary (the attribute's, in verifier messages).
    const SUMMARY: &'static str;
    /// The bit width of its integer form (`I32EnumAttr`: 32).
    const WIDTH: u32 = 32;
    /// Its string forms.
    const SYNTAX: EnumSyntax;
    /// The value's bits (an integer enum's case value).
    fn to_bits(self) -> u64;
    /// The value of `bits`, if valid.
    fn from_bits(bits: u64) -> Option<Self>;
}
