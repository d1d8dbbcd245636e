//! `dense<…> : type` elements attributes (MLIR's `TensorLiteralParser`):
//! splats, nested lists, complex `(re, im)` pairs, hex blobs
//! (`"0x…"`, raw little-endian element storage) and dense strings; and
//! `sparse<indices, values> : type`, verified like MLIR and kept as opaque
//! text in MLIR's canonical spelling.
//!
//! The literal is first parsed into tokens and an inferred shape, then
//! checked against the shaped type that follows, with MLIR's messages.
//! Invariants of the result ([`AttrData::DenseElements`]): integers are
//! normalized like [`AttrData::Integer`] values, floats are bit patterns, a
//! complex element takes two entries, and the attribute is canonical: a
//! literal whose elements are all equal (or that has a single element) is
//! stored as a splat with one element, so equal attributes intern to the
//! same handle as in MLIR. Dense strings are canonicalized the same way.

use super::lexer::{Kw, Tok, Token, unescape};
use num_bigint::BigInt;

use super::parse_attrs::{big_int_bits, big_value, build_int};
use super::parser::{PResult, Parser};
use crate::attributes::wide_words;
use crate::attributes::{AttrData, Attribute};
use crate::types::{Signedness, Type, TypeData};

/// A parsed tensor literal, before its type is known.
#[derive(Default)]
struct Literal {
    /// Shape inferred from nested lists (empty for a single element).
    shape: Vec<i64>,
    /// Elements as (negated, token).
    elements: Vec<(bool, Token)>,
    /// A hex string literal `"0x…"` instead of elements.
    hex: Option<Token>,
}

/// Scalar element kinds of a dense attribute.
#[derive(Clone, Copy)]
enum Scalar {
    Int {
        width: u32,
        signedness: Signedness,
        index: bool,
    },
    Float(crate::types::FloatKind),
}

impl Scalar {
    /// Entries of [`AttrData::DenseElements`]'s `values` one scalar takes.
    fn words(self) -> usize {
        match self {
            Scalar::Int { width, .. } => crate::attributes::dense_elements_words(width),
            Scalar::Float(_) => 1,
        }
    }

    /// Bits of one scalar in MLIR's dense storage (`i1` is bit-packed).
    fn storage_bits(self) -> u64 {
        let w = match self {
            Scalar::Int { width, .. } => width,
            Scalar::Float(k) => k.bit_width(),
        };
        if w == 1 {
            1
        } else {
            u64::from(w).div_ceil(8) * 8
        }
    }
}

