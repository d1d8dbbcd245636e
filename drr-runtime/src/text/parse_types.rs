//! Parsing of types (MLIR's `TypeParser`): integer, index, float and none
//! types, function types, tensors, vectors, memrefs, tuples, complex types,
//! dialect types (kept verbatim as [`TypeData::Opaque`]) and `!alias`
//! references to top-level type aliases.
//!
//! Invariants: every type is interned through the context, so the result is
//! uniqued; a memref layout that is an identity `affine_map` and an integer
//! memory space of 0 are dropped, exactly as MLIR's `MemRefType::get` does,
//! so that equal types compare equal; recursion goes through
//! [`Parser::enter`].

use super::lexer::{Kw, Tok};
use super::parse_dialect::body_dialect_loaded;
use super::parser::{Delim, PResult, Parser};
use crate::attributes::{AttrData, Attribute};
use crate::types::{DYNAMIC, FloatKind, Signedness, Type, TypeData};

/// Largest integer bit width MLIR accepts (`IntegerType::kMaxWidth`).
pub const MAX_INT_WIDTH: u32 = (1 << 24) - 1;

impl<'a> Parser<'a, '_> {
    /// True if the current token can start a type.
    pub(crate) fn at_type_start(&self) -> bool {
        matches!(
            self.tok.kind,
            Tok::LParen
                | Tok::IntType
                | Tok::BangIdent
                | Tok::Kw(
                    Kw::Memref
                        | Kw::Tensor
                        | Kw::Complex
                        | Kw::Tuple
                        | Kw::Vector
                        | Kw::FloatType
                        | Kw::Index
                        | Kw::None
                )
        )
    }

    /// `type ::= function-type | non-function-type`.
    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let t = if self.is(Tok::LParen) {
            self.parse_function_type()?
        } else {
            self.parse_non_function_type()?
        };
        self.leave();
        Ok(t)
    }

    /// `(inputs) -> results`.
    fn parse_function_type(&mut self) -> PResult<Type> {
        let mut inputs = Vec::new();
        self.parse_type_list_parens(&mut inputs)?;
        self.expect(Tok::Arrow, "expected '->' in function type")?;
        let mut results = Vec::new();
        if self.is(Tok::LParen) {
            self.parse_type_list_parens(&mut results)?;
        } else {
            results.push(self.parse_non_function_type()?);
        }
        Ok(self.ctx.function_type(inputs, results))
    }

    /// `( )` or `( type (, type)* )`.
    fn parse_type_list_parens(&mut self, out: &mut Vec<Type>) -> PResult<()> {
        self.expect(Tok::LParen, "expected '('")?;
        if self.consume_if(Tok::RParen) {
            return Ok(());
        }
        self.parse_type_list_no_parens(out)?;
        self.expect(Tok::RParen, "expected ')'")
    }

    /// `type (, type)*`.
    fn parse_type_list_no_parens(&mut self, out: &mut Vec<Type>) -> PResult<()> {
        self.parse_comma_list(Delim::None, "", |p| {
            // Shaped and other composite types repeat across signatures
            // (each function's differs, its element types do not) and
            // cost several tokens each: through the text cache.
            let composite = matches!(
                p.tok.kind,
                Tok::Kw(Kw::Vector | Kw::Tensor | Kw::Memref | Kw::Complex | Kw::Tuple)
            );
            out.push(if composite {
                p.parse_type_cached()?
            } else {
                p.parse_type()?
            });
            Ok(())
        })
    }

    /// Every type but function types.
    fn parse_non_function_type(&mut self) -> PResult<Type> {
        let kind = match self.tok.kind {
            Tok::IntType => return self.parse_integer_type(),
            Tok::BangIdent => return self.parse_extended_type(),
            Tok::Kw(k) => k,
            _ => return Err(self.wrong_token("expected non-function type")),
        };
        let simple = match kind {
            Kw::Memref => return self.parse_memref_type(),
            Kw::Tensor => return self.parse_tensor_type(),
            Kw::Complex => return self.parse_complex_type(),
            Kw::Tuple => return self.parse_tuple_type(),
            Kw::Vector => return self.parse_vector_type(),
            Kw::FloatType => match FloatKind::from_mlir_name(self.tok_str()) {
                Some(k) => Some(TypeData::Float(k)),
                None => {
                    let name = self.tok_str();
                    return Err(self.err_here(&format!("unsupported float type '{name}'")));
                }
            },
            Kw::Index => Some(TypeData::Index),
            Kw::None => Some(TypeData::None),
            _ => None,
        };
        match simple {
            Some(data) => {
                self.consume();
                Ok(self.ctx.intern_type(data))
            }
            None => Err(self.wrong_token("expected non-function type")),
        }
    }

    /// `iN`, `siN`, `uiN`.
    fn parse_integer_type(&mut self) -> PResult<Type> {
        let s = self.tok_str();
        // Integer types come in runs (`i32` block arguments, results…):
        // the last spelling is remembered with its type.
        if let Some((text, ty)) = self.last_int_type
            && text == s
        {
            self.consume();
            return Ok(ty);
        }
        let (signedness, digits) = match s.as_bytes().first() {
            Some(b's') => (Signedness::Signed, s.get(2..)),
            Some(b'u') => (Signedness::Unsigned, s.get(2..)),
            _ => (Signedness::Signless, s.get(1..)),
        };
        let Some(width) = digits.and_then(|d| d.parse::<u32>().ok()) else {
            return Err(self.err_here("invalid integer width"));
        };
        if width > MAX_INT_WIDTH {
            return Err(self.err_here(&format!(
                "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
            )));
        }
        self.consume();
        let ty = self.ctx.integer_type(width, signedness);
        self.last_int_type = Some((s, ty));
        Ok(ty)
    }

    /// `complex<type>`.
    fn parse_complex_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(Tok::Less, "expected '<' in complex type")?;
        let loc = self.tok.start();
        let element = self.parse_type()?;
        self.expect(Tok::Greater, "expected '>' in complex type")?;
        if !matches!(
            self.ctx.type_data(element),
            TypeData::Float(_) | TypeData::Integer { .. }
        ) {
            return Err(self.err_at(loc, "invalid element type for complex"));
        }
        Ok(self.ctx.intern_type(TypeData::Complex(element)))
    }

    /// `tuple<type, …>`.
    fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(Tok::Less, "expected '<' in tuple type")?;
        let mut types = Vec::new();
        if !self.consume_if(Tok::Greater) {
            self.parse_type_list_no_parens(&mut types)?;
            self.expect(Tok::Greater, "expected '>' in tuple type")?;
        }
        Ok(self.ctx.intern_type(TypeData::Tuple(types)))
    }

    /// `tensor<4x?xf32, encoding>` or `tensor<*xf32>`.
    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(Tok::Less, "expected '<' in tensor type")?;
        let mut shape = Vec::new();
        let unranked = self.consume_if(Tok::Star);
        if unranked {
            self.parse_x_in_dimension_list()?;
        } else {
            self.parse_dimension_list(&mut shape)?;
        }
        let element_loc = self.tok.start();
        let element = self.parse_type()?;
        let mut encoding = None;
        if self.consume_if(Tok::Comma) && self.at_attribute_start() {
            encoding = Some(self.parse_attribute()?);
        }
        self.expect(Tok::Greater, "expected '>' in tensor type")?;
        if !self.is_valid_tensor_element(element) {
            return Err(self.err_at(element_loc, "invalid tensor element type"));
        }
        if unranked {
            if encoding.is_some() {
                return Err(self.err_here("cannot apply encoding to unranked tensor"));
            }
            return Ok(self.ctx.intern_type(TypeData::UnrankedTensor { element }));
        }
        Ok(self.ctx.intern_type(TypeData::RankedTensor {
            shape,
            element,
            encoding,
        }))
    }

    fn is_valid_tensor_element(&self, ty: Type) -> bool {
        matches!(
            self.ctx.type_data(ty),
            TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::Complex(_)
                | TypeData::Vector { .. }
                | TypeData::Opaque(_)
        )
    }

    /// `memref<4x?xf32, layout, memory-space>` or `memref<*xf32, space>`.
    fn parse_memref_type(&mut self) -> PResult<Type> {
        let memref_loc = self.tok.start();
        self.consume();
        self.expect(Tok::Less, "expected '<' in memref type")?;
        let mut shape = Vec::new();
        let unranked = self.consume_if(Tok::Star);
        if unranked {
            self.parse_x_in_dimension_list()?;
        } else {
            self.parse_dimension_list(&mut shape)?;
        }
        let element_loc = self.tok.start();
        let element = self.parse_type()?;
        if !matches!(
            self.ctx.type_data(element),
            TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::Complex(_)
                | TypeData::Vector { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        ) && !self
            .ctx
            .is_dialect_element_type(element, crate::element_types::Container::MemRef)
        {
            return Err(self.err_at(element_loc, "invalid memref element type"));
        }
        let mut layout: Option<Attribute> = None;
        // The layout as written (an identity map is dropped from the type
        // but still verified, as MLIR's `MemRefType::verify` sees it).
        let mut written_layout: Option<Attribute> = None;
        let mut memory_space: Option<Attribute> = None;
        if !self.consume_if(Tok::Greater) {
            self.expect(Tok::Comma, "expected ',' or '>' in memref type")?;
            self.parse_comma_list_until(Tok::Greater, ">", false, |p| {
                let attr = p.parse_attribute()?;
                match p.layout_kind(attr) {
                    None => {
                        if memory_space.is_some() {
                            return Err(
                                p.err_here("multiple memory spaces specified in memref type")
                            );
                        }
                        memory_space = Some(attr);
                        return Ok(());
                    }
                    Some(identity) => {
                        written_layout = Some(attr);
                        layout = if identity { None } else { Some(attr) };
                    }
                }
                if unranked {
                    return Err(p.err_here("cannot have affine map for unranked memref type"));
                }
                if memory_space.is_some() {
                    return Err(p.err_here("expected memory space to be last in memref type"));
                }
                Ok(())
            })?;
        }
        // `MemRefType::verify` (at the `memref` keyword): the layout's
        // rank, then the memory space.
        if let Some(l) = written_layout
            && let AttrData::Opaque(text) = self.ctx.attr_data(l)
        {
            let rank = shape.len();
            if let Some(dims) = affine_map_num_dims(text)
                && dims != rank
            {
                let message =
                    format!("memref layout mismatch between rank and affine map: {rank} != {dims}");
                return Err(self.err_at(memref_loc, &message));
            }
            if strided_rank(text).is_some_and(|n| n != rank) {
                return Err(self.err_at(
                    memref_loc,
                    "expected the number of strides to match the rank",
                ));
            }
        }
        if let Some(ms) = memory_space
            && !self.is_supported_memory_space(ms)
        {
            return Err(self.err_at(memref_loc, "unsupported memory space Attribute"));
        }
        // An integer memory space of 0 is the default one.
        if let Some(ms) = memory_space
            && matches!(self.ctx.attr_data(ms), AttrData::Integer { value: 0, .. })
        {
            memory_space = None;
        }
        if unranked {
            return Ok(self.ctx.intern_type(TypeData::UnrankedMemRef {
                element,
                memory_space,
            }));
        }
        Ok(self.ctx.intern_type(TypeData::MemRef {
            shape,
            element,
            layout,
            memory_space,
        }))
    }

    /// MLIR's `isSupportedMemorySpace`: an integer (or bool), string or
    /// dictionary attribute, or an attribute of a dialect other than the
    /// builtin one; an attribute of a dialect neither registered nor
    /// loaded by mlir-opt is an `OpaqueAttr`, a builtin attribute.
    fn is_supported_memory_space(&self, attr: Attribute) -> bool {
        match self.ctx.attr_data(attr) {
            AttrData::Integer { .. }
            | AttrData::BigInteger { .. }
            | AttrData::String { .. }
            | AttrData::Dictionary(_) => true,
            AttrData::Opaque(text) => text
                .strip_prefix('#')
                .is_some_and(|body| body_dialect_loaded(self.ctx, body)),
            _ => false,
        }
    }

    /// `Some(is_identity)` if `attr` is a memref layout (an affine map or a
    /// strided layout), `None` for anything else (a memory space).
    fn layout_kind(&self, attr: Attribute) -> Option<bool> {
        match self.ctx.attr_data(attr) {
            AttrData::Opaque(text) if text.starts_with("affine_map<") => {
                Some(is_identity_affine_map(text))
            }
            AttrData::Opaque(text) if text.starts_with("strided<") => Some(false),
            _ => None,
        }
    }

    /// `vector<4x[8]xf32>`.
    fn parse_vector_type(&mut self) -> PResult<Type> {
        let vector_loc = self.tok.start();
        self.consume();
        self.expect(Tok::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            let is_scalable = self.consume_if(Tok::LSquare);
            if !is_scalable && !self.is(Tok::Integer) {
                break;
            }
            shape.push(self.parse_integer_in_dimension_list()?);
            scalable.push(is_scalable);
            if is_scalable {
                self.consume_dimension(false);
                self.expect(Tok::RSquare, "missing ']' closing scalable dimension")?;
            } else if self.consume_dimension(true) {
                continue;
            }
            self.parse_x_in_dimension_list()?;
        }
        if shape.iter().any(|&d| d <= 0) {
            let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
            return Err(self.err_at(
                vector_loc,
                &format!(
                    "vector types must have positive constant sizes but got {}",
                    dims.join(", ")
                ),
            ));
        }
        let element = self.parse_type()?;
        self.expect(Tok::Greater, "expected '>' in vector type")?;
        if !matches!(
            self.ctx.type_data(element),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
        ) && !self
            .ctx
            .is_dialect_element_type(element, crate::element_types::Container::Vector)
        {
            return Err(self.err_at(
                vector_loc,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        Ok(self.ctx.intern_type(TypeData::Vector {
            shape,
            scalable,
            element,
        }))
    }

    /// `(dimension x)*` with `?` for dynamic dimensions.
    fn parse_dimension_list(&mut self, dims: &mut Vec<i64>) -> PResult<()> {
        while matches!(self.tok.kind, Tok::Integer | Tok::Question) {
            if self.is(Tok::Question) {
                dims.push(DYNAMIC);
            } else {
                dims.push(self.parse_integer_in_dimension_list()?);
            }
            if !self.consume_dimension(true) {
                self.parse_x_in_dimension_list()?;
            }
        }
        Ok(())
    }

    /// Consumes the dimension that is the current token (`0` of `0x…`, a
    /// hexadecimal literal's first byte, is one), and with `glued_x` an
    /// `x` right after it: true if it did. Skipping the `x` here, the
    /// lexer restarts after it instead of lexing `x3xf32` of `2x3xf32` as
    /// one identifier that `parse_x_in_dimension_list` splits and lexes
    /// again, which made a dimension list quadratic in its rank.
    fn consume_dimension(&mut self, glued_x: bool) -> bool {
        let hex = self.is(Tok::Integer) && self.tok_str().as_bytes().get(1) == Some(&b'x');
        let end = if hex {
            self.tok.start() as usize + 1
        } else {
            self.tok.end() as usize
        };
        if glued_x && self.src.as_bytes().get(end) == Some(&b'x') {
            self.reset_to(end + 1);
            return true;
        }
        if hex {
            self.reset_to(end);
        } else {
            self.consume();
        }
        false
    }

    /// A decimal dimension (not consumed); `0x…` is `0` followed by `x…`.
    fn parse_integer_in_dimension_list(&mut self) -> PResult<i64> {
        if !self.is(Tok::Integer) {
            return Err(self.err_here("invalid dimension"));
        }
        let s = self.tok_str();
        if s.as_bytes().get(1) == Some(&b'x') {
            return Ok(0);
        }
        match s.parse::<u64>() {
            Ok(v) if v <= i64::MAX as u64 => Ok(v as i64),
            _ => Err(self.err_here("invalid dimension")),
        }
    }

    /// The `x` of a dimension list, which may be glued to what follows
    /// (`xf32`, `x4`): the lexer restarts right after it.
    fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        let s = self.tok_str();
        if self.tok.kind != Tok::BareIdent || !s.starts_with('x') {
            return Err(self.wrong_token("expected 'x' in dimension list"));
        }
        if s.len() == 1 {
            self.consume();
        } else {
            let pos = self.tok.start() as usize + 1;
            self.reset_to(pos);
        }
        Ok(())
    }

    /// `!dialect.name<…>`, `!dialect<…>` (kept verbatim) or `!alias`.
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let at = self.tok.start();
        match self.parse_extended_symbol()? {
            super::parse_dialect::Extended::Alias(name) => match self.type_aliases.get(name) {
                Some(&(t, height)) => {
                    self.use_alias(height, at)?;
                    Ok(t)
                }
                None => Err(self.wrong_token(&format!("undefined symbol alias id '{name}'"))),
            },
            super::parse_dialect::Extended::Symbol(start, end) => {
                if let Some(e) = self.unregistered_dialect_error(start, end, None) {
                    return Err(e);
                }
                // The type is read to `read_end`; the lexer resumes at the
                // symbol's end (see `detached_type_end`).
                let read_end = self.detached_type_end(start, end)?;
                if read_end == end {
                    return self.parse_dialect_type(start, end);
                }
                let ty = self.parse_dialect_type(start, read_end)?;
                self.reset_to(end as usize);
                Ok(ty)
            }
        }
    }

    /// The dialect type spanning `start..end` in the source.
    fn parse_dialect_type(&mut self, start: u32, end: u32) -> PResult<Type> {
        let text = self.kept_symbol_text(start, end, false)?;
        // A mnemonic the dialect's generated parser does not know:
        // MLIR's error at the mnemonic (after `!ns.` or `!ns<`).
        if let Some((message, at)) = self.ctx.unknown_type_mnemonic(self.slice(start, end)) {
            return Err(self.err_at(start + at as u32, &message));
        }
        // A declarative `assemblyFormat` mlir-tblgen's generated
        // parser reads (`"`<` $size `>`"`), its errors in text order.
        if let Some(ty) = self.parse_type_format(start, end)? {
            return Ok(ty);
        }
        // Else the dialect attributes and types a body kept as text
        // holds, which its dialect's parser reads.
        if let Some(e) = self.nested_mnemonic_error(start, end) {
            return Err(e);
        }
        if let Some(stripped) = super::parse_dialect::strip_nested_llvm_prefixes(&text) {
            return Ok(self.ctx.intern_type(TypeData::Opaque(stripped.into())));
        }
        if let Some(head) = self.ctx.parameterless_type_prefix(&text) {
            let head: Box<str> = head.into();
            return Ok(self.ctx.intern_type(TypeData::Opaque(head)));
        }
        let ty = self.ctx.intern_type(TypeData::Opaque(text.into()));
        // The type's `verifyInvariants`, which MLIR reports at the
        // dialect parser's location: the mnemonic after `!ns.` (or
        // `!ns<`).
        if let Some(message) = self.ctx.shaped_element_violation(ty) {
            let symbol = self.slice(start, end);
            let namespace = symbol[1..].find(['.', '<']).unwrap_or(symbol.len() - 1);
            return Err(self.err_at(start + 2 + namespace as u32, &message));
        }
        Ok(ty)
    }
}

impl Parser<'_, '_> {
    /// Where the dialect type whose symbol spans `start..end` ends as its
    /// dialect's parser reads it: past a pretty symbol without a body
    /// (`!quant.uniform  <…>`, `!quant.  uniform<…>`; see `read_on_past`).
    /// Only for the dialects whose types drr reads (quant, and `ods!`
    /// dialects with mlir-tblgen's generated parser); others keep their
    /// text.
    fn detached_type_end(&self, start: u32, end: u32) -> PResult<u32> {
        let text = self.slice(start, end);
        let Some((ns, at)) = super::parse_dialect::symbol_mnemonic_at(text) else {
            return Ok(end);
        };
        let pretty = text.as_bytes()[1 + ns.len()] == b'.';
        let tag = &text[at..];
        if !pretty
            || super::parse_dialect::keyword_len(tag) != tag.len()
            || !(ns == "quant" || self.ctx.type_mnemonics.generated(ns))
        {
            return Ok(end);
        }
        let at = start as usize + at;
        let (mnemonic, read_end) = super::parse_dialect::read_on_past(self.src, at..at + tag.len());
        if mnemonic.is_empty() {
            return Err(self.err_at(mnemonic.start as u32, "expected valid keyword"));
        }
        Ok(u32::try_from(read_end).unwrap_or(end))
    }
}

/// The number of dimensions of an `affine_map<(d0, …)[s0, …] -> (…)>`
/// kept as text; `None` for any other text.
fn affine_map_num_dims(text: &str) -> Option<usize> {
    first_list_len(text.strip_prefix("affine_map<")?, '(', ')')
}

/// The number of strides of a `strided<[…], offset: …>` kept as text;
/// `None` for any other text.
fn strided_rank(text: &str) -> Option<usize> {
    first_list_len(text.strip_prefix("strided<")?, '[', ']')
}

/// The number of comma-separated items of the `open … close` list that
/// `body` starts with (after blanks).
fn first_list_len(body: &str, open: char, close: char) -> Option<usize> {
    let list = body.trim_start().strip_prefix(open)?;
    let list = &list[..list.find(close)?];
    Some(if list.trim().is_empty() {
        0
    } else {
        list.split(',').count()
    })
}

/// True if `text` (`affine_map<…>`) is an identity map: no symbols and the
/// results are the dimensions in order.
pub(crate) fn is_identity_affine_map(text: &str) -> bool {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(body) = compact
        .strip_prefix("affine_map<")
        .and_then(|b| b.strip_suffix('>'))
    else {
        return false;
    };
    let Some((dims, results)) = body.split_once("->") else {
        return false;
    };
    let (Some(dims), Some(results)) = (
        dims.strip_prefix('(').and_then(|d| d.strip_suffix(')')),
        results.strip_prefix('(').and_then(|r| r.strip_suffix(')')),
    ) else {
        return false;
    };
    if dims != results {
        return false;
    }
    if dims.is_empty() {
        return true;
    }
    dims.split(',')
        .enumerate()
        .all(|(i, d)| d == format!("d{i}"))
}

#[cfg(test)]
mod tests {
    use crate::text::{parse_type, print_type};
    use crate::types::{DYNAMIC, FloatKind, Signedness, TypeData};
    use crate::{AttrData, Context};

    /// Parses `text` and prints it back.
    fn round(text: &str) -> String {
        let mut ctx = Context::new();
        let t = parse_type(&mut ctx, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        print_type(&ctx, t)
    }

    fn err(text: &str) -> String {
        let mut ctx = Context::new();
        parse_type(&mut ctx, text).expect_err(text).to_string()
    }

    #[test]
    fn builtin_types_round_trip() {
        for t in [
            "i1",
            "i32",
            "si8",
            "ui64",
            "i16777215",
            "index",
            "f16",
            "bf16",
            "f32",
            "f64",
            "tf32",
            "f80",
            "f128",
            "f8E5M2",
            "f8E4M3FN",
            "f8E4M3",
            "none",
            "() -> ()",
            "(i32, f32) -> (i64, i1)",
            "() -> i32",
            "((i32) -> i32) -> ((f32) -> f32)",
            "tensor<4x?xf32>",
            "tensor<f32>",
            "tensor<*xf32>",
            "tensor<0x1xf32>",
            "tensor<4xf32, \"enc\">",
            "tensor<4xf32, #foo.enc<1>>",
            "vector<4xf32>",
            "vector<[4]x8xf32>",
            "vector<4x[8]xf32>",
            "memref<4x?xf32>",
            "memref<4xf32, strided<[1], offset: ?>>",
            "memref<4xf32, 1>",
            "memref<*xf32>",
            "memref<*xf32, 3>",
            "tuple<>",
            "tuple<i32, tuple<f32>>",
            "complex<f32>",
            "!foo.bar",
            "!foo.bar<a, \"\\\">\", ->, b>",
            "!foo<\"x\">",
        ] {
            assert_eq!(round(t), t);
        }
    }

    #[test]
    fn normalizations() {
        assert_eq!(round("tensor<4 x 3 x f32>"), "tensor<4x3xf32>");
        assert_eq!(round("(i32) -> (i32)"), "(i32) -> i32");
        assert_eq!(round("memref<4xf32, 0>"), "memref<4xf32>");
        assert_eq!(
            round("memref<4xf32, affine_map<(d0) -> (d0)>>"),
            "memref<4xf32>"
        );
        assert_eq!(
            round("memref<4x5xf32, affine_map<(d0, d1)->(d0,d1)>, 2>"),
            "memref<4x5xf32, 2>"
        );
        assert_eq!(
            round("memref<4xf32, strided<[1], offset: 0>>"),
            "memref<4xf32, strided<[1]>>"
        );
        assert_eq!(round("tensor<4xf32,>"), "tensor<4xf32>");
        // `0x1` in a shape is `0` then `x1`.
        assert_eq!(round("tensor<0x1xi8>"), "tensor<0x1xi8>");
    }

    #[test]
    fn structure() {
        let mut ctx = Context::new();
        let t = parse_type(&mut ctx, "memref<2x?xsi8, \"s\">").unwrap();
        let TypeData::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } = ctx.type_data(t).clone()
        else {
            panic!("not a memref")
        };
        assert_eq!(shape, vec![2, DYNAMIC]);
        assert_eq!(
            ctx.type_data(element),
            &TypeData::Integer {
                width: 8,
                signedness: Signedness::Signed
            }
        );
        assert!(layout.is_none());
        assert!(matches!(
            memory_space.map(|m| ctx.attr_data(m).clone()),
            Some(AttrData::String { .. })
        ));
        let v = parse_type(&mut ctx, "vector<2x[3]xbf16>").unwrap();
        let bf16 = ctx.float_type(FloatKind::BF16);
        assert_eq!(
            ctx.type_data(v),
            &TypeData::Vector {
                shape: vec![2, 3],
                scalable: vec![false, true],
                element: bf16,
            }
        );
        // Uniquing: same text, same handle.
        let a = parse_type(&mut ctx, "(i32) -> tensor<2xf32>").unwrap();
        let b = parse_type(&mut ctx, "(i32)->(tensor<2 x f32>)").unwrap();
        assert_eq!(a, b);
        let o = parse_type(&mut ctx, "!foo.bar< x >").unwrap();
        assert_eq!(ctx.type_data(o), &TypeData::Opaque("!foo.bar< x >".into()));
    }

    #[test]
    fn errors() {
        assert_eq!(
            err("i16777216"),
            "1:1: integer bitwidth is limited to 16777215 bits"
        );
        assert_eq!(err("tensor<4>"), "1:9: expected 'x' in dimension list");
        assert_eq!(err("tensor<f32"), "1:10: expected '>' in tensor type");
        assert_eq!(err("tensor<-1xf32>"), "1:8: expected non-function type");
        assert_eq!(
            err("tensor<9223372036854775808xf32>"),
            "1:8: invalid dimension"
        );
        assert_eq!(err("tensor<4xnone>"), "1:10: invalid tensor element type");
        assert_eq!(
            err("tensor<*xf32, \"e\">"),
            "1:18: cannot apply encoding to unranked tensor"
        );
        assert_eq!(
            err("vector<0xf32>"),
            "1:1: vector types must have positive constant sizes but got 0"
        );
        assert_eq!(
            err("vector<[4xf32>"),
            "1:10: missing ']' closing scalable dimension"
        );
        assert_eq!(
            err("complex<index>"),
            "1:9: invalid element type for complex"
        );
        assert_eq!(
            err("memref<4xf32, 1, 2>"),
            "1:19: multiple memory spaces specified in memref type"
        );
        assert_eq!(err("(i32"), "1:4: expected ')'");
        assert_eq!(err("(i32)"), "1:5: expected '->' in function type");
        assert_eq!(err("!foo"), "1:4: undefined symbol alias id 'foo'");
        assert_eq!(
            err("!foo.bar<(>"),
            "1:9: unbalanced '(' character in pretty dialect name"
        );
        assert_eq!(err("i32 i32"), "1:5: found trailing characters: 'i32'");
        assert_eq!(err(""), "1:1: expected non-function type");
    }

    #[test]
    fn deep_nesting_is_an_error() {
        let text = "tuple<".repeat(100_000);
        assert!(err(&text).contains("nesting is too deep"));
        let text = "(".repeat(100_000);
        assert!(err(&text).contains("nesting is too deep"));
    }
}
