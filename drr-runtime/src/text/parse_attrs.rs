//! Parsing of attributes (MLIR's `AttributeParser`): `unit`, booleans,
//! integers and floats with their optional `: type`, strings, arrays,
//! dictionaries, type attributes, symbol references, `array<…>` dense
//! arrays, `loc(...)` locations, dialect attributes (`#dialect.name<…>`,
//! kept verbatim but for the pretty-form choice, see `parse_dialect.rs`)
//! and `#alias` references. Builtin attributes the runtime
//! does not model are [`AttrData::Opaque`] text: `affine_map<…>` and
//! `affine_set<…>` as MLIR prints them, their expressions simplified as
//! MLIR builds them (`affine_check.rs`, `affine_expr.rs`);
//! `strided<…>`, `distinct[N]<…>` (inner attribute printed canonically,
//! the id kept: renumbering is the printer's business) and
//! `dense_resource<…> : type` in MLIR's canonical spelling. `dense<…>` and
//! `sparse<…>` are in `parse_dense.rs`.
//!
//! Invariants: integer attributes are built with MLIR's range rules
//! (`buildAttributeAPInt`) and stored through
//! [`Context::integer_attr`](crate::Context::integer_attr), so their values
//! are normalized; integers of types wider than 128 bits whose values do
//! not fit in an `i128` take the big-integer path ([`big_int_bits`],
//! [`Context::big_integer_attr`](crate::Context::big_integer_attr)); dense
//! arrays of any element width are read into words as
//! [`AttrData::DenseArray`] describes; float
//! attributes get their bits from [`super::float::parse_float`]; opaque
//! texts that end in a type (`#foo.bar<1> : i32`, `dense_resource<x> :
//! tensor<2xf32>`) print that type canonically.

use num_bigint::{BigInt, BigUint};
use rustc_hash::FxHashSet;

use super::float::{FloatKind, parse_float};
use super::lexer::{Kw, Tok, Token, unescape};
use super::parse_dialect::Extended;
use super::parser::{AttrAlias, Delim, PResult, Parser};
use crate::attributes::{AttrData, Attribute, NamedAttribute};
use crate::location::Location;
use crate::symbol::Symbol;
use crate::types::{DYNAMIC, Signedness, Type, TypeData};

/// Why an integer literal cannot be stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IntError {
    /// MLIR rejects it too ("integer constant out of range").
    OutOfRange,
    /// MLIR would accept it, but its type is wider than 128 bits and it
    /// does not fit in an `i128`: see [`big_int_bits`].
    TooWide,
}

/// MLIR's `buildAttributeAPInt` for an integer type of any `width`: the
/// literal's two's-complement bits (in `0..2^width`), or
/// [`IntError::OutOfRange`]. The big-integer path, for literals that
/// [`build_int`] cannot store.
pub(crate) fn big_int_bits(
    width: u32,
    signed_or_index: bool,
    negative: bool,
    spelling: &str,
) -> Result<BigUint, IntError> {
    let magnitude = match spelling.strip_prefix("0x") {
        Some(hex) => BigUint::parse_bytes(hex.as_bytes(), 16),
        None => BigUint::parse_bytes(spelling.as_bytes(), 10),
    }
    .ok_or(IntError::OutOfRange)?;
    if magnitude.bits() > u64::from(width) {
        return Err(IntError::OutOfRange);
    }
    if width == 0 {
        return if negative {
            Err(IntError::OutOfRange)
        } else {
            Ok(BigUint::ZERO)
        };
    }
    let sign_bit = u64::from(width - 1);
    if negative {
        // `2^width - magnitude`, whose sign bit must be set.
        if magnitude == BigUint::ZERO {
            return Err(IntError::OutOfRange);
        }
        let r = (BigUint::from(1u8) << width) - magnitude;
        if !r.bit(sign_bit) {
            return Err(IntError::OutOfRange);
        }
        return Ok(r);
    }
    if signed_or_index && magnitude.bit(sign_bit) {
        return Err(IntError::OutOfRange);
    }
    Ok(magnitude)
}

/// The value an integer attribute of `width` bits and `signedness` stores
/// for the two's-complement `bits` (see [`crate::attributes`]).
pub(crate) fn big_value(bits: BigUint, width: u32, signedness: Signedness) -> BigInt {
    let bits = BigInt::from(bits);
    if width != 0 && signedness != Signedness::Unsigned && bits.bit(u64::from(width - 1)) {
        bits - (BigInt::from(1u8) << width)
    } else {
        bits
    }
}

/// Parses an unsigned decimal or `0x` hexadecimal literal.
pub(crate) fn parse_u128(s: &str) -> Option<u128> {
    // Fast path: up to 19 decimal digits cannot overflow a u64.
    let b = s.as_bytes();
    if !b.is_empty() && b.len() <= 19 && b.iter().all(u8::is_ascii_digit) {
        return Some(u128::from(
            b.iter().fold(0u64, |v, &d| v * 10 + u64::from(d - b'0')),
        ));
    }
    match s.strip_prefix("0x") {
        Some(hex) => u128::from_str_radix(hex, 16).ok(),
        None => s.parse::<u128>().ok(),
    }
}

/// Parses an unsigned decimal or `0x` hexadecimal literal that fits `u64`.
pub(crate) fn parse_u64(s: &str) -> Option<u64> {
    parse_u128(s).and_then(|v| u64::try_from(v).ok())
}

/// MLIR's `buildAttributeAPInt` for an integer (or index) type of `width`
/// bits: the raw two's-complement bits of the literal (at most 128 of them,
/// sign-extended for widths above 128), or why it cannot be stored.
pub(crate) fn build_int(
    width: u32,
    signed_or_index: bool,
    negative: bool,
    spelling: &str,
) -> Result<i128, IntError> {
    let magnitude = match parse_u128(spelling) {
        Some(m) => m,
        // Either not a number or more than 128 bits: out of range unless the
        // type is wider than that.
        None if width > 128 && spelling.bytes().all(|b| b.is_ascii_hexdigit() || b == b'x') => {
            return Err(IntError::TooWide);
        }
        None => return Err(IntError::OutOfRange),
    };
    int_from_magnitude(width, signed_or_index, negative, magnitude)
}

