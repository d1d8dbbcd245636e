//! Dialect types and attributes with a declarative `assemblyFormat`
//! (`"`<` $size `>`"`, `"`<` struct(params) `>`"`, `"(`<` $addressSpace^
//! `>`)?"`) of a dialect reading them with mlir-tblgen's generated parser
//! (see [`register_type_format`](crate::ods::register_type_format),
//! [`register_attr_format`](crate::ods::register_attr_format)): the body
//! after the mnemonic is read as the parser mlir-tblgen generates from the
//! format reads it (`DefFormat::genParser`), and the type (attribute)
//! keeps the text its generated printer prints (`DefFormat::genPrinter`).
//!
//! Invariants: the body is read with the lexer ending where the dialect
//! symbol's body ends (MLIR reads it with a parser of its own: what a
//! format would read past it is the end of input), except a pretty symbol
//! without a body (`#ns.m  <…>`), whose format MLIR reads on from the
//! mnemonic; the parser's position after [`Parser::parse_type_format`]
//! (`parse_attr_format`) is the one after the whole dialect symbol (and
//! an attribute's ` : type`), as for a symbol kept as text; a type or
//! attribute parameter is parsed (so created) where it is written, as
//! MLIR's `parseType`/`parseAttribute` create it; the kept text is a
//! function of the parameters' values, as MLIR's printer's is; the reader
//! walks the format's elements (nested at most one optional group deep),
//! never the input, recursively (a nested type or attribute goes through
//! the parser's depth guard).

use super::lexer::{Kw, Tok, unescape};
use super::parser::{Diag, PResult, Parser, wrong_token_offset};
use super::print_util::{OutBuf, push_string_literal};
use crate::ods::{DefFormat, DefFormatDefault, DefFormatGroup, DefFormatKind, DefFormatPiece};
use crate::types::{Type, TypeData};
use crate::{AttrData, Attribute};

/// The levels of [`Parser::enter`]'s depth guard one type or attribute
/// read with its format takes: its reader's frames (the dialect symbol's,
/// the format's, the parameter's) are about three times the stack of one
/// level of a builtin attribute or type, so types and attributes nested
/// through formats stop at a third of the depth, before the stack ends.
const FORMAT_LEVELS: u32 = 3;

/// A parameter's value (the C++ `FailureOr<T>` is an `Option` of it).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Value {
    Type(Type),
    Attr(Attribute),
    Int(i128),
    /// A null type or `std::nullopt`.
    Null,
    Str(Vec<u8>),
    List(Vec<Value>),
}

impl Value {
    /// A default value as a value.
    fn of_default(d: DefFormatDefault) -> Value {
        match d {
            DefFormatDefault::Null => Value::Null,
            DefFormatDefault::Int(v) => Value::Int(v),
            DefFormatDefault::Str(s) => Value::Str(s.as_bytes().to_vec()),
            DefFormatDefault::Empty => Value::List(Vec::new()),
        }
    }
}

/// The parameters' values as read so far (`None`: not read).
struct Values<'f> {
    format: &'f DefFormat,
    read: Vec<Option<Value>>,
}

impl Values<'_> {
    /// Parameter `i`'s value: the one read, else its default
    /// (`_result_x.value_or(default)`).
    fn get(&self, i: u8) -> Value {
        let i = usize::from(i);
        match (&self.read[i], self.format.params[i].default) {
            (Some(v), _) => v.clone(),
            (None, Some(d)) => Value::of_default(d),
            // A mandatory parameter is always read (mlir-tblgen checks).
            (None, None) => Value::Null,
        }
    }

    /// Whether parameter `i` is optional and has its default value: the
    /// generated printer's guard `!(param == default)` is false.
    fn is_default(&self, i: u8) -> bool {
        self.format.params[usize::from(i)]
            .default
            .is_some_and(|d| self.get(i) == Value::of_default(d))
    }

    /// Whether parameter `i` is optional and was read with a value other
    /// than its default (the `params` parser's guard before a comma).
    fn read_not_default(&self, i: u8) -> bool {
        let Some(d) = self.format.params[usize::from(i)].default else {
            return false;
        };
        matches!(&self.read[usize::from(i)], Some(v) if *v != Value::of_default(d))
    }
}

