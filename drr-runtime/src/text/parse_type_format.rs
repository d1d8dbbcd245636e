//! Dialect types with a declarative `assemblyFormat` (`"`<` $size `>`"`,
//! `"`<` qualified($elementType) `>`"`) of a dialect reading its types
//! with mlir-tblgen's generated parser (see
//! [`register_type_format`](crate::ods::register_type_format)): the body
//! after the mnemonic is read as the parser mlir-tblgen generates from the
//! format reads it, and the type keeps the text its generated printer
//! prints.
//!
//! Invariants: the parser's position after [`Parser::parse_type_format`]
//! is the one after the whole dialect symbol, as for a type kept as text;
//! a type parameter is parsed (so created) where it is written, as MLIR's
//! `parseType` creates it; the kept text is a function of the parameters'
//! values, as MLIR's printer's is.

use super::lexer::{Kw, Tok};
use super::parser::{PResult, Parser};
use crate::ods::TypeFormatPiece;
use crate::types::{Type, TypeData};

/// A parameter's value as the type's printer prints it.
enum Printed {
    Type(Type),
    Int(i128),
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
        let Some(&pieces) = self.ctx.type_formats.get(kind.as_str()) else {
            return Ok(None);
        };
        let body_start = start as usize + at + len;
        self.reset_to(body_start);
        let mut values = Vec::new();
        for piece in pieces {
            match *piece {
                TypeFormatPiece::Literal(lit) => self.format_literal(lit)?,
                TypeFormatPiece::Type => values.push(Printed::Type(self.parse_type()?)),
                TypeFormatPiece::FunctionType => {
                    // `AsmParser::parseType<FunctionType>`: at the type.
                    let at = self.tok.start();
                    let ty = self.parse_type()?;
                    if !matches!(self.ctx.type_data(ty), TypeData::Function { .. }) {
                        let found = crate::text::print_type(self.ctx, ty);
                        return Err(self.err_at(
                            at,
                            &format!("invalid kind of type specified: expected builtin.function, but found '{found}'"),
                        ));
                    }
                    values.push(Printed::Type(ty));
                }
                TypeFormatPiece::Int { bits, signed } => {
                    values.push(Printed::Int(self.format_integer(bits, signed)?));
                }
            }
        }
        // What follows the format in `!ns<m<…> …>` is not read (as MLIR).
        self.reset_to(end as usize);
        let text = print_format(self.ctx, &kind, pieces, &values);
        Ok(Some(self.ctx.intern_type(TypeData::Opaque(text.into()))))
    }

    /// A literal of the format: MLIR's `parseLess`, `parseComma`, … (a
    /// wrong-token error `expected '<'`) or `parseKeyword` (an error at the
    /// token, `expected 'kw'`).
    fn format_literal(&mut self, lit: &str) -> PResult<()> {
        let kind = match lit {
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
            "*" => Tok::Star,
            "->" => Tok::Arrow,
            "{" => Tok::LBrace,
            "}" => Tok::RBrace,
            _ => {
                let is_keyword =
                    matches!(self.tok.kind, Tok::BareIdent | Tok::Kw(_) | Tok::IntType)
                        && self.tok_str() == lit;
                if is_keyword {
                    self.consume();
                    return Ok(());
                }
                return Err(self.err_here(&format!("expected '{lit}'")));
            }
        };
        self.expect(kind, &format!("expected '{lit}'"))
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

/// The text MLIR prints for a type of kind `kind` (`!ns.m`) with format
/// `pieces` and parameter values `values`, spaced as mlir-tblgen's
/// generated printer spaces a declarative format (`DefFormat::genPrinter`).
fn print_format(
    ctx: &crate::Context,
    kind: &str,
    pieces: &[TypeFormatPiece],
    values: &[Printed],
) -> String {
    let mut out = kind.to_string();
    let mut should_emit_space = true;
    let mut last_was_punctuation = false;
    let mut values = values.iter();
    for piece in pieces {
        match piece {
            TypeFormatPiece::Literal(lit) => {
                let first = lit.chars().next().unwrap_or(' ');
                let space_before = if lit.len() != 1 && *lit != "->" {
                    true
                } else if last_was_punctuation {
                    !">)}],".contains(first)
                } else {
                    !"<>(){}[],".contains(first)
                };
                if should_emit_space && space_before {
                    out.push(' ');
                }
                out.push_str(lit);
                should_emit_space = lit.len() != 1 || !"<({[".contains(first);
                last_was_punctuation = !(first == '_' || first.is_ascii_alphabetic());
            }
            TypeFormatPiece::Type | TypeFormatPiece::FunctionType | TypeFormatPiece::Int { .. } => {
                if should_emit_space || !last_was_punctuation {
                    out.push(' ');
                }
                should_emit_space = true;
                last_was_punctuation = false;
                match values.next() {
                    Some(Printed::Type(t)) => out.push_str(&crate::text::print_type(ctx, *t)),
                    Some(Printed::Int(v)) => out.push_str(&v.to_string()),
                    None => {}
                }
            }
        }
    }
    out
}