/// The rest of [`build_int`], from the literal's magnitude.
#[inline(always)]
pub(crate) fn int_from_magnitude(
    width: u32,
    signed_or_index: bool,
    negative: bool,
    magnitude: u128,
) -> Result<i128, IntError> {
    let active = 128 - magnitude.leading_zeros();
    if active > width {
        return Err(IntError::OutOfRange);
    }
    if width == 0 {
        return if negative {
            Err(IntError::OutOfRange)
        } else {
            Ok(0)
        };
    }
    if width > 128 {
        // The sign bit of such a wide value is only set by negation.
        return if negative {
            if magnitude == 0 {
                Err(IntError::OutOfRange)
            } else if magnitude <= 1u128 << 127 {
                Ok((magnitude as i128).wrapping_neg())
            } else {
                Err(IntError::TooWide)
            }
        } else if magnitude > i128::MAX as u128 {
            Err(IntError::TooWide)
        } else {
            Ok(magnitude as i128)
        };
    }
    let mask = if width == 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    let sign_bit = 1u128 << (width - 1);
    if negative {
        let r = magnitude.wrapping_neg() & mask;
        if r & sign_bit == 0 {
            return Err(IntError::OutOfRange);
        }
        return Ok(r as i128);
    }
    if signed_or_index && magnitude & sign_bit != 0 {
        return Err(IntError::OutOfRange);
    }
    // A `ui128` value with the top bit set is stored as its bit pattern.
    Ok(magnitude as i128)
}

/// The storage width of a float kind in bits.
pub(crate) fn float_width(kind: FloatKind) -> u32 {
    kind.bit_width()
}

/// Appends a dense array element of `width` (more than 128) bits given
/// as its two's-complement `bits`: sign-extended over its words.
fn push_wide_element(values: &mut Vec<u64>, bits: &BigUint, width: u32) {
    let words = crate::attributes::dense_array_words(width);
    let negative = bits.bit(u64::from(width - 1));
    let digits = bits.to_u64_digits();
    for i in 0..words {
        let fill = if negative { u64::MAX } else { 0 };
        let mut w = digits.get(i).copied().unwrap_or(fill);
        // The bits above the width in the last word.
        let top = (i as u64 + 1) * 64;
        if negative && top > u64::from(width) {
            let used = 64 - (top - u64::from(width)) as u32;
            w |= u64::MAX << used;
        }
        values.push(w);
    }
}