impl Parser<'_, '_> {
    /// The dialect type spanning `start..end` in the source (`!ns.m…` or
    /// `!ns<m…>`, its mnemonic known to its dialect) read with its
    /// registered declarative format, or `None` if its kind has none.
    pub(crate) fn parse_type_format(&mut self, start: u32, end: u32) -> PResult<Option<Type>> {
        if self.ctx.type_formats.is_empty() {
            return Ok(None);
        }
        let symbol = self.slice(start, end);
        let Some((ns, at)) = super::parse_dialect::symbol_mnemonic_at(symbol) else {
            return Ok(None);
        };
        let tag = &symbol[at..];
        let len = super::parse_dialect::keyword_len(tag);
        let kind = format!("!{ns}.{}", &tag[..len]);
        let Some(&format) = self.ctx.type_formats.get(kind.as_str()) else {
            return Ok(None);
        };
        // Registered by a block adding to the dialect: read only with the
        // generated parser (else the dialect's C++ `parseType` reads it).
        if !self.ctx.type_mnemonics.generated(ns) {
            return Ok(None);
        }
        // The body MLIR's parser reads: after the mnemonic, up to the `>`
        // closing `!ns<m …>`; in the `!ns.m…` form it reads on past the
        // symbol as far as the format goes (its errors there are
        // reported, mlir-opt-22's `!t.opt[x]` with a trailing optional
        // group), and resumes after the symbol.
        let angle = symbol.as_bytes().get(1 + ns.len()) == Some(&b'<');
        let limit = angle.then(|| end as usize - 1);
        let from = start as usize + at + len;
        // What follows the format in `!ns<m<…> …>` is not read (as MLIR).
        let text = self.read_format(format, &kind, from, limit, end as usize)?;
        Ok(Some(self.ctx.intern_type(TypeData::Opaque(text.into()))))
    }

    /// The dialect attribute `kind` (`#ns.m`, its mnemonic known to its
    /// dialect) whose body starts at `from` in the source (after the
    /// mnemonic) read with its registered declarative format, or `None`
    /// if its kind has none. The lexer ends at `limit` (the end of
    /// `#ns.m<…>`, the `>` closing `#ns<m …>`; none for a pretty symbol
    /// without a body, which MLIR's generated parser reads on past); the
    /// parser resumes where it is now (after the symbol and its `: type`,
    /// which an attribute without a type parameter drops, as MLIR's does).
    pub(crate) fn parse_attr_format(
        &mut self,
        kind: &str,
        from: usize,
        limit: Option<usize>,
    ) -> PResult<Option<Attribute>> {
        let Some(&format) = self.ctx.attr_formats.get(kind) else {
            return Ok(None);
        };
        // As for types: a format registered by a block adding to the
        // dialect is read only with the generated parser.
        let ns = kind[1..].split('.').next().unwrap_or_default();
        if !self.ctx.attr_mnemonics.generated(ns) {
            return Ok(None);
        }
        let resume = self.tok.start() as usize;
        let text = self.read_format(format, kind, from, limit, resume)?;
        Ok(Some(self.ctx.intern_attr(AttrData::Opaque(text.into()))))
    }

    /// Reads a body of `format` from `from` with the lexer ending at
    /// `limit`, then resumes at `resume`: the text the generated printer
    /// prints for kind `kind` (`!ns.m`, `#ns.m`) with the values read.
    fn read_format(
        &mut self,
        format: &'static DefFormat,
        kind: &str,
        from: usize,
        limit: Option<usize>,
        resume: usize,
    ) -> PResult<String> {
        // A body counts as `FORMAT_LEVELS` levels of the depth guard: its
        // readers' frames are several times those of a builtin list.
        for _ in 0..FORMAT_LEVELS {
            self.enter()?;
        }
        let whole = limit.map(|l| self.lex.limit(l));
        self.reset_to(from);
        let mut values = Values {
            format,
            read: vec![None; format.params.len()],
        };
        let read = self.read_pieces(format.pieces, &mut values);
        if let Some(whole) = whole {
            self.lex.unlimit(whole);
        }
        read?;
        for _ in 0..FORMAT_LEVELS {
            self.leave();
        }
        self.reset_to(resume);
        let text = print_format(self.ctx, kind, &values);
        Ok(super::parse_dialect::canonical_dialect_symbol(&text).into_owned())
    }