impl<'a> Parser<'a, '_> {
    /// `dense<literal> : shaped-type`.
    pub(crate) fn parse_dense_elements_attr(&mut self) -> PResult<Attribute> {
        let loc = self.tok.start();
        self.consume();
        self.expect(Tok::Less, "expected '<' after 'dense'")?;
        let mut lit = Literal::default();
        if !self.consume_if(Tok::Greater) {
            lit = self.parse_literal(true)?;
            self.expect(Tok::Greater, "expected '>'")?;
        }
        let (ty, shape, element) = self.parse_elements_literal_type(loc)?;
        self.build_dense(loc, ty, &shape, element, &lit)
    }

    /// A tensor literal: a hex string (if `allow_hex`), a nested list or a
    /// single element.
    fn parse_literal(&mut self, allow_hex: bool) -> PResult<Literal> {
        let mut lit = Literal::default();
        if allow_hex && self.is(Tok::String) {
            lit.hex = Some(self.tok);
            self.consume();
        } else if self.is(Tok::LSquare) {
            let mut shape = Vec::new();
            self.parse_literal_list(&mut lit, &mut shape)?;
            lit.shape = shape;
        } else {
            self.parse_literal_element(&mut lit)?;
        }
        Ok(lit)
    }

    /// `: type` after an elements literal: a shaped type with a static
    /// shape; returns it with its shape and element type.
    fn parse_elements_literal_type(&mut self, loc: u32) -> PResult<(Type, Vec<i64>, Type)> {
        self.expect(Tok::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        let (shape, element) = match self.ctx.type_data(ty) {
            TypeData::RankedTensor { shape, element, .. }
            | TypeData::Vector { shape, element, .. }
            | TypeData::MemRef { shape, element, .. } => (shape.clone(), *element),
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => {
                return Err(self.err_at(loc, "elements literal type must have static shape"));
            }
            _ => return Err(self.err_at(loc, "elements literal must be a shaped type")),
        };
        if shape.iter().any(|&d| d < 0) {
            return Err(self.err_at(loc, "elements literal type must have static shape"));
        }
        Ok((ty, shape, element))
    }

    /// `sparse<indices, values> : type`, kept as opaque text in MLIR's
    /// canonical spelling (indices and values printed like dense bodies).
    pub(crate) fn parse_sparse_attr(&mut self) -> PResult<Attribute> {
        let loc = self.tok.start();
        self.consume();
        self.expect(Tok::Less, "Expected '<' after 'sparse'")?;
        if self.consume_if(Tok::Greater) {
            let (ty, _, _) = self.parse_elements_literal_type(loc)?;
            let text = format!("sparse<> : {}", self.type_str(ty));
            return Ok(self.typed_opaque(text, ty));
        }
        let indices_loc = self.tok.start();
        let indices = self.parse_literal(false)?;
        self.expect(Tok::Comma, "expected ','")?;
        let values_loc = self.tok.start();
        let values = self.parse_literal(true)?;
        self.expect(Tok::Greater, "expected '>'")?;
        let (ty, shape, element) = self.parse_elements_literal_type(loc)?;
        let i64_ty = self.ctx.int_type(64);
        let indices_shape = if indices.shape.is_empty() {
            vec![1, shape.len() as i64]
        } else {
            indices.shape.clone()
        };
        let indices_ty = self.ctx.tensor_type(indices_shape.clone(), i64_ty);
        let indices_attr =
            self.build_dense(indices_loc, indices_ty, &indices_shape, i64_ty, &indices)?;
        let values_shape = if values.shape.is_empty() {
            vec![indices_shape.first().copied().unwrap_or(0)]
        } else {
            values.shape.clone()
        };
        let values_ty = self.ctx.tensor_type(values_shape.clone(), element);
        let values_attr =
            self.build_dense(values_loc, values_ty, &values_shape, element, &values)?;
        self.verify_sparse(loc, ty, &shape, &indices_shape, &values_shape, indices_attr)?;
        let empty = match self.ctx.attr_data(indices_attr) {
            AttrData::DenseElements { values, .. } => values.is_empty(),
            _ => false,
        };
        let text = if empty {
            format!("sparse<> : {}", self.type_str(ty))
        } else {
            format!(
                "sparse<{}, {}> : {}",
                self.dense_body(indices_attr, indices_ty, false),
                self.dense_body(values_attr, values_ty, true),
                self.type_str(ty)
            )
        };
        Ok(self.typed_opaque(text, ty))
    }

    /// MLIR's `SparseElementsAttr::verify`: shapes of indices and values,
    /// and every index inside the shape.
    fn verify_sparse(
        &self,
        loc: u32,
        ty: Type,
        shape: &[i64],
        indices_shape: &[i64],
        values_shape: &[i64],
        indices: Attribute,
    ) -> PResult<()> {
        if values_shape.len() != 1 {
            return Err(self.err_at(loc, "expected 1-d tensor for sparse element values"));
        }
        let rank = shape.len();
        let shape_ok = match indices_shape {
            [_, r] => *r == rank as i64,
            [_] => rank == 1,
            _ => false,
        } && indices_shape.first() == values_shape.first();
        if !shape_ok {
            return Err(self.err_at(
                loc,
                &format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                    join(shape),
                    join(indices_shape),
                    join(values_shape)
                ),
            ));
        }
        let AttrData::DenseElements { splat, values, .. } = self.ctx.attr_data(indices) else {
            return Ok(());
        };
        let count = indices_shape.first().copied().unwrap_or(0).max(0) as usize;
        let get = |i: usize| {
            let v = if *splat {
                values.first()
            } else {
                values.get(i)
            };
            v.copied().unwrap_or(0) as i128
        };
        for n in 0..count {
            let index: Vec<i128> = (0..rank).map(|d| get(n * rank + d)).collect();
            let inside = index
                .iter()
                .zip(shape)
                .all(|(&i, &d)| i >= 0 && i < i128::from(d));
            if !inside {
                let list: Vec<String> = index.iter().map(i128::to_string).collect();
                let t = self.type_str(ty);
                return Err(self.err_at(
                    loc,
                    &format!(
                        "sparse index #{n} is not contained within the value shape, with index=[{}], and type='{t}'",
                        list.join(", ")
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The text between `dense<` and `> : type` of a printed dense
    /// attribute; with `allow_hex` false its elements are listed whatever
    /// their number (MLIR prints a sparse attribute's indices so, its
    /// values in hex when there are more than 100).
    fn dense_body(&self, attr: Attribute, ty: Type, allow_hex: bool) -> String {
        let full = if allow_hex {
            self.attr_str(attr)
        } else {
            super::printer::print_attribute_without_hex(self.ctx, attr)
        };
        let suffix = format!("> : {}", self.type_str(ty));
        full.strip_prefix("dense<")
            .and_then(|s| s.strip_suffix(suffix.as_str()))
            .unwrap_or("")
            .to_string()
    }

    /// One element: a number, `true`/`false`, a string or `(re, im)`.
    fn parse_literal_element(&mut self, lit: &mut Literal) -> PResult<()> {
        match self.tok.kind {
            Tok::Kw(Kw::True | Kw::False) | Tok::Float | Tok::Integer | Tok::String => {
                lit.elements.push((false, self.tok));
                self.consume();
            }
            Tok::Minus => {
                self.consume();
                if !matches!(self.tok.kind, Tok::Float | Tok::Integer) {
                    return Err(self.err_here("expected integer or floating point literal"));
                }
                lit.elements.push((true, self.tok));
                self.consume();
            }
            Tok::LParen => {
                self.enter()?;
                self.consume();
                self.parse_literal_element(lit)?;
                self.expect(Tok::Comma, "expected ',' between complex elements")?;
                self.parse_literal_element(lit)?;
                self.expect(Tok::RParen, "expected ')' after complex elements")?;
                self.leave();
            }
            _ => return Err(self.err_here("expected element literal of primitive type")),
        }
        Ok(())
    }

    /// `[elements or lists]`, with the dimensions of the list in `dims`
    /// (MLIR's `TensorLiteralParser::parseList`). Read with an explicit
    /// stack of open lists rather than by recursion: a printed dense
    /// attribute nests one list per dimension of its type, and the rank of
    /// a type is not bounded by [`super::MAX_DEPTH`], so the text printed
    /// for any parsed attribute must read back.
    fn parse_literal_list(&mut self, lit: &mut Literal, dims: &mut Vec<i64>) -> PResult<()> {
        /// An open list: its element count so far and the dimensions of
        /// its first element (`None` before the first one).
        struct Open {
            size: i64,
            inner: Option<Vec<i64>>,
        }
        /// The dimensions of a closed list.
        fn closed(list: Open) -> Vec<i64> {
            let inner = list.inner.unwrap_or_default();
            let mut d = Vec::with_capacity(1 + inner.len());
            d.push(list.size);
            d.extend(inner);
            d
        }
        let mut stack: Vec<Open> = Vec::new();
        // At the top of this loop the current token opens a list.
        'open: loop {
            self.expect(Tok::LSquare, "expected '['")?;
            stack.push(Open {
                size: 0,
                inner: None,
            });
            // The dimensions of the element of the top list just read.
            let mut this = if self.consume_if(Tok::RSquare) {
                // `[]`: the list is its own element of its parent.
                let Some(empty) = stack.pop() else {
                    return Err(self.err_here("internal error: no open list"));
                };
                let d = closed(empty);
                if stack.is_empty() {
                    *dims = d;
                    return Ok(());
                }
                d
            } else if self.is(Tok::LSquare) {
                continue 'open;
            } else {
                self.parse_literal_element(lit)?;
                Vec::new()
            };
            loop {
                let Some(top) = stack.last_mut() else {
                    return Err(self.err_here("internal error: no open list"));
                };
                top.size += 1;
                match &top.inner {
                    None => top.inner = Some(this),
                    Some(inner) if *inner != this => {
                        return Err(self.err_here(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ));
                    }
                    Some(_) => {}
                }
                if self.consume_if(Tok::Comma) {
                    if self.is(Tok::LSquare) {
                        continue 'open;
                    }
                    self.parse_literal_element(lit)?;
                    this = Vec::new();
                    continue;
                }
                self.expect(Tok::RSquare, "expected ']'")?;
                let Some(list) = stack.pop() else {
                    return Err(self.err_here("internal error: no open list"));
                };
                this = closed(list);
                if stack.is_empty() {
                    *dims = this;
                    return Ok(());
                }
            }
        }
    }

    /// Checks the literal against the type and builds the attribute.
    fn build_dense(
        &mut self,
        loc: u32,
        ty: Type,
        shape: &[i64],
        element: Type,
        lit: &Literal,
    ) -> PResult<Attribute> {
        let num = shape
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(d as u64));
        let Some(num) = num else {
            return Err(self.err_at(loc, "elements literal type has too many elements"));
        };
        let (scalar, complex) = match self.scalar_of(element) {
            Some(s) => s,
            None => return self.build_dense_strings(loc, ty, shape, num, lit),
        };
        if let Some(hex) = lit.hex {
            return self.build_dense_hex(loc, ty, num, scalar, complex, hex);
        }
        if !lit.shape.is_empty() && lit.shape != shape {
            return Err(self.err_at(
                loc,
                &format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    join(&lit.shape),
                    join(shape)
                ),
            ));
        }
        if lit.elements.is_empty() && num != 0 {
            let t = self.type_str(ty);
            return Err(self.err_at(
                loc,
                &format!("parsed zero elements, but type ('{t}') expected at least 1"),
            ));
        }
        let n = lit.elements.len() as u64;
        if complex {
            let is_splat = lit.shape.is_empty() && num != 0;
            if is_splat && n != 2 {
                let t = self.type_str(element);
                return Err(self.err_at(
                    loc,
                    &format!("parsed {n} elements, but type ('{t}') expected 2 elements"),
                ));
            }
            if !lit.shape.is_empty() && Some(n) != num.checked_mul(2) {
                let t = self.type_str(ty);
                return Err(self.err_at(
                    loc,
                    &format!(
                        "parsed {n} elements, but type ('{t}') expected {} elements",
                        num.saturating_mul(2)
                    ),
                ));
            }
        }
        let mut values: Vec<u128> = Vec::with_capacity(lit.elements.len());
        for &(negative, t) in &lit.elements {
            self.push_dense_scalar(scalar, negative, t, &mut values)?;
        }
        let splat = (lit.shape.is_empty() && !lit.elements.is_empty()) || num == 1;
        Ok(self.intern_dense(ty, splat, values))
    }

    /// The scalar kind of an element type and whether it is complex, or
    /// `None` for element types that make the literal dense strings.
    fn scalar_of(&self, element: Type) -> Option<(Scalar, bool)> {
        let scalar = |d: &TypeData| match *d {
            TypeData::Integer { width, signedness } => Some(Scalar::Int {
                width,
                signedness,
                index: false,
            }),
            TypeData::Index => Some(Scalar::Int {
                width: 64,
                signedness: Signedness::Signless,
                index: true,
            }),
            TypeData::Float(k) => Some(Scalar::Float(k)),
            _ => None,
        };
        match self.ctx.type_data(element) {
            TypeData::Complex(inner) => scalar(self.ctx.type_data(*inner)).map(|s| (s, true)),
            d => scalar(d).map(|s| (s, false)),
        }
    }

    /// Appends the stored value of one literal element to `values` (one
    /// entry, or [`Scalar::words`] for a wide integer).
    fn push_dense_scalar(
        &mut self,
        scalar: Scalar,
        negative: bool,
        t: Token,
        values: &mut Vec<u128>,
    ) -> PResult<()> {
        match scalar {
            Scalar::Int {
                width,
                signedness,
                index,
            } => {
                if negative && signedness == Signedness::Unsigned {
                    return Err(self.err_at(
                        t.start(),
                        "expected unsigned integer elements, but parsed negative value",
                    ));
                }
                let raw = match t.kind {
                    Tok::Float => {
                        return Err(self.err_at(
                            t.start(),
                            "expected integer elements, but parsed floating-point",
                        ));
                    }
                    Tok::Kw(k @ (Kw::True | Kw::False)) => {
                        if width != 1 || index {
                            return Err(self.err_at(
                                t.start(),
                                "expected i1 type for 'true' or 'false' values",
                            ));
                        }
                        i128::from(k == Kw::True)
                    }
                    _ if width > 128 => {
                        let bits = big_int_bits(
                            width,
                            signedness == Signedness::Signed,
                            negative,
                            self.spelling(t),
                        )
                        .map_err(|_| {
                            self.err_at(t.start(), "integer constant out of range for type")
                        })?;
                        let value = big_value(bits, width, signedness);
                        values.extend(wide_words(&value, scalar.words()));
                        return Ok(());
                    }
                    _ => build_int(
                        width,
                        signedness == Signedness::Signed || index,
                        negative,
                        self.spelling(t),
                    )
                    .map_err(|_| {
                        self.err_at(t.start(), "integer constant out of range for type")
                    })?,
                };
                let signedness = if index {
                    Signedness::Signless
                } else {
                    signedness
                };
                values.push(crate::context::normalize_int_bits(raw, width, signedness) as u128);
                if width > 128 {
                    // A `true`/`false` cannot be wider; kept for the layout.
                    values.extend(std::iter::repeat_n(0, scalar.words() - 1));
                }
                Ok(())
            }
            Scalar::Float(kind) => {
                // An element holds LLVM's `bitcastToAPInt` of the value
                // (an unsigned format's sign lands in its top bit).
                let bits = self.float_from_literal(t, negative, kind)?;
                values.push(super::float::float_bits_to_llvm(kind, bits));
                Ok(())
            }
        }
    }

    /// `dense<"0x…">` for numeric element types.
    fn build_dense_hex(
        &mut self,
        loc: u32,
        ty: Type,
        num: u64,
        scalar: Scalar,
        complex: bool,
        hex: Token,
    ) -> PResult<Attribute> {
        let spelling = self.spelling(hex);
        let data = spelling
            .strip_prefix("\"0x")
            .and_then(|s| s.strip_suffix('"'))
            .and_then(decode_hex);
        let Some(data) = data else {
            return Err(self.err_at(
                hex.start(),
                "expected string containing hex digits starting with `0x`",
            ));
        };
        let per: u64 = if complex { 2 } else { 1 };
        let scalar_bits = scalar.storage_bits();
        let elem_bits = scalar_bits * per;
        let data_bits = data.len() as u128 * 8;
        let invalid = |p: &Self| {
            let t = p.type_str(ty);
            p.err_at(
                loc,
                &format!("elements hex data size is invalid for provided type: '{t}'"),
            )
        };
        let mut values: Vec<u128> = Vec::new();
        let elem_ty_width = match scalar {
            Scalar::Int { width, .. } => width,
            Scalar::Float(k) => k.bit_width(),
        };
        if elem_bits == 1 {
            let bool_value = |bit: u8| match scalar {
                Scalar::Int { signedness, .. } => {
                    crate::context::normalize_int_bits(i128::from(bit), 1, signedness) as u128
                }
                Scalar::Float(_) => u128::from(bit),
            };
            // Bit-packed i1: one 0x00/0xFF byte is a splat.
            if data.len() == 1 && (data[0] == 0 || data[0] == 0xFF) {
                values.push(bool_value(data[0] & 1));
                return Ok(self.intern_dense(ty, true, values));
            }
            if data_bits != u128::from(num.div_ceil(8)) * 8 {
                return Err(invalid(self));
            }
            for i in 0..num as usize {
                let byte = data.get(i / 8).copied().unwrap_or(0);
                values.push(bool_value((byte >> (i % 8)) & 1));
            }
            return Ok(self.intern_dense(ty, num == 1, values));
        }
        let splat = data_bits == u128::from(elem_bits);
        if !splat && data_bits != u128::from(elem_bits) * u128::from(num) {
            return Err(invalid(self));
        }
        let count = if splat { per } else { num.saturating_mul(per) };
        let bytes_per = (scalar_bits / 8) as usize;
        values.reserve(usize::try_from(count).unwrap_or(0).min(data.len()));
        for i in 0..count as usize {
            let chunk = data.get(i * bytes_per..(i + 1) * bytes_per).unwrap_or(&[]);
            if let Scalar::Int {
                width, signedness, ..
            } = scalar
                && width > 128
            {
                let raw = BigInt::from_bytes_le(num_bigint::Sign::Plus, chunk);
                let value = crate::attributes::normalize_big(&raw, width, signedness);
                values.extend(wide_words(&value, scalar.words()));
                continue;
            }
            let mut le = [0u8; 16];
            let n = chunk.len().min(16);
            le[..n].copy_from_slice(&chunk[..n]);
            let v = u128::from_le_bytes(le);
            let v = match scalar {
                Scalar::Int {
                    width, signedness, ..
                } => crate::context::normalize_int_bits(v as i128, width, signedness) as u128,
                Scalar::Float(_) => {
                    if elem_ty_width >= 128 {
                        v
                    } else {
                        v & ((1u128 << elem_ty_width) - 1)
                    }
                }
            };
            values.push(v);
        }
        Ok(self.intern_dense(ty, splat || num == 1, values))
    }

    /// Interns the parsed elements; the context puts them in canonical
    /// form (all-equal elements a splat, see
    /// [`AttrData::DenseElements`]).
    fn intern_dense(&mut self, ty: Type, splat: bool, values: Vec<u128>) -> Attribute {
        self.ctx
            .intern_attr(AttrData::DenseElements { ty, splat, values })
    }

    /// Dense strings: the element type is not a number.
    fn build_dense_strings(
        &mut self,
        loc: u32,
        ty: Type,
        shape: &[i64],
        num: u64,
        lit: &Literal,
    ) -> PResult<Attribute> {
        let mut values: Vec<Box<[u8]>> = Vec::new();
        if let Some(hex) = lit.hex {
            values.push(unescape(self.spelling(hex).as_bytes()).into_boxed_slice());
        } else {
            if !lit.shape.is_empty() && lit.shape != shape {
                return Err(self.err_at(
                    loc,
                    &format!(
                        "inferred shape of elements literal ([{}]) does not match type ([{}])",
                        join(&lit.shape),
                        join(shape)
                    ),
                ));
            }
            if lit.elements.is_empty() && num != 0 {
                let t = self.type_str(ty);
                return Err(self.err_at(
                    loc,
                    &format!("parsed zero elements, but type ('{t}') expected at least 1"),
                ));
            }
            for &(_, t) in &lit.elements {
                if t.kind != Tok::String {
                    let s = self.spelling(t);
                    return Err(self.err_at(loc, &format!("expected string token, got {s}")));
                }
                values.push(unescape(self.spelling(t).as_bytes()).into_boxed_slice());
            }
        }
        let mut splat = lit.hex.is_some() || lit.shape.is_empty() || num == 1;
        if !splat && let Some(first) = values.first() {
            splat = values.iter().all(|v| v == first);
        }
        if splat {
            values.truncate(1);
        }
        Ok(self
            .ctx
            .intern_attr(AttrData::DenseStrings { ty, splat, values }))
    }
}

/// `2, 3` for a shape.
fn join(shape: &[i64]) -> String {
    let parts: Vec<String> = shape.iter().map(i64::to_string).collect();
    parts.join(", ")
}

/// Decodes an even number of hex digits.
fn decode_hex(s: &str) -> Option<Vec<u8>> {
    /// The value of each byte as a hex digit, 0xFF for a non-digit.
    const DIGIT: [u8; 256] = {
        let mut t = [0xFFu8; 256];
        let mut c = 0;
        while c < 256 {
            let b = c as u8;
            if b.is_ascii_hexdigit() {
                t[c] = super::lexer::hex_value(b);
            }
            c += 1;
        }
        t
    };
    let b = s.as_bytes();
    if !b.len().is_multiple_of(2) {
        return None;
    }
    let mut out = Vec::with_capacity(b.len() / 2);
    let mut bad = 0u8;
    for c in b.chunks_exact(2) {
        let (hi, lo) = (DIGIT[usize::from(c[0])], DIGIT[usize::from(c[1])]);
        bad |= hi | lo;
        out.push((hi << 4) | (lo & 0xF));
    }
    // A non-digit has the high bit set; no digit has.
    (bad & 0x80 == 0).then_some(out)
}

#[cfg(test)]
mod tests {
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
    fn splats_and_lists() {
        assert_eq!(
            round("dense<1> : tensor<4xi32>"),
            "dense<1> : tensor<4xi32>"
        );
        assert_eq!(
            round("dense<[1, 1]> : tensor<2xi32>"),
            "dense<1> : tensor<2xi32>"
        );
        assert_eq!(
            round("dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>"),
            "dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>"
        );
        assert_eq!(
            round("dense<1.5> : tensor<2xf32>"),
            "dense<1.500000e+00> : tensor<2xf32>"
        );
        assert_eq!(
            round("dense<true> : tensor<3xi1>"),
            "dense<true> : tensor<3xi1>"
        );
        assert_eq!(
            round("dense<[true, false]> : vector<2xi1>"),
            "dense<[true, false]> : vector<2xi1>"
        );
        assert_eq!(
            round("dense<[-1, 255]> : tensor<2xi8>"),
            "dense<-1> : tensor<2xi8>"
        );
        assert_eq!(round("dense<> : tensor<0xi32>"), "dense<> : tensor<0xi32>");
        assert_eq!(
            round("dense<[[]]> : tensor<1x0xi32>"),
            "dense<> : tensor<1x0xi32>"
        );
        assert_eq!(
            round("dense<5> : tensor<0xi32>"),
            "dense<5> : tensor<0xi32>"
        );
        assert_eq!(
            round("dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>"),
            "dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>"
        );
        assert_eq!(
            round("dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>"),
            "dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>"
        );
        // Dense literals equal up to splat detection are the same attribute.
        let mut ctx = Context::new();
        let a = parse_attribute(&mut ctx, "dense<[7, 7, 7]> : tensor<3xi16>").unwrap();
        let b = parse_attribute(&mut ctx, "dense<7> : tensor<3xi16>").unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn hex() {
        assert_eq!(
            round("dense<\"0x0100000002000000\"> : tensor<2xi32>"),
            "dense<[1, 2]> : tensor<2xi32>"
        );
        assert_eq!(
            round("dense<\"0x01000000\"> : tensor<4xi32>"),
            "dense<1> : tensor<4xi32>"
        );
        assert_eq!(
            round("dense<\"0x0102\"> : tensor<2xi4>"),
            "dense<[1, 2]> : tensor<2xi4>"
        );
        assert_eq!(
            round("dense<\"0x01\"> : tensor<3xi1>"),
            "dense<[true, false, false]> : tensor<3xi1>"
        );
        assert_eq!(
            round("dense<\"0xFF\"> : tensor<3xi1>"),
            "dense<true> : tensor<3xi1>"
        );
        assert_eq!(
            round("dense<\"0x0000803F\"> : tensor<f32>"),
            "dense<1.000000e+00> : tensor<f32>"
        );
        assert_eq!(
            round("dense<\"0x00000000FFFFFFFF\"> : tensor<2xcomplex<i16>>"),
            "dense<[(0,0), (-1,-1)]> : tensor<2xcomplex<i16>>"
        );
    }

    #[test]
    fn strings() {
        assert_eq!(
            round("dense<[\"a\", \"b\"]> : tensor<2x!foo.s>"),
            "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>"
        );
        assert_eq!(
            round("dense<[\"a\", \"a\"]> : tensor<2x!foo.s>"),
            "dense<\"a\"> : tensor<2x!foo.s>"
        );
        let mut ctx = Context::new();
        let a = parse_attribute(&mut ctx, "dense<\"0xAB\"> : tensor<2x!foo.s>").unwrap();
        assert!(
            matches!(ctx.attr_data(a), AttrData::DenseStrings { splat: true, values, .. } if &*values[0] == b"0xAB")
        );
    }

    #[test]
    fn sparse() {
        assert_eq!(
            round("sparse<[[0]], [1.5]> : tensor<4xf32>"),
            "sparse<0, 1.500000e+00> : tensor<4xf32>"
        );
        assert_eq!(
            round("sparse<> : tensor<4xf32>"),
            "sparse<> : tensor<4xf32>"
        );
    }

    #[test]
    fn errors() {
        assert_eq!(
            err("dense<[1, 2, 3]> : tensor<2xi32>"),
            "1:1: inferred shape of elements literal ([3]) does not match type ([2])"
        );
        assert_eq!(
            err("dense<[[1],[2,3]]> : tensor<2x2xi32>"),
            "1:17: tensor literal is invalid; ranks are not consistent between elements"
        );
        assert_eq!(
            err("dense<> : tensor<2xi32>"),
            "1:1: parsed zero elements, but type ('tensor<2xi32>') expected at least 1"
        );
        assert_eq!(
            err("dense<1> : tensor<2xcomplex<i32>>"),
            "1:1: parsed 1 elements, but type ('complex<i32>') expected 2 elements"
        );
        assert_eq!(
            err("dense<1.5> : tensor<2xi32>"),
            "1:7: expected integer elements, but parsed floating-point"
        );
        assert_eq!(
            err("dense<-1> : tensor<2xui8>"),
            "1:8: expected unsigned integer elements, but parsed negative value"
        );
        assert_eq!(
            err("dense<true> : tensor<2xi32>"),
            "1:7: expected i1 type for 'true' or 'false' values"
        );
        assert_eq!(
            err("dense<1> : tensor<2xf32>"),
            "1:7: unexpected decimal integer literal for a floating point value"
        );
        assert_eq!(
            err("dense<\"0x01\"> : tensor<2xi32>"),
            "1:1: elements hex data size is invalid for provided type: 'tensor<2xi32>'"
        );
        assert_eq!(
            err("dense<\"0xZZ\"> : tensor<2xi32>"),
            "1:7: expected string containing hex digits starting with `0x`"
        );
        assert_eq!(
            err("dense<[1, \"a\"]> : tensor<2x!foo.s>"),
            "1:1: expected string token, got 1"
        );
        assert_eq!(
            err("dense<1> : i32"),
            "1:1: elements literal must be a shaped type"
        );
        assert_eq!(
            err("dense<1> : tensor<?xi32>"),
            "1:1: elements literal type must have static shape"
        );
        assert_eq!(
            err("dense<[\"a\"]> : tensor<1xi32>"),
            "1:8: integer constant out of range for type"
        );
        assert!(err(&format!("dense<{}>", "(".repeat(100_000))).contains("nesting is too deep"));
    }
}