impl<'a> Parser<'a, '_> {
    /// The printed form of a type (for messages and opaque texts).
    pub(crate) fn type_str(&self, ty: Type) -> String {
        super::printer::print_type(self.ctx, ty)
    }

    /// The printed form of an attribute (for messages).
    pub(crate) fn attr_str(&self, attr: Attribute) -> String {
        super::printer::print_attribute_verbatim(self.ctx, attr)
    }

    /// True if the current token starts an attribute that MLIR's
    /// `parseOptionalAttribute` reads (a tensor's encoding): not the
    /// `array`, `distinct` and `strided` keywords, which only
    /// `parseAttribute` reads.
    pub(crate) fn at_attribute_start(&self) -> bool {
        self.at_type_start()
            || matches!(
                self.tok.kind,
                Tok::AtIdent
                    | Tok::Float
                    | Tok::Integer
                    | Tok::HashIdent
                    | Tok::LBrace
                    | Tok::LSquare
                    | Tok::Minus
                    | Tok::String
                    | Tok::Kw(
                        Kw::AffineMap
                            | Kw::AffineSet
                            | Kw::Dense
                            | Kw::DenseResource
                            | Kw::False
                            | Kw::Loc
                            | Kw::Sparse
                            | Kw::True
                            | Kw::Unit
                    )
            )
    }

    /// Parses an attribute value.
    pub(crate) fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.enter()?;
        let a = self.parse_attribute_inner()?;
        self.leave();
        Ok(a)
    }

    /// Dispatches on the first token. Every arm with work of its own calls a
    /// non-inlined function: this keeps the frame of the recursive path
    /// small (it matters in unoptimized builds).
    fn parse_attribute_inner(&mut self) -> PResult<Attribute> {
        match self.tok.kind {
            Tok::Kw(Kw::AffineMap) => self.parse_opaque_body_attr("expected '<' in affine map"),
            Tok::Kw(Kw::AffineSet) => self.parse_opaque_body_attr("expected '<' in integer set"),
            Tok::LSquare => self.parse_array_attr(),
            Tok::Kw(k @ (Kw::False | Kw::True | Kw::Unit)) => self.parse_keyword_attr(k),
            Tok::Kw(Kw::Dense) => self.parse_dense_elements_attr(),
            Tok::Kw(Kw::DenseResource) => self.parse_dense_resource_attr(),
            Tok::Kw(Kw::Array) => self.parse_dense_array_attr(),
            Tok::LBrace => self.parse_dict_attr(),
            Tok::HashIdent => self.parse_extended_attr(),
            Tok::Float => self.parse_float_attr(false),
            Tok::Integer => self.parse_dec_or_hex_attr(false),
            Tok::Minus => self.parse_negative_number_attr(),
            Tok::Kw(Kw::Loc) => self.parse_location_attr(),
            Tok::Kw(Kw::Sparse) => self.parse_sparse_attr(),
            Tok::Kw(Kw::Strided) => self.parse_strided_attr(),
            Tok::Kw(Kw::Distinct) => self.parse_distinct_attr(),
            Tok::String => self.parse_string_attr(),
            Tok::AtIdent => self.parse_symbol_ref(),
            _ => self.parse_type_attr(),
        }
    }

    /// `true`, `false` or `unit`.
    #[inline(never)]
    fn parse_keyword_attr(&mut self, keyword: Kw) -> PResult<Attribute> {
        self.consume();
        Ok(match keyword {
            Kw::True => self.ctx.bool_attr(true),
            Kw::False => self.ctx.bool_attr(false),
            _ => self.ctx.unit_attr(),
        })
    }

    /// `[a, b, …]`.
    #[inline(never)]
    fn parse_array_attr(&mut self) -> PResult<Attribute> {
        self.consume();
        let mut elements = Vec::new();
        self.parse_comma_list_until(Tok::RSquare, "]", true, |p| {
            elements.push(p.parse_attribute()?);
            Ok(())
        })?;
        Ok(self.ctx.array_attr(elements))
    }

    /// `{…}` as an attribute value.
    #[inline(never)]
    fn parse_dict_attr(&mut self) -> PResult<Attribute> {
        let mut entries = Vec::new();
        self.parse_attribute_dict(&mut entries)?;
        Ok(self.ctx.dictionary(entries))
    }

    /// `-` followed by a number.
    #[inline(never)]
    fn parse_negative_number_attr(&mut self) -> PResult<Attribute> {
        self.consume();
        match self.tok.kind {
            Tok::Integer => self.parse_dec_or_hex_attr(true),
            Tok::Float => self.parse_float_attr(true),
            _ => Err(self.wrong_token("expected constant integer or floating point value")),
        }
    }

    /// `loc(...)` as an attribute value.
    #[inline(never)]
    fn parse_location_attr(&mut self) -> PResult<Attribute> {
        let loc = self.parse_location_literal()?;
        Ok(self.ctx.intern_attr(AttrData::Location(loc)))
    }

    /// `loc(...)` (at the `loc` keyword), as a location.
    pub(crate) fn parse_location_literal(&mut self) -> PResult<Location> {
        // `loc("file":line:col)` and the other common forms without the
        // token machinery (every alias definition the printer writes).
        if let Some(loc) = self.try_fast_loc() {
            return Ok(loc);
        }
        self.consume();
        self.expect(Tok::LParen, "expected '(' in inline location")?;
        let loc = self.parse_location_instance()?;
        self.expect(Tok::RParen, "expected ')' in inline location")?;
        Ok(loc)
    }

    /// The attribute an attribute alias names (a location alias becomes
    /// a location attribute here, see [`AttrAlias`]).
    pub(crate) fn alias_attribute(&mut self, value: AttrAlias) -> Attribute {
        match value {
            AttrAlias::Attr(a) => a,
            AttrAlias::Loc(l) => self.ctx.intern_attr(AttrData::Location(l)),
        }
    }

    /// `"text"` with an optional `: type`.
    #[inline(never)]
    fn parse_string_attr(&mut self) -> PResult<Attribute> {
        let value = unescape(self.tok_str().as_bytes());
        self.consume();
        let ty = if self.consume_if(Tok::Colon) {
            Some(self.parse_type()?)
        } else {
            None
        };
        Ok(self.ctx.intern_attr(AttrData::String {
            value: value.into_boxed_slice(),
            ty,
        }))
    }

    /// A type used as an attribute.
    #[inline(never)]
    fn parse_type_attr(&mut self) -> PResult<Attribute> {
        if !self.at_type_start() {
            return Err(self.wrong_token("expected attribute value"));
        }
        // Function types (`function_type = (i32) -> i32`) repeat a lot and
        // cost a lot to parse: they go through the signature cache.
        let ty = if self.is(Tok::LParen) {
            self.parse_type_cached()?
        } else {
            self.parse_type()?
        };
        Ok(self.ctx.type_attr(ty))
    }

    /// `{name = value, name, "quoted name" = value}` into `out` (in source
    /// order; duplicate names are an error).
    pub(crate) fn parse_attribute_dict(&mut self, out: &mut Vec<NamedAttribute>) -> PResult<()> {
        let mut seen: FxHashSet<Symbol> = FxHashSet::default();
        self.parse_comma_list(Delim::Braces, " in attribute dictionary", |p| {
            let name: Symbol = match p.tok.kind {
                Tok::String => {
                    let bytes = unescape(p.tok_str().as_bytes());
                    if bytes.is_empty() {
                        return Err(p.err_here("expected valid attribute name"));
                    }
                    p.ctx.symbol_from_bytes(&bytes)
                }
                Tok::BareIdent | Tok::IntType | Tok::Kw(_) => {
                    let text = p.tok_str();
                    let slot = p.attr_names.slot(text);
                    match p.attr_names.get(slot, text) {
                        Some(sym) => sym,
                        None => {
                            let sym = p.ctx.symbol(text);
                            p.attr_names.put(slot, text, sym);
                            sym
                        }
                    }
                }
                _ => return Err(p.wrong_token("expected attribute name")),
            };
            let duplicate = if out.len() < 16 {
                out.iter().any(|a| a.name == name)
            } else {
                if seen.is_empty() {
                    seen.extend(out.iter().map(|a| a.name));
                }
                !seen.insert(name)
            };
            if duplicate {
                let s = p.ctx.str(name).to_string();
                return Err(p.err_here(&format!("duplicate key '{s}' in dictionary attribute")));
            }
            p.consume();
            let value = if p.consume_if(Tok::Equal) {
                p.parse_attribute()?
            } else {
                p.ctx.unit_attr()
            };
            out.push(NamedAttribute { name, value });
            Ok(())
        })
    }

    // ----- numbers ------------------------------------------------------------

    /// The `: type` suffix of a number, or `default`.
    fn parse_optional_colon_type(&mut self, default: TypeData) -> PResult<Type> {
        if self.consume_if(Tok::Colon) {
            self.parse_type()
        } else {
            Ok(self.ctx.intern_type(default))
        }
    }

    /// A float literal, typed `f64` by default.
    fn parse_float_attr(&mut self, negative: bool) -> PResult<Attribute> {
        let literal = self.tok;
        self.consume();
        let ty = self.parse_optional_colon_type(TypeData::Float(FloatKind::F64))?;
        let TypeData::Float(kind) = *self.ctx.type_data(ty) else {
            return Err(self.err_here("floating point value not valid for specified type"));
        };
        // Float constants repeat; their (exact, slow) conversion is reused
        // from the last one when the spelling, sign and format match.
        let text = self.spelling(literal);
        let bits = match self.last_float {
            Some((t, n, k, bits)) if t == text && n == negative && k == kind => bits,
            _ => {
                let bits = self.float_from_literal(literal, negative, kind)?;
                self.last_float = Some((text, negative, kind, bits));
                bits
            }
        };
        Ok(self.ctx.float_attr_bits(ty, bits))
    }

    /// A decimal or hexadecimal integer literal, typed `i64` by default; a
    /// hexadecimal literal with a float type is a bit pattern.
    fn parse_dec_or_hex_attr(&mut self, negative: bool) -> PResult<Attribute> {
        let literal = self.tok;
        self.consume();
        let ty = self.parse_optional_colon_type(TypeData::Integer {
            width: 64,
            signedness: Signedness::Signless,
        })?;
        let (width, signedness) = match *self.ctx.type_data(ty) {
            TypeData::Float(kind) => {
                let bits = self.float_from_literal(literal, negative, kind)?;
                return Ok(self.ctx.float_attr_bits(ty, bits));
            }
            TypeData::Integer { width, signedness } => (width, signedness),
            TypeData::Index => (64, Signedness::Signed),
            _ => {
                return Err(self.err_at(
                    literal.start(),
                    "integer literal not valid for specified type",
                ));
            }
        };
        if negative && signedness == Signedness::Unsigned {
            return Err(self.err_at(
                literal.start(),
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        let out_of_range = |p: &Self| {
            p.err_at(
                literal.start(),
                "integer constant out of range for attribute",
            )
        };
        let value = match build_int(
            width,
            signedness == Signedness::Signed,
            negative,
            self.spelling(literal),
        ) {
            Ok(v) => v,
            Err(IntError::OutOfRange) => return Err(out_of_range(self)),
            Err(IntError::TooWide) => {
                let bits = big_int_bits(
                    width,
                    signedness == Signedness::Signed,
                    negative,
                    self.spelling(literal),
                )
                .map_err(|_| out_of_range(self))?;
                let value = big_value(bits, width, signedness);
                return Ok(self.ctx.big_integer_attr(ty, &value));
            }
        };
        Ok(self.ctx.integer_attr(ty, value))
    }

    /// The bits of a float literal token (a float literal, or an integer
    /// literal that must be hexadecimal) in format `kind`.
    pub(crate) fn float_from_literal(
        &self,
        literal: Token,
        negative: bool,
        kind: FloatKind,
    ) -> PResult<u128> {
        let text = self.spelling(literal);
        match literal.kind {
            Tok::Float => {}
            Tok::Integer => {
                if !text.starts_with("0x") {
                    return Err(self.err_at(literal.start(), super::parser::INTEGER_FOR_FLOAT));
                }
            }
            _ => return Err(self.err_at(literal.start(), "expected floating point literal")),
        }
        parse_float(kind, text, negative).map_err(|m| self.err_at(literal.start(), &m))
    }

    // ----- symbol references -----------------------------------------------------

    /// The name of an `@…` token.
    fn symbol_of(&mut self, t: Token) -> PResult<Symbol> {
        let s = self.spelling(t).get(1..).unwrap_or("");
        if s.starts_with('"') {
            Ok(self.ctx.symbol_from_bytes(&unescape(s.as_bytes())))
        } else {
            Ok(self.ctx.symbol(s))
        }
    }

    /// `@root::@nested::@leaf`.
    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root_tok = self.tok;
        let root = self.symbol_of(root_tok)?;
        self.consume();
        let mut nested = Vec::new();
        while self.is(Tok::Colon) {
            let colon = self.tok.start();
            self.consume();
            if !self.consume_if(Tok::Colon) {
                if !matches!(self.tok.kind, Tok::Eof | Tok::Error) {
                    self.reset_to(colon as usize);
                }
                break;
            }
            if !self.is(Tok::AtIdent) {
                return Err(self.err_here("expected nested symbol reference identifier"));
            }
            let t = self.tok;
            nested.push(self.symbol_of(t)?);
            self.consume();
        }
        Ok(self.ctx.intern_attr(AttrData::SymbolRef { root, nested }))
    }

    // ----- dense arrays ----------------------------------------------------------

    /// `array<i32: 1, 2>`, `array<f32>`.
    fn parse_dense_array_attr(&mut self) -> PResult<Attribute> {
        self.consume();
        self.expect(Tok::Less, "expected '<' after 'array'")?;
        let type_loc = self.tok.start();
        let element = self.parse_type()?;
        let data = self.ctx.type_data(element).clone();
        let (width, int) = match data {
            TypeData::Integer { width, signedness } => (width, Some(signedness)),
            TypeData::Float(kind) => (float_width(kind), None),
            _ => {
                let ty = self.type_str(element);
                return Err(self.err_at(
                    type_loc,
                    &format!("expected integer or float type, got: '{ty}'"),
                ));
            }
        };
        let is_i1 = int.is_some() && width == 1;
        if !is_i1 && width % 8 != 0 {
            return Err(self.err_at(type_loc, "element type bitwidth must be a multiple of 8"));
        }
        let mut values: Vec<u64> = Vec::new();
        if !self.consume_if(Tok::Greater) {
            self.expect(Tok::Colon, "expected ':' after dense array type")?;
            self.parse_comma_list(Delim::None, "", |p| {
                let negative = p.consume_if(Tok::Minus);
                match int {
                    Some(signedness) => {
                        let raw = match p.tok.kind {
                            Tok::Kw(Kw::True | Kw::False) => {
                                if !is_i1 {
                                    return Err(p.err_here(
                                        "expected i1 type for 'true' or 'false' values",
                                    ));
                                }
                                let v = i128::from(p.is(Tok::Kw(Kw::True)));
                                p.consume();
                                v
                            }
                            Tok::Integer => {
                                let t = p.tok;
                                p.consume();
                                if is_i1 {
                                    return Err(p.err_here(
                                        "expected 'true' or 'false' values for i1 type",
                                    ));
                                }
                                let signed = signedness == Signedness::Signed;
                                let spelling = p.spelling(t);
                                if width > 128 {
                                    let bits = big_int_bits(width, signed, negative, spelling)
                                        .map_err(|_| p.err_here("integer constant out of range"))?;
                                    push_wide_element(&mut values, &bits, width);
                                    return Ok(());
                                }
                                build_int(width, signed, negative, spelling)
                                    .map_err(|_| p.err_here("integer constant out of range"))?
                            }
                            _ => return Err(p.err_here("expected integer literal")),
                        };
                        // Sign-extended from the element width over the
                        // element's words (`i0`: one word, zero).
                        let wide = match width {
                            0 => 0,
                            1..128 => {
                                let shift = 128 - width;
                                (raw << shift) >> shift
                            }
                            _ => raw,
                        };
                        values.push(wide as u64);
                        if width > 64 {
                            values.push((wide >> 64) as u64);
                        }
                    }
                    None => {
                        let kind = match *p.ctx.type_data(element) {
                            TypeData::Float(k) => k,
                            _ => FloatKind::F64,
                        };
                        let t = p.tok;
                        let bits = p.float_from_literal(t, negative, kind)?;
                        let bits = super::float::float_bits_to_llvm(kind, bits);
                        p.consume();
                        values.push(bits as u64);
                        if width > 64 {
                            values.push((bits >> 64) as u64);
                        }
                    }
                }
                Ok(())
            })?;
            self.expect(Tok::Greater, "expected '>' to close an array attribute")?;
        }
        Ok(self
            .ctx
            .intern_attr(AttrData::DenseArray { element, values }))
    }

    // ----- dialect attributes and opaque builtins ----------------------------------

    /// `#dialect.name<…> (: type)?` (verbatim) or `#alias`.
    pub(crate) fn parse_extended_attr(&mut self) -> PResult<Attribute> {
        let at = self.tok.start();
        match self.parse_extended_symbol()? {
            Extended::Alias(name) => match self.attr_aliases.get(name) {
                Some(&(value, height)) => {
                    self.use_alias(height, at)?;
                    Ok(self.alias_attribute(value))
                }
                None => Err(self.wrong_token(&format!("undefined symbol alias id '{name}'"))),
            },
            Extended::Symbol(start, end) => {
                // MLIR reads the optional `: type` before it hands the body
                // to the dialect's parser (its errors come first), and the
                // parsers of enum attributes, the only ones a registered
                // dialect has here, ignore it: `#arith.fastmath<fast> : i32`
                // is `#arith.fastmath<fast>`.
                let ty = if self.consume_if(Tok::Colon) {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                if let Some(attr) = self.parse_registered_dialect_attr(start, end)? {
                    return Ok(attr);
                }
                let mut text = self.kept_symbol_text(start, end, true)?;
                if let Some(e) = self.nested_mnemonic_error(start, end) {
                    return Err(e);
                }
                if let Some(ty) = ty {
                    let ty_text = self.type_str(ty);
                    if let Some(e) = self.unregistered_dialect_error(start, end, Some(&ty_text)) {
                        return Err(e);
                    }
                    text.push_str(" : ");
                    text.push_str(&ty_text);
                    return Ok(self.typed_opaque(text, ty));
                }
                if let Some(e) = self.unregistered_dialect_error(start, end, Some("none")) {
                    return Err(e);
                }
                Ok(self.ctx.intern_attr(AttrData::Opaque(text.into())))
            }
        }
    }

    /// `#dialect.mnemonic<…>` or `#dialect<mnemonic …>` (spanning
    /// `start..end`) of a registered dialect with an attribute parser: that
    /// parser's attribute (its errors at their place in the source), or
    /// `None` to keep the text. A dialect reading its attributes with
    /// mlir-tblgen's generated parser (`useDefaultAttributePrinterParser =
    /// 1`) rejects a mnemonic none of its blocks declares first, as that
    /// parser does, whether or not it has an enum attribute to parse.
    fn parse_registered_dialect_attr(
        &mut self,
        start: u32,
        end: u32,
    ) -> PResult<Option<Attribute>> {
        let text = self.slice(start, end);
        let Some((dialect, from)) = super::parse_dialect::symbol_mnemonic_at(text) else {
            return Ok(None);
        };
        let parsers = self.ctx.attribute_parsers(dialect);
        if parsers.is_empty() && !self.ctx.attr_mnemonics.generated(dialect) {
            return Ok(None);
        }
        // The mnemonic: a keyword right after the `.`, or first inside the
        // brackets (after the blanks the dialect's lexer skips).
        let pretty = text.as_bytes()[1 + dialect.len()] == b'.';
        let inner = if pretty {
            &text[from..]
        } else {
            let Some(inner) = text[from..].strip_suffix('>') else {
                return Ok(None);
            };
            inner
        };
        let len = super::parse_dialect::keyword_len(inner);
        let (mut mnemonic, mut rest) = (inner[..len].to_string(), inner[len..].to_string());
        let mut mnemonic_at = start + from as u32;
        // Where a declarative format's body ends: the symbol's end, the
        // `>` closing `#ns<m …>`, or none for a pretty symbol without a
        // body (read on past, as for the parsers below).
        let format_limit = match (pretty, rest.is_empty()) {
            (false, _) => Some(end as usize - 1),
            (true, false) => Some(end as usize),
            (true, true) => None,
        };
        if pretty && rest.is_empty() {
            // The dialect's parser reads on past a pretty symbol without a
            // body (see `read_on_past`).
            let at = mnemonic_at as usize;
            let (range, read_end) =
                super::parse_dialect::read_on_past(self.src, at..at + mnemonic.len());
            mnemonic_at = range.start as u32;
            mnemonic = self.src[range.clone()].to_string();
            rest = self.src[range.end..read_end].to_string();
        }
        if mnemonic.is_empty() {
            return Err(self.err_at(mnemonic_at, "expected valid keyword"));
        }
        if let Some(message) = self.ctx.attr_mnemonics.unknown_error(dialect, &mnemonic) {
            return Err(self.err_at(mnemonic_at, &message));
        }
        // A declarative `assemblyFormat` mlir-tblgen's generated parser
        // reads (`"`<` $value `>`"`), its errors in text order.
        if !self.ctx.attr_formats.is_empty() {
            let kind = format!("#{dialect}.{mnemonic}");
            let from = mnemonic_at as usize + mnemonic.len();
            if let Some(attr) = self.parse_attr_format(&kind, from, format_limit)? {
                return Ok(Some(attr));
            }
        }
        if parsers.is_empty() {
            return Ok(None);
        }
        // The dialect's parser first, then those of blocks adding to it;
        // a mnemonic none of them defines is the first one's error.
        let dialect = dialect.to_string();
        let mut unknown = None;
        for parse in parsers {
            match parse(self.ctx, &mnemonic, &rest) {
                Ok(attr) => return Ok(Some(attr)),
                Err(e) if e.is_keep_text() => return Ok(None),
                Err(e) if e.is_unknown_attribute(&mnemonic, &dialect) => {
                    unknown.get_or_insert(e);
                }
                Err(e) => return Err(self.attr_parse_error(mnemonic_at, e)),
            }
        }
        let e = unknown.expect("some parser ran");
        Err(self.attr_parse_error(mnemonic_at, e))
    }

    /// A dialect attribute parser's error `e` (offsets from `at`), with
    /// the errors it reports after it.
    fn attr_parse_error(&self, at: u32, e: crate::ods::AttrParseError) -> super::parser::Diag {
        let mut d = self.err_at(at + e.offset as u32, &e.message);
        for more in e.more {
            d = d.with_more(at + more.offset as u32, more.message);
        }
        d
    }

    /// The attribute kept as `text` (which ends in ` : type`), typed `ty`.
    pub(crate) fn typed_opaque(&mut self, text: String, ty: Type) -> Attribute {
        let attr = self.ctx.intern_attr(AttrData::Opaque(text.into()));
        self.ctx.set_opaque_type(attr, ty);
        attr
    }

    /// `keyword<…>` kept as text (`affine_map`, `affine_set`), as MLIR
    /// prints it (see `affine_check`).
    fn parse_opaque_body_attr(&mut self, missing_less: &str) -> PResult<Attribute> {
        let start = self.tok.start();
        let set = self.is(Tok::Kw(Kw::AffineSet));
        self.consume();
        if !self.is(Tok::Less) {
            return Err(self.wrong_token(missing_less));
        }
        // MLIR parses the body (its errors at their tokens); it is kept
        // as the text MLIR prints, or as written (re-spaced) when too deep
        // to simplify exactly.
        let mut at = self.lex.clone();
        at.reset(self.tok.start() as usize);
        let printed = match super::affine_check::check(self.src.as_bytes(), at.text_start(), set) {
            Ok(printed) => printed,
            Err(e) => return Err(self.err_at(e.offset, &e.message)),
        };
        let end = self.skip_dialect_body(true)?;
        let text = match printed {
            Some(text) => text,
            None => super::affine_text::respace_affine(self.slice(start, end)).into_owned(),
        };
        Ok(self.ctx.intern_attr(AttrData::Opaque(text.into())))
    }

    /// `dense_resource<handle> : type`, kept as opaque text.
    fn parse_dense_resource_attr(&mut self) -> PResult<Attribute> {
        self.consume();
        self.expect(Tok::Less, "expected '<' after 'dense_resource'")?;
        if !(self.tok.is_word() || self.is(Tok::IntType) || self.is(Tok::String)) {
            return Err(self.err_here("expected identifier key for 'resource' entry"));
        }
        let handle = if self.is(Tok::String) {
            let bytes = unescape(self.tok_str().as_bytes());
            match std::str::from_utf8(&bytes) {
                Ok(s) if super::print_util::is_bare_identifier(s.as_bytes()) => s.to_string(),
                _ => {
                    let value = bytes.into_boxed_slice();
                    let attr = self.ctx.intern_attr(AttrData::String { value, ty: None });
                    self.attr_str(attr)
                }
            }
        } else {
            self.tok_str().to_string()
        };
        self.consume();
        self.expect(Tok::Greater, "expected '>'")?;
        let type_loc = self.tok.start();
        self.expect(Tok::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        if !self.ctx.type_data(ty).is_shaped() {
            return Err(self.err_at(type_loc, "`dense_resource` expected a shaped type"));
        }
        let text = format!("dense_resource<{handle}> : {}", self.type_str(ty));
        Ok(self.typed_opaque(text, ty))
    }

    /// `distinct[N]<attr>`, kept as opaque text with the referenced
    /// attribute printed canonically (`distinct[N]<>` for `unit`).
    fn parse_distinct_attr(&mut self) -> PResult<Attribute> {
        let start = self.tok.start();
        self.consume();
        self.expect(Tok::LSquare, "expected '[' after 'distinct'")?;
        if !self.is(Tok::Integer) {
            return Err(self.err_here("expected distinct ID"));
        }
        let id = parse_u64(self.tok_str());
        self.consume();
        // MLIR reads the token first, then its value: the error is at the
        // token after it.
        let Some(id) = id else {
            return Err(self.err_here("expected an unsigned 64-bit integer"));
        };
        self.expect(Tok::RSquare, "expected ']' to close distinct ID")?;
        self.expect(Tok::Less, "expected '<' after distinct ID")?;
        let attr = if self.consume_if(Tok::Greater) {
            self.ctx.unit_attr()
        } else {
            let attr = self.parse_attribute()?;
            self.expect(Tok::Greater, "expected '>' to close distinct attribute")?;
            attr
        };
        // Every use of an ID references the attribute of its first one.
        match self.distinct_attrs.get(&id) {
            Some(&first) if first != attr => {
                let message = format!(
                    "referenced attribute does not match previous definition: {}",
                    self.attr_str(first)
                );
                return Err(self.err_at(start, &message));
            }
            Some(_) => {}
            None => {
                self.distinct_attrs.insert(id, attr);
            }
        }
        let inner = if matches!(self.ctx.attr_data(attr), AttrData::Unit) {
            String::new()
        } else {
            self.attr_str(attr)
        };
        let text = format!("distinct[{id}]<{inner}>");
        Ok(self.ctx.intern_attr(AttrData::Opaque(text.into())))
    }

    /// `strided<[1, ?], offset: 0>`, kept as opaque text in MLIR's canonical
    /// spelling (a zero offset is omitted).
    fn parse_strided_attr(&mut self) -> PResult<Attribute> {
        self.consume();
        self.expect(Tok::Less, "expected '<' after 'strided'")?;
        self.expect(Tok::LSquare, "expected '['")?;
        let mut strides: Vec<i64> = Vec::new();
        if !self.consume_if(Tok::RSquare) {
            self.parse_comma_list(Delim::None, "", |p| {
                strides.push(p.parse_stride_or_offset()?);
                Ok(())
            })?;
            self.expect(Tok::RSquare, "expected ']'")?;
        }
        let mut offset = 0;
        if !self.consume_if(Tok::Greater) {
            self.expect(Tok::Comma, "expected ','")?;
            if !(self.tok.is_word() && self.tok_str() == "offset") {
                return Err(self.wrong_token("expected 'offset' after comma"));
            }
            self.consume();
            self.expect(Tok::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect(Tok::Greater, "expected '>'")?;
        }
        let show = |v: i64| {
            if v == DYNAMIC {
                "?".to_string()
            } else {
                v.to_string()
            }
        };
        let list: Vec<String> = strides.iter().map(|&s| show(s)).collect();
        let mut text = format!("strided<[{}]", list.join(", "));
        if offset != 0 {
            text.push_str(", offset: ");
            text.push_str(&show(offset));
        }
        text.push('>');
        Ok(self.ctx.intern_attr(AttrData::Opaque(text.into())))
    }

    fn parse_stride_or_offset(&mut self) -> PResult<i64> {
        if self.consume_if(Tok::Question) {
            return Ok(DYNAMIC);
        }
        let negative = self.consume_if(Tok::Minus);
        let err = |p: &Self| p.err_here("expected a 64-bit signed integer or '?'");
        if !self.is(Tok::Integer) {
            return Err(err(self));
        }
        let Some(m) = parse_u128(self.tok_str()).filter(|&m| m <= 1u128 << 64) else {
            return Err(err(self));
        };
        let v = if negative { -(m as i128) } else { m as i128 };
        let Ok(v) = i64::try_from(v) else {
            return Err(err(self));
        };
        self.consume();
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::{IntError, build_int};
    use crate::text::{parse_attribute, print_attribute};
    use crate::{AttrData, Context};

    fn round(text: &str) -> String {
        let mut ctx = Context::new();
        let a = parse_attribute(&mut ctx, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        print_attribute(&ctx, a)
    }

    fn err(text: &str) -> String {
        let mut ctx = Context::new();
        parse_attribute(&mut ctx, text).expect_err(text).to_string()
    }

    #[test]
    fn build_int_follows_mlir() {
        assert_eq!(build_int(8, false, false, "255"), Ok(255));
        assert_eq!(build_int(8, false, false, "256"), Err(IntError::OutOfRange));
        assert_eq!(build_int(8, true, false, "128"), Err(IntError::OutOfRange));
        assert_eq!(build_int(8, false, true, "128"), Ok(0x80));
        assert_eq!(build_int(8, false, true, "129"), Err(IntError::OutOfRange));
        assert_eq!(build_int(8, false, true, "0"), Err(IntError::OutOfRange));
        assert_eq!(build_int(0, false, false, "0"), Ok(0));
        assert_eq!(build_int(32, false, false, "0xFFFFFFFF"), Ok(0xFFFF_FFFF));
        assert_eq!(
            build_int(128, false, false, "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
            Ok(-1)
        );
        assert_eq!(build_int(256, false, true, "5"), Ok(-5));
        assert_eq!(
            build_int(256, false, false, "340282366920938463463374607431768211455"),
            Err(IntError::TooWide)
        );
        assert_eq!(
            build_int(
                256,
                false,
                false,
                "3402823669209384634633746074317682114550"
            ),
            Err(IntError::TooWide)
        );
    }

    #[test]
    fn scalars() {
        assert_eq!(round("10"), "10 : i64");
        assert_eq!(round("10 : i32"), "10 : i32");
        assert_eq!(round("-3 : si8"), "-3 : si8");
        assert_eq!(round("255 : i8"), "-1 : i8");
        assert_eq!(round("255 : ui8"), "255 : ui8");
        assert_eq!(round("7 : index"), "7 : index");
        assert_eq!(round("0x1F : i32"), "31 : i32");
        assert_eq!(round("true"), "true");
        assert_eq!(round("false"), "false");
        assert_eq!(round("unit"), "unit");
        assert_eq!(round("1.0 : f32"), "1.000000e+00 : f32");
        assert_eq!(round("-2.5e-3"), "-2.500000e-03 : f64");
        assert_eq!(round("0x7FC00000 : f32"), "0x7FC00000 : f32");
        assert_eq!(round("-0.0"), "-0.000000e+00 : f64");
        assert_eq!(round("1.0e400"), "0x7FF0000000000000 : f64");
        assert_eq!(
            round("170141183460469231731687303715884105727 : i256"),
            "170141183460469231731687303715884105727 : i256"
        );
        // Wider than 128 bits: the big-integer path.
        assert_eq!(
            round("340282366920938463463374607431768211455 : i256"),
            "340282366920938463463374607431768211455 : i256"
        );
        assert_eq!(
            round("0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i136"),
            "-1 : i136"
        );
        let mut ctx = Context::new();
        let a =
            parse_attribute(&mut ctx, "-340282366920938463463374607431768211457 : i200").unwrap();
        assert!(matches!(
            ctx.attr_data(a),
            AttrData::BigInteger { value, .. } if value.to_string() == "-340282366920938463463374607431768211457"
        ));
        // A value that fits in 128 bits is an `Integer`, whatever the width.
        let b = parse_attribute(&mut ctx, "-5 : i200").unwrap();
        assert!(matches!(
            ctx.attr_data(b),
            AttrData::Integer { value: -5, .. }
        ));
    }

    #[test]
    fn strings_and_symbols() {
        assert_eq!(round(r#""a\22b\0A\\""#), r#""a\22b\0A\\""#);
        assert_eq!(round(r#""x" : i32"#), r#""x" : i32"#);
        assert_eq!(round("\"héllo\""), "\"h\\C3\\A9llo\"");
        let mut ctx = Context::new();
        let a = parse_attribute(&mut ctx, r#""\FF\n""#).unwrap();
        assert!(
            matches!(ctx.attr_data(a), AttrData::String { value, .. } if &value[..] == b"\xFF\n")
        );
        assert_eq!(round("@foo"), "@foo");
        assert_eq!(round("@\"a b\""), "@\"a b\"");
        assert_eq!(round("@foo::@bar::@baz"), "@foo::@bar::@baz");
    }

    #[test]
    fn containers() {
        assert_eq!(round("[]"), "[]");
        assert_eq!(round("[1, [2, \"a\"], unit]"), "[1, [2, \"a\"], unit]");
        assert_eq!(
            round("{b = 1 : i32, a, \"quoted key\" = 2}"),
            "{a, b = 1 : i32, \"quoted key\" = 2 : i64}"
        );
        assert_eq!(round("{i32 = 1, true}"), "{i32 = 1 : i64, true}");
        assert_eq!(round("array<i32: 1, -2>"), "array<i32: 1, -2>");
        assert_eq!(round("array<f64: 1.0>"), "array<f64: 1.000000e+00>");
        assert_eq!(round("array<i1: true, false>"), "array<i1: true, false>");
        assert_eq!(round("array<i64>"), "array<i64>");
    }

    #[test]
    fn types_and_opaque() {
        assert_eq!(round("i32"), "i32");
        assert_eq!(round("(i32) -> i32"), "(i32) -> i32");
        assert_eq!(round("!foo.bar"), "!foo.bar");
        assert_eq!(round("#foo.bar<1> : i32"), "#foo.bar<1> : i32");
        assert_eq!(round("#foo<\"x\">"), "#foo<\"x\">");
        assert_eq!(round("#foo.q<a -> b, \"x>\">"), "#foo.q<a -> b, \"x>\">");
        assert_eq!(
            round("affine_map<(d0) -> (d0)>"),
            "affine_map<(d0) -> (d0)>"
        );
        assert_eq!(
            round("affine_set<(d0) : (d0 >= 0)>"),
            "affine_set<(d0) : (d0 >= 0)>"
        );
        assert_eq!(round("strided<[4, 1], offset: 0>"), "strided<[4, 1]>");
        assert_eq!(round("strided<[?], offset: ?>"), "strided<[?], offset: ?>");
        // Printed alone, a distinct attribute is the first one: MLIR
        // numbers them in print order.
        assert_eq!(round("distinct[3]<unit>"), "distinct[0]<>");
        assert_eq!(
            round("dense_resource<\"blob\"> : tensor<2xi32>"),
            "dense_resource<blob> : tensor<2xi32>"
        );
        assert_eq!(round("loc(\"x\":1:2)"), "loc(\"x\":1:2)");
    }

    #[test]
    fn errors() {
        assert_eq!(
            err("-0"),
            "1:2: integer constant out of range for attribute"
        );
        assert_eq!(
            err("256 : i8"),
            "1:1: integer constant out of range for attribute"
        );
        assert_eq!(
            err("-1 : ui8"),
            "1:2: negative integer literal not valid for unsigned integer type"
        );
        assert_eq!(
            err("5 : none"),
            "1:1: integer literal not valid for specified type"
        );
        assert_eq!(
            err("1 : f32"),
            "1:1: unexpected decimal integer literal for a floating point value"
        );
        assert_eq!(
            err("1.5 : i32"),
            "1:9: floating point value not valid for specified type"
        );
        assert_eq!(
            err("-0x7FC00000 : f32"),
            "1:2: hexadecimal float literal should not have a leading minus"
        );
        assert_eq!(
            err("0x1FFFF : f16"),
            "1:1: hexadecimal float constant out of range for type"
        );
        assert_eq!(
            err(
                "115792089237316195423570985008687907853269984665640564039457584007913129639936 : i256"
            ),
            "1:1: integer constant out of range for attribute"
        );
        assert_eq!(
            err("{a, a}"),
            "1:5: duplicate key 'a' in dictionary attribute"
        );
        assert_eq!(err("{\"\" = 1}"), "1:2: expected valid attribute name");
        assert_eq!(err("{1 = 2}"), "1:2: expected attribute name");
        assert_eq!(err("[1, ]"), "1:4: expected attribute value");
        assert_eq!(
            err("@foo::bar"),
            "1:7: expected nested symbol reference identifier"
        );
        assert_eq!(
            err("array<i1: 1>"),
            "1:12: expected 'true' or 'false' values for i1 type"
        );
        assert_eq!(err("array<i8: 300>"), "1:14: integer constant out of range");
        assert_eq!(
            err("array<i4: 1>"),
            "1:7: element type bitwidth must be a multiple of 8"
        );
        assert_eq!(err("#nope"), "1:5: undefined symbol alias id 'nope'");
        assert_eq!(
            err("#foo.bar<\"x>"),
            "1:13: expected '\"' in string literal"
        );
        assert_eq!(err("\"bad \\q\""), "1:6: unknown escape in string literal");
        assert_eq!(err("$"), "1:1: unexpected character");
    }

    #[test]
    fn deep_nesting_is_an_error() {
        let text = "[".repeat(100_000);
        assert!(err(&text).contains("nesting is too deep"));
        let text = "{a = ".repeat(100_000);
        assert!(err(&text).contains("nesting is too deep"));
        // Dialect bodies are scanned without recursion.
        let text = format!("#foo.x{}{}", "<".repeat(100_000), ">".repeat(100_000));
        assert!(round(&text).starts_with("#foo.x<<<"));
    }
}