    /// Reads `pieces` (`genElementParser` of each).
    fn read_pieces(&mut self, pieces: &[DefFormatPiece], values: &mut Values) -> PResult<()> {
        for piece in pieces {
            match *piece {
                DefFormatPiece::Literal(lit) => self.format_literal(lit)?,
                DefFormatPiece::Space(_) => {}
                DefFormatPiece::Param(i) => self.read_param(i, values)?,
                DefFormatPiece::Params(params) => self.read_params(params, values)?,
                DefFormatPiece::Struct(params) => self.read_struct(params, values)?,
                DefFormatPiece::Optional(group) => self.read_group(group, values)?,
            }
        }
        Ok(())
    }

    /// Parameter `i` (`genVariableParser`: its `FieldParser`'s error, then
    /// the generated parser's at the token where that one stopped).
    fn read_param(&mut self, i: u8, values: &mut Values) -> PResult<()> {
        let param = &values.format.params[usize::from(i)];
        let v = self.read_value(param.kind).map_err(|d| {
            let message = crate::ods::def_format::parameter_failure(
                values.format.name,
                param.name,
                param.cpp_type,
            );
            d.with_more(self.tok.start(), message)
        })?;
        values.read[usize::from(i)] = Some(v);
        Ok(())
    }

    /// A value of C++ kind `kind`, as its `FieldParser` reads it.
    fn read_value(&mut self, kind: DefFormatKind) -> PResult<Value> {
        Ok(match kind {
            DefFormatKind::Type => Value::Type(self.parse_type()?),
            DefFormatKind::TypeOf(class) => {
                // `AsmParser::parseType<T>`: at the type.
                let at = self.tok.start();
                let ty = self.parse_type()?;
                if !class.contains(self.ctx, ty) {
                    let found = crate::text::print_type(self.ctx, ty);
                    return Err(self.err_at(at, &class.mismatch(&found)));
                }
                Value::Type(ty)
            }
            DefFormatKind::Int { bits, signed } => Value::Int(self.format_integer(bits, signed)?),
            // `(bool)` of the value truncated to 8 bits, which must convert
            // back to the literal: 0 and 1 only, as a 1-bit unsigned.
            DefFormatKind::Bool => Value::Int(self.format_integer(1, false)?),
            DefFormatKind::OptionalInt { bits, signed } => {
                // `parseOptionalInteger`: an integer if one starts here.
                let starts = matches!(
                    self.tok.kind,
                    Tok::Integer | Tok::Minus | Tok::Kw(Kw::True) | Tok::Kw(Kw::False)
                );
                if starts {
                    Value::Int(self.format_integer(bits, signed)?)
                } else {
                    Value::Null
                }
            }
            DefFormatKind::String => {
                // `parseString`: at the token.
                if !self.is(Tok::String) {
                    return Err(self.err_at(self.tok.start(), "expected string"));
                }
                let v = unescape(self.tok_str().as_bytes());
                self.consume();
                Value::Str(v)
            }
            DefFormatKind::Attribute => Value::Attr(self.parse_attribute()?),
            DefFormatKind::AttrOf(class) => {
                // `AsmParser::parseAttribute<T>`: at the attribute.
                let at = self.tok.start();
                let attr = self.parse_attribute()?;
                if !class.contains(self.ctx, attr) {
                    return Err(self.err_at(at, "invalid kind of attribute specified"));
                }
                Value::Attr(attr)
            }
            DefFormatKind::Enum(syntax) => Value::Int(i128::from(self.format_enum(syntax)?)),
            DefFormatKind::EnumField(syntax) => {
                Value::Int(i128::from(self.format_enum_field(syntax)?))
            }
            DefFormatKind::Array(&element) => {
                // `parseCommaSeparatedList` without delimiters: one or more.
                let mut items = vec![self.read_value(element)?];
                while self.consume_if(Tok::Comma) {
                    items.push(self.read_value(element)?);
                }
                Value::List(items)
            }
        })
    }

    /// `params` (`genParamsParser`): the parameters separated by commas; a
    /// comma after the last mandatory one is optional (none: the
    /// directive ends), and none is read after an optional parameter that
    /// has its default value.
    fn read_params(&mut self, params: &[u8], values: &mut Values) -> PResult<()> {
        let optional = |i: u8| values.format.params[usize::from(i)].default.is_some();
        let last_required = params.iter().rposition(|&p| !optional(p)).unwrap_or(0);
        for (k, &p) in params.iter().enumerate() {
            if k > 0 {
                let prev = params[k - 1];
                if !optional(prev) || values.read_not_default(prev) {
                    if k <= last_required {
                        self.format_literal(",")?;
                    } else if !self.consume_if(Tok::Comma) {
                        return Ok(());
                    }
                }
            }
            self.read_param(p, values)?;
        }
        Ok(())
    }

    /// `struct(…)` (`genStructParser`): `key = value` pairs in any order,
    /// separated by commas; all of them when all are mandatory, else until
    /// no comma follows (none at all if all are optional), then each
    /// mandatory one must have been read.
    fn read_struct(&mut self, params: &[u8], values: &mut Values) -> PResult<()> {
        let format = values.format;
        let optional = params
            .iter()
            .filter(|&&p| format.params[usize::from(p)].default.is_some())
            .count();
        let mut seen = vec![false; params.len()];
        if optional == 0 {
            for k in 0..params.len() {
                let key = self.struct_key()?;
                self.struct_entry(key, params, &mut seen, values)?;
                if k + 1 != params.len() {
                    self.format_literal(",")?;
                }
            }
            return Ok(());
        }
        // All optional: `parseOptionalKeyword` starts the loop.
        if optional == params.len() && !self.is_keyword() {
            return Ok(());
        }
        loop {
            let key = self.struct_key()?;
            self.struct_entry(key, params, &mut seen, values)?;
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        if optional != params.len() {
            for (k, &p) in params.iter().enumerate() {
                let param = &format.params[usize::from(p)];
                if param.default.is_none() && !seen[k] {
                    return Err(self.err_at(
                        self.tok.start(),
                        &format!("struct is missing required parameter: {}", param.name),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Whether the current token is a keyword (`isCurrentTokenAKeyword`).
    fn is_keyword(&self) -> bool {
        matches!(self.tok.kind, Tok::BareIdent | Tok::Kw(_) | Tok::IntType)
    }

    /// A struct key (`parseKeyword(&key)`: at the token).
    fn struct_key(&mut self) -> PResult<String> {
        if !self.is_keyword() {
            // `parseKeyword`'s error, then the generated parser's.
            let at = self.tok.start();
            return Err(self
                .err_at(at, "expected valid keyword")
                .with_more(at, "expected a parameter name in struct"));
        }
        let key = self.tok_str().to_string();
        self.consume();
        Ok(key)
    }

    /// The rest of a struct entry after its key `key`: `=` and the value
    /// of the parameter named `key`, not seen yet (else the error at the
    /// value).
    fn struct_entry(
        &mut self,
        key: String,
        params: &[u8],
        seen: &mut [bool],
        values: &mut Values,
    ) -> PResult<()> {
        self.format_literal("=")?;
        let format = values.format;
        let found = params
            .iter()
            .position(|&p| format.params[usize::from(p)].name == key);
        match found {
            Some(k) if !seen[k] => {
                seen[k] = true;
                self.read_param(params[k], values)
            }
            _ => Err(self.err_at(
                self.tok.start(),
                &format!("duplicate or unknown struct parameter name: {key}"),
            )),
        }
    }

    /// An optional group (`genOptionalGroupParser`): its first element, a
    /// literal read if present or a parameter read and tested (not null,
    /// zero or `std::nullopt`), decides between the rest of `then` and
    /// `otherwise`.
    fn read_group(&mut self, group: &DefFormatGroup, values: &mut Values) -> PResult<()> {
        let mut then = group
            .then
            .iter()
            .skip_while(|p| matches!(p, DefFormatPiece::Space(_)));
        let present = match then.next() {
            Some(&DefFormatPiece::Literal(lit)) => self.optional_literal(lit),
            Some(&DefFormatPiece::Param(i)) => {
                self.read_param(i, values)?;
                match values.get(i) {
                    Value::Null => false,
                    Value::Int(v) => {
                        v != 0
                            || matches!(
                                values.format.params[usize::from(i)].kind,
                                DefFormatKind::OptionalInt { .. }
                            )
                    }
                    _ => true,
                }
            }
            // `ods!` hands over no other group.
            _ => false,
        };
        if present {
            let rest: Vec<DefFormatPiece> = then.copied().collect();
            self.read_pieces(&rest, values)
        } else {
            self.read_pieces(group.otherwise, values)
        }
    }

    /// A literal read if it is next (`parseOptionalLess`, …,
    /// `parseOptionalKeyword("kw")`).
    fn optional_literal(&mut self, lit: &str) -> bool {
        match literal_token(lit) {
            Some(kind) => self.consume_if(kind),
            None => {
                let here = self.is_keyword() && self.tok_str() == lit;
                if here {
                    self.consume();
                }
                here
            }
        }
    }

    /// An error about the current token as MLIR's `emitWrongTokenError`
    /// reports it in a dialect symbol's body: backed up over blanks, the
    /// end of the body where the end of input is.
    fn format_wrong_token(&self, message: &str) -> Diag {
        let at = wrong_token_offset(self.src.as_bytes(), self.tok.start() as usize, false);
        self.err_at(at as u32, message)
    }

    /// A literal of the format: MLIR's `parseLess`, `parseComma`, … (a
    /// wrong-token error `expected '<'`) or `parseKeyword` (an error at the
    /// token, `expected 'kw'`).
    fn format_literal(&mut self, lit: &str) -> PResult<()> {
        match literal_token(lit) {
            Some(kind) => {
                if self.consume_if(kind) {
                    Ok(())
                } else {
                    Err(self.format_wrong_token(&format!("expected '{lit}'")))
                }
            }
            None => {
                if self.is_keyword() && self.tok_str() == lit {
                    self.consume();
                    return Ok(());
                }
                Err(self.err_at(self.tok.start(), &format!("expected '{lit}'")))
            }
        }
    }

    /// A keyword or a string (unescaped), consumed: MLIR's
    /// `parseOptionalKeywordOrString`; `None` (nothing consumed) otherwise.
    fn keyword_or_string(&mut self) -> Option<String> {
        let word = if self.is_keyword() {
            self.tok_str().to_string()
        } else if self.is(Tok::String) {
            String::from_utf8_lossy(&unescape(self.tok_str().as_bytes())).into_owned()
        } else {
            return None;
        };
        self.consume();
        Some(word)
    }

    /// A C++ enum read as the `FieldParser<Enum>` mlir-tblgen generates
    /// with the enum's declarations reads it: one keyword or string
    /// (`parseOptionalKeywordOrString`), then `symbolize<Enum>`.
    fn format_enum_field(&mut self, syntax: crate::ods::EnumSyntax) -> PResult<u64> {
        let at = self.tok.start();
        let Some(word) = self.keyword_or_string() else {
            let message = format!("expected keyword for {}", syntax.summary());
            return Err(self.err_at(at, &message));
        };
        syntax.symbolize(&word).ok_or_else(|| {
            let message = format!(
                "expected one of [{}] for {}, got: {word}",
                syntax.field_parser_cases(),
                syntax.summary()
            );
            self.err_at(at, &message)
        })
    }

    /// A C++ enum's value, as the `FieldParser` mlir-tblgen generates for
    /// the enum reads it: a keyword or string (`expected valid keyword or
    /// string` at the token) that `symbolize<Enum>` knows (else `expected
    /// ::ns::Enum to be one of: …` where the value starts); a bit enum
    /// reads more after each `|` (a separator holding one) or `,`.
    fn format_enum(&mut self, syntax: crate::ods::EnumSyntax) -> PResult<u64> {
        let at = self.tok.start();
        let bar = match syntax {
            crate::ods::EnumSyntax::Int(_) => false,
            crate::ods::EnumSyntax::Bit(info) => info.separator.contains('|'),
        };
        let cpp_type = syntax.cpp_type();
        let mut value = 0u64;
        loop {
            let Some(word) = self.keyword_or_string() else {
                return Err(self.err_at(self.tok.start(), "expected valid keyword or string"));
            };
            let Some(bits) = syntax.symbolize(&word) else {
                let all = syntax.case_strs().join(", ");
                let message = format!("expected {cpp_type} to be one of: {all}");
                return Err(self.err_at(at, &message));
            };
            value |= bits;
            let more = matches!(syntax, crate::ods::EnumSyntax::Bit(_))
                && if bar {
                    self.consume_if(Tok::VerticalBar)
                } else {
                    self.consume_if(Tok::Comma)
                };
            if !more {
                return Ok(value);
            }
        }
    }

    /// An integer parameter of a C++ integer type of `bits` bits, as MLIR's
    /// `AsmParser::parseInteger` reads it: `true`/`false`, `-`, decimal or
    /// hexadecimal, converted to the C++ type and rejected (`integer value
    /// too large`) only if converting back does not give the literal's
    /// bits (so `-1` is the largest value of an unsigned type, and `true`,
    /// read as a one-bit `1`, is `-1` of a signed one, as in mlir-opt-22).
    fn format_integer(&mut self, bits: u32, signed: bool) -> PResult<i128> {
        let at = self.tok.start();
        let (pattern, width) = match self.tok.kind {
            Tok::Kw(Kw::True) => {
                self.consume();
                (1u128, 1u32)
            }
            Tok::Kw(Kw::False) => {
                self.consume();
                (0, 1)
            }
            Tok::Integer | Tok::Minus => {
                let negative = self.consume_if(Tok::Minus);
                let int_at = self.tok.start();
                if !self.is(Tok::Integer) {
                    return Err(self.wrong_token("expected integer value"));
                }
                let spelling = self.tok_str();
                self.consume();
                let too_large = || self.err_at(int_at, "integer value too large");
                let (digits, radix) = match spelling.strip_prefix("0x") {
                    Some(hex) => (hex, 16),
                    None => (spelling, 10),
                };
                let digits = digits.trim_start_matches('0');
                // `StringRef::getAsInteger`'s width: 4 bits a digit (64
                // for zero), one more if the top bit is set.
                let (magnitude, mut width) = if digits.is_empty() {
                    (0u128, 64u32)
                } else {
                    let m = u128::from_str_radix(digits, radix).map_err(|_| too_large())?;
                    (m, 4 * digits.len() as u32)
                };
                if width > 126 {
                    return Err(too_large());
                }
                if (magnitude >> (width - 1)) & 1 == 1 {
                    width += 1;
                }
                let pattern = if negative {
                    magnitude.wrapping_neg() & mask(width)
                } else {
                    magnitude
                };
                (pattern, width)
            }
            _ => return Err(self.err_here("expected integer value")),
        };
        // `(IntT)uintResult.sextOrTrunc(bits).getLimitedValue()`, then
        // `APInt(width, result, /*isSigned=*/is_signed_v<IntT>) !=
        // uintResult`: the value extended back as the C++ type's
        // signedness says, truncated to the literal's width.
        let sext = |v: u128, w: u32| {
            if w < 128 && (v >> (w - 1)) & 1 == 1 {
                v | !mask(w)
            } else {
                v
            }
        };
        let value_bits = sext(pattern, width) & mask(bits);
        let value: i128 = if signed {
            sext(value_bits, bits) as i128
        } else {
            value_bits as i128
        };
        let back = if signed {
            (value as u128) & mask(width)
        } else {
            u128::from(value as u64) & mask(width)
        };
        if back != pattern {
            return Err(self.err_at(at, "integer value too large"));
        }
        Ok(value)
    }
}

/// The low `w` bits.
fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// The token of a punctuation literal (`None` for a keyword).
fn literal_token(lit: &str) -> Option<Tok> {
    Some(match lit {
        "<" => Tok::Less,
        ">" => Tok::Greater,
        "," => Tok::Comma,
        "(" => Tok::LParen,
        ")" => Tok::RParen,
        "[" => Tok::LSquare,
        "]" => Tok::RSquare,
        ":" => Tok::Colon,
        "=" => Tok::Equal,
        "?" => Tok::Question,
        "+" => Tok::Plus,
        "*" => Tok::Star,
        "->" => Tok::Arrow,
        "..." => Tok::Ellipsis,
        "{" => Tok::LBrace,
        "}" => Tok::RBrace,
        _ => return None,
    })
}

/// The generated printer's spacing state (`shouldEmitSpace`,
/// `lastWasPunctuation`): mlir-tblgen decides the spaces when it generates
/// the printer, walking the format once, so this walk updates them for
/// every element, printed or not.
#[derive(Clone, Copy)]
struct Spacing {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

/// The text MLIR prints for a type of kind `kind` (`!ns.m`) with the
/// parameter values `values`, as mlir-tblgen's generated printer prints
/// its format (`DefFormat::genPrinter`).
fn print_format(ctx: &crate::Context, kind: &str, values: &Values) -> String {
    let mut out = OutBuf::from_string(kind.to_string());
    let mut spacing = Spacing {
        should_emit_space: true,
        last_was_punctuation: false,
    };
    print_pieces(
        ctx,
        values.format.pieces,
        values,
        true,
        &mut spacing,
        &mut out,
    );
    out.into_string()
}

/// Prints `pieces` if `emit` (else only updates `spacing`).
fn print_pieces(
    ctx: &crate::Context,
    pieces: &[DefFormatPiece],
    values: &Values,
    emit: bool,
    spacing: &mut Spacing,
    out: &mut OutBuf,
) {
    for piece in pieces {
        match *piece {
            DefFormatPiece::Literal(lit) => {
                // `genLiteralPrinter` with `shouldEmitSpaceBefore`.
                let first = lit.chars().next().unwrap_or(' ');
                let space_before = if lit.len() != 1 && lit != "->" {
                    true
                } else if spacing.last_was_punctuation {
                    !">)}],".contains(first)
                } else {
                    !"<>(){}[],".contains(first)
                };
                if emit {
                    if spacing.should_emit_space && space_before {
                        out.push(' ');
                    }
                    out.push_str(lit);
                }
                spacing.should_emit_space = lit.len() != 1 || !"<({[".contains(first);
                spacing.last_was_punctuation = !(first == '_' || first.is_ascii_alphabetic());
            }
            DefFormatPiece::Space(s) => {
                // `genWhitespacePrinter`.
                if emit {
                    out.push_str(s);
                }
                if s.is_empty() {
                    spacing.last_was_punctuation = true;
                }
                spacing.should_emit_space = false;
            }
            DefFormatPiece::Param(i) => print_param(ctx, i, values, emit, spacing, out),
            DefFormatPiece::Params(params) => {
                print_comma_separated(ctx, params, false, values, emit, spacing, out);
            }
            DefFormatPiece::Struct(params) => {
                print_comma_separated(ctx, params, true, values, emit, spacing, out);
            }
            DefFormatPiece::Optional(group) => {
                // `genOptionalGroupPrinter`: `then` under the anchor's
                // guard, with the spacing state restored after it.
                let any = group.anchor.iter().any(|&i| !values.is_default(i));
                let then = any != group.inverted;
                let saved = *spacing;
                print_pieces(ctx, group.then, values, emit && then, spacing, out);
                *spacing = saved;
                print_pieces(ctx, group.otherwise, values, emit && !then, spacing, out);
            }
        }
    }
}

/// `genVariablePrinter`: parameter `i`, unless it has its default value,
/// after a space unless right after an opening punctuation.
fn print_param(
    ctx: &crate::Context,
    i: u8,
    values: &Values,
    emit: bool,
    spacing: &mut Spacing,
    out: &mut OutBuf,
) {
    if emit && !values.is_default(i) {
        if spacing.should_emit_space || !spacing.last_was_punctuation {
            out.push(' ');
        }
        let kind = values.format.params[usize::from(i)].kind;
        print_value(ctx, kind, &values.get(i), out);
    }
    spacing.should_emit_space = true;
    spacing.last_was_punctuation = false;
}

/// `genCommaSeparatedPrinter` (`params`, `struct` with `keys`): a space
/// first (if any parameter is printed when all are optional), then the
/// parameters that do not have their default values, separated by `, `,
/// each after `name = ` in a `struct`.
fn print_comma_separated(
    ctx: &crate::Context,
    params: &[u8],
    keys: bool,
    values: &Values,
    emit: bool,
    spacing: &mut Spacing,
    out: &mut OutBuf,
) {
    let format = values.format;
    let optional = |i: u8| format.params[usize::from(i)].default.is_some();
    if spacing.should_emit_space || !spacing.last_was_punctuation {
        let all_optional = params.iter().all(|&p| optional(p));
        if emit && (!all_optional || params.iter().any(|&p| !values.is_default(p))) {
            out.push(' ');
        }
    }
    let mut first = true;
    for &p in params {
        let shown = emit && !values.is_default(p);
        if shown {
            if !first {
                out.push_str(", ");
            }
            first = false;
            if keys {
                out.push_str(format.params[usize::from(p)].name);
                out.push_str(" = ");
            }
        }
        spacing.should_emit_space = false;
        spacing.last_was_punctuation = true;
        print_param(ctx, p, values, shown, spacing, out);
    }
}

/// A value of kind `kind` as its printer prints it
/// (`printStrippedAttrOrType`, `printString`, `std::optional`'s `None`).
fn print_value(ctx: &crate::Context, kind: DefFormatKind, value: &Value, out: &mut OutBuf) {
    match value {
        Value::Type(t) => out.push_str(&crate::text::print_type(ctx, *t)),
        Value::Attr(a) => out.push_str(&crate::text::print_attribute(ctx, *a)),
        Value::Int(v) => match kind {
            DefFormatKind::Enum(crate::ods::EnumSyntax::Int(info)) => {
                out.push_str(info.stringify(*v as i64));
            }
            DefFormatKind::Enum(crate::ods::EnumSyntax::Bit(info)) => {
                out.push_str(&info.stringify(*v as u64));
            }
            DefFormatKind::EnumField(crate::ods::EnumSyntax::Int(info)) => {
                let s = info.stringify(*v as i64);
                if super::print_util::is_bare_identifier(s.as_bytes()) {
                    out.push_str(s);
                } else {
                    out.push_str(&format!("\"{s}\""));
                }
            }
            DefFormatKind::EnumField(crate::ods::EnumSyntax::Bit(info)) => {
                let s = info.stringify(*v as u64);
                if (*v as u64).count_ones() > 1 {
                    out.push_str(&format!("\"{s}\""));
                } else {
                    out.push_str(&s);
                }
            }
            DefFormatKind::Bool => out.push_str(if *v != 0 { "true" } else { "false" }),
            _ => out.push_str(&v.to_string()),
        },
        Value::Null => out.push_str(match kind {
            DefFormatKind::OptionalInt { .. } => "None",
            _ => "<<NULL TYPE>>",
        }),
        Value::Str(s) => push_string_literal(out, s),
        Value::List(items) => {
            let element = match kind {
                DefFormatKind::Array(&e) => e,
                other => other,
            };
            for (k, item) in items.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                print_value(ctx, element, item, out);
            }
        }
    }
}
