//! Printing builtin attributes exactly as MLIR's
//! `AsmPrinter::Impl::printAttribute`.
//!
//! Facts checked against mlir-opt 22:
//! - integers print with their type (`10 : i32`, `4 : index`), except
//!   signless `i1` which prints `true`/`false` alone; unsigned types print
//!   unsigned values; inside arrays (and memref layouts / memory spaces) a
//!   signless `i64` integer or an `f64` float drops its type (unless the
//!   float printed in hex);
//! - symbol references print `@name::@nested`, each part bare or quoted,
//!   an empty part as `<<INVALID EMPTY SYMBOL>>`;
//! - strings use `llvm::printEscapedString` (`"a\22b\\c\0A"`); a typed
//!   string prints ` : type` unless the type is `none`;
//! - dictionaries print `{a = 1 : i32, b}`: a unit value prints the bare
//!   key, keys that are not bare identifiers are quoted;
//! - `dense<…>` prints a splat as one element (a single-element or
//!   all-equal literal is a splat), an empty one as `dense<>`, others as
//!   nested lists by shape; more than 100 non-splat integer/float/complex
//!   elements print as a little-endian hex blob (`dense<"0x…">`), `i1`
//!   packed one bit per element, other widths rounded up to whole bytes;
//!   complex elements print `(re,im)` without a space;
//! - `array<i32: 1, 2>`, `array<i64>` when empty, with no trailing type.

use super::asm_writer::AsmWriter;
use super::float::format_float;
use super::print_util::{
    push_hex_byte, push_hex_le, push_i64, push_i128, push_keyword_or_string, push_string_literal,
    push_u64, push_u128,
};
use crate::Context;
use num_bigint::BigInt;

use crate::attributes::{
    AttrData, Attribute, dense_array_words, dense_elements_words, normalize_big, wide_value,
};
use crate::context::normalize_int_bits;
use crate::symbol::Symbol;
use crate::types::{FloatKind, Signedness, Type, TypeData};

/// Non-splat elements attributes with more elements than this print as hex.
const HEX_THRESHOLD: u64 = 100;

/// How the scalars of a dense elements attribute print.
#[derive(Clone, Copy)]
enum Scalar {
    /// An integer of `width` bits; `bool` for 1-bit types (any signedness).
    Int { width: u32, unsigned: bool },
    /// A float of the given format.
    Float(FloatKind),
}

impl Scalar {
    /// Bits of one scalar in MLIR's raw storage (before byte rounding).
    fn bit_width(self) -> u32 {
        match self {
            Scalar::Int { width, .. } => width,
            Scalar::Float(kind) => kind.bit_width(),
        }
    }
}

/// Masks `bits` to its low `width` bits.
fn mask(bits: u128, width: u32) -> u128 {
    if width >= 128 {
        bits
    } else {
        bits & ((1u128 << width) - 1)
    }
}

impl AsmWriter<'_> {
    /// Prints an attribute without consulting the cache (nested attributes
    /// and types do use it).
    pub(crate) fn write_attr_uncached(&mut self, attr: Attribute) {
        let ctx = self.ctx;
        match ctx.attr_data(attr) {
            AttrData::Unit => self.out.push_str("unit"),
            AttrData::Integer { ty, value } => {
                if let TypeData::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                } = ctx.type_data(*ty)
                {
                    self.out
                        .push_str(if *value & 1 != 0 { "true" } else { "false" });
                    return;
                }
                self.write_int_value(*ty, *value);
                self.write_type_suffix(*ty);
            }
            AttrData::BigInteger { ty, value } => {
                self.out.push_str(&value.to_string());
                self.write_type_suffix(*ty);
            }
            AttrData::Float { ty, bits } => {
                let kind = self.float_kind_of(*ty);
                self.write_float(kind, *bits);
                self.write_type_suffix(*ty);
            }
            AttrData::String { value, ty } => {
                push_string_literal(&mut self.out, value);
                if let Some(ty) = ty {
                    self.write_type_suffix(*ty);
                }
            }
            AttrData::Array(elements) => {
                self.out.push('[');
                for (i, &e) in elements.iter().enumerate() {
                    if i != 0 {
                        self.out.push_str(", ");
                    }
                    self.write_attr_may_elide(e);
                }
                self.out.push(']');
            }
            AttrData::Dictionary(entries) => {
                self.out.push('{');
                for (i, e) in entries.iter().enumerate() {
                    if i != 0 {
                        self.out.push_str(", ");
                    }
                    self.write_named_attr(e.name, e.value);
                }
                self.out.push('}');
            }
            AttrData::Type(ty) => self.write_type(*ty),
            AttrData::SymbolRef { root, nested } => {
                self.write_symbol_name(ctx.bytes(*root));
                for &n in nested {
                    self.out.push_str("::");
                    self.write_symbol_name(ctx.bytes(n));
                }
            }
            AttrData::DenseArray { element, values } => {
                self.write_dense_array(*element, values);
            }
            AttrData::DenseElements { ty, splat, .. }
            | AttrData::DenseStrings { ty, splat, .. }
                if self.elided(*ty, *splat) =>
            {
                self.out.push_str("dense_resource<__elided__>");
                self.write_type_suffix(*ty);
            }
            AttrData::DenseElements { ty, splat, values } => {
                self.out.push_str("dense<");
                self.write_dense_elements(*ty, *splat, values);
                self.out.push('>');
                self.write_type_suffix(*ty);
            }
            AttrData::DenseStrings { ty, splat, values } => {
                self.out.push_str("dense<");
                self.write_dense_strings(*ty, *splat, values);
                self.out.push('>');
                self.write_type_suffix(*ty);
            }
            AttrData::Location(loc) => self.write_loc(*loc),
            // A body mlir-opt parses and re-prints (`#llvm.di_subprogram<id
            // = distinct[3]<>, …>`) numbers its distinct attributes in print
            // order too; an unknown dialect's body is printed as written.
            AttrData::Opaque(text)
                if text.starts_with("distinct[")
                    || (text.contains("distinct[")
                        && text.len() > 1
                        && super::parse_dialect::body_dialect_loaded(ctx, &text[1..])) =>
            {
                self.write_distinct(text)
            }
            AttrData::Opaque(text) => self.out.push_str(text),
        }
    }

    /// Prints an attribute where MLIR allows eliding the default type
    /// (`AttrTypeElision::May`): a signless `i64` integer or an `f64` float
    /// prints without ` : type`.
    pub(crate) fn write_attr_may_elide(&mut self, attr: Attribute) {
        let ctx = self.ctx;
        match ctx.attr_data(attr) {
            AttrData::Integer { ty, value }
                if matches!(
                    ctx.type_data(*ty),
                    TypeData::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                ) =>
            {
                self.write_int_value(*ty, *value);
            }
            AttrData::Float { ty, bits }
                if matches!(ctx.type_data(*ty), TypeData::Float(FloatKind::F64)) =>
            {
                // A value printed in hex keeps its type.
                let start = self.out.len();
                self.write_float(FloatKind::F64, *bits);
                if self.out.as_bytes()[start..].starts_with(b"0x") {
                    self.write_type_suffix(*ty);
                }
            }
            _ => self.write_attr(attr),
        }
    }

    /// Prints `name = value`, or the bare name for a unit value.
    pub(crate) fn write_named_attr(&mut self, name: Symbol, value: Attribute) {
        self.write_attr_name(name);
        match self.ctx.attr_data(value) {
            AttrData::Unit => {}
            // An integer prints about as fast as a cache lookup, and most
            // are printed once (`attr = 17 : i32`, one per op on `chain`):
            // no cache bookkeeping.
            AttrData::Integer { .. } => {
                self.out.push_str(" = ");
                self.write_attr_uncached(value);
            }
            _ => {
                self.out.push_str(" = ");
                self.write_attr(value);
            }
        }
    }

    /// Prints `@name` (MLIR's `printSymbolReference`).
    fn write_symbol_name(&mut self, name: &[u8]) {
        self.out.push('@');
        if name.is_empty() {
            self.out.push_str("<<INVALID EMPTY SYMBOL>>");
        } else {
            push_keyword_or_string(&mut self.out, name);
        }
    }

    /// Prints ` : type` unless the type is `none`.
    fn write_type_suffix(&mut self, ty: Type) {
        if matches!(self.ctx.type_data(ty), TypeData::None) {
            return;
        }
        self.out.push_str(" : ");
        self.write_type(ty);
    }

    /// The float format of a type (`f64` for non-float types).
    fn float_kind_of(&self, ty: Type) -> FloatKind {
        match self.ctx.type_data(ty) {
            TypeData::Float(kind) => *kind,
            _ => FloatKind::F64,
        }
    }

    /// Prints an integer attribute's value: unsigned for unsigned types,
    /// signed otherwise, after normalizing to the type's width.
    fn write_int_value(&mut self, ty: Type, value: i128) {
        match self.ctx.type_data(ty) {
            // Widths up to 64 (nearly all) in 64-bit arithmetic: the value
            // only depends on the low `width` bits, as in
            // `normalize_int_bits`.
            &TypeData::Integer { width, signedness } if (1..=64).contains(&width) => {
                let shift = 64 - width;
                let low = value as u64;
                if signedness == Signedness::Unsigned {
                    push_u64(&mut self.out, (low << shift) >> shift);
                } else {
                    push_i64(&mut self.out, ((low << shift) as i64) >> shift);
                }
            }
            TypeData::Index => push_i64(&mut self.out, value as i64),
            TypeData::Integer { width, signedness } => {
                let v = normalize_int_bits(value, *width, *signedness);
                if *signedness == Signedness::Unsigned {
                    push_u128(&mut self.out, v as u128);
                } else {
                    push_i128(&mut self.out, v);
                }
            }
            _ => push_i128(&mut self.out, value),
        }
    }

    /// Prints a float value in MLIR's `printFloatValue` form.
    fn write_float(&mut self, kind: FloatKind, bits: u128) {
        // An unsigned format's sign, a finite-only format's NaN and
        // infinity flags are kept just above its bits.
        let bits = mask(bits, super::float::stored_float_width(kind));
        self.out.push_str(&format_float(kind, bits));
    }

    /// Prints one scalar of a dense elements or dense array attribute.
    fn write_scalar(&mut self, scalar: Scalar, bits: u128) {
        match scalar {
            Scalar::Int { width: 1, .. } => {
                self.out
                    .push_str(if bits & 1 != 0 { "true" } else { "false" });
            }
            Scalar::Int { width, unsigned } => {
                let signedness = if unsigned {
                    Signedness::Unsigned
                } else {
                    Signedness::Signed
                };
                let v = normalize_int_bits(bits as i128, width, signedness);
                if unsigned {
                    push_u128(&mut self.out, v as u128);
                } else {
                    push_i128(&mut self.out, v);
                }
            }
            Scalar::Float(kind) => self.write_float(kind, bits),
        }
    }

    /// The scalar kind of an element type (complex types give their
    /// component kind and `true`).
    fn scalar_of(&self, element: Type) -> (Scalar, bool) {
        let ctx = self.ctx;
        let (base, complex) = match ctx.type_data(element) {
            TypeData::Complex(inner) => (*inner, true),
            _ => (element, false),
        };
        let scalar = match ctx.type_data(base) {
            TypeData::Integer { width, signedness } => Scalar::Int {
                width: *width,
                unsigned: *signedness == Signedness::Unsigned,
            },
            TypeData::Index => Scalar::Int {
                width: 64,
                unsigned: false,
            },
            TypeData::Float(kind) => Scalar::Float(*kind),
            _ => Scalar::Int {
                width: 64,
                unsigned: false,
            },
        };
        (scalar, complex)
    }

    /// Prints `array<T: a, b>` (`array<T>` when empty).
    fn write_dense_array(&mut self, element: Type, values: &[u64]) {
        self.out.push_str("array<");
        self.write_type(element);
        if !values.is_empty() {
            self.out.push_str(": ");
            let (scalar, _) = self.scalar_of(element);
            let words = dense_array_words(scalar.bit_width());
            // Integers are stored sign-extended from their width (over all
            // the words of an element), floats as their bits.
            for (i, element) in values.chunks(words).enumerate() {
                if i != 0 {
                    self.out.push_str(", ");
                }
                match (scalar, element) {
                    (Scalar::Int { .. }, &[v]) => {
                        self.write_scalar(scalar, v as i64 as i128 as u128);
                    }
                    (Scalar::Float(_), &[v]) => self.write_scalar(scalar, u128::from(v)),
                    (_, &[lo, hi]) => {
                        self.write_scalar(scalar, u128::from(lo) | (u128::from(hi) << 64));
                    }
                    (Scalar::Int { width, unsigned }, wide) => {
                        let mut bytes = Vec::with_capacity(wide.len() * 8);
                        for w in wide {
                            bytes.extend_from_slice(&w.to_le_bytes());
                        }
                        let value = BigInt::from_signed_bytes_le(&bytes);
                        let signedness = if unsigned {
                            Signedness::Unsigned
                        } else {
                            Signedness::Signed
                        };
                        let v = normalize_big(&value, width, signedness);
                        self.out.push_str(&v.to_string());
                    }
                    (Scalar::Float(_), _) => self.out.push('0'),
                }
            }
        }
        self.out.push('>');
    }
}

impl AsmWriter<'_> {
    /// True if a dense elements attribute of type `ty` is elided (see
    /// [`AsmWriter::elide_elements_above`]).
    fn elided(&self, ty: Type, splat: bool) -> bool {
        match self.elide_elements_above {
            Some(limit) if !splat => {
                shape_of(self.ctx, ty).is_some_and(|(shape, _)| num_elements(shape) > limit)
            }
            _ => false,
        }
    }
}

/// The shape and element type of a shaped type, if it is one.
fn shape_of(ctx: &Context, ty: Type) -> Option<(&[i64], Type)> {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { shape, element, .. }
        | TypeData::Vector { shape, element, .. }
        | TypeData::MemRef { shape, element, .. } => Some((shape, *element)),
        TypeData::UnrankedTensor { element } | TypeData::UnrankedMemRef { element, .. } => {
            Some((&[], *element))
        }
        _ => None,
    }
}

impl AsmWriter<'_> {
    /// Prints the body of `dense<…>` for integers, floats and complex
    /// numbers.
    fn write_dense_elements(&mut self, ty: Type, splat: bool, values: &[u128]) {
        let (shape, element) = shape_of(self.ctx, ty).unwrap_or((&[], ty));
        let (scalar, complex) = self.scalar_of(element);
        let width = scalar.bit_width();
        // Entries per scalar (several for integers wider than 128 bits)
        // and per element.
        let words = match scalar {
            Scalar::Int { width, .. } => dense_elements_words(width),
            Scalar::Float(_) => 1,
        };
        let per = words * if complex { 2 } else { 1 };
        let num = num_elements(shape);
        let get = |i: usize| values.get(i).copied().unwrap_or(0);
        let scalar_at = |w: &mut Self, i: usize| {
            if words == 1 {
                w.write_scalar(scalar, get(i));
            } else if let Scalar::Int { width, unsigned } = scalar {
                let stored = values.get(i..i + words).unwrap_or(&[]);
                let signedness = if unsigned {
                    Signedness::Unsigned
                } else {
                    Signedness::Signed
                };
                let v = wide_value(stored, width, signedness);
                w.out.push_str(&v.to_string());
            }
        };
        // MLIR treats one element, or all-equal elements, as a splat; a
        // zero-width element type never is one.
        let is_splat = width != 0
            && (splat
                || num == 1
                || (values.len() >= per
                    && values.chunks(per).all(|c| {
                        c.iter()
                            .zip(&values[..per])
                            .all(|(a, b)| mask(*a, width) == mask(*b, width))
                    })));
        let mut write_elt = |w: &mut Self, idx: u64| {
            let base = (idx as usize).saturating_mul(per);
            if complex {
                w.out.push('(');
                scalar_at(w, base);
                w.out.push(',');
                scalar_at(w, base + words);
                w.out.push(')');
            } else {
                scalar_at(w, base);
            }
        };
        if is_splat {
            write_elt(self, 0);
            return;
        }
        if num > HEX_THRESHOLD && self.dense_hex {
            let scalars = num.saturating_mul((per / words) as u64);
            self.write_dense_hex(width, words, scalars, values);
            return;
        }
        self.write_nested_elements(shape, num, &mut write_elt);
    }

    /// Prints `"0x…"`: the `count` scalars (each `words` entries) in
    /// MLIR's raw little-endian storage.
    fn write_dense_hex(&mut self, width: u32, words: usize, count: u64, values: &[u128]) {
        self.out.push_str("\"0x");
        let count = usize::try_from(count).unwrap_or(usize::MAX);
        let get = |i: usize| values.get(i).copied().unwrap_or(0);
        if words > 1 {
            // Wide integers: `width / 8` bytes (rounded up) of each.
            let bytes = width.div_ceil(8) as usize;
            for i in 0..count {
                for b in 0..bytes {
                    let word = get(i * words + b / 16);
                    let mut byte = (word >> (8 * (b % 16))) as u8;
                    // Bits past the width are zero in MLIR's storage.
                    let past = (8 * (b as u32 + 1)).saturating_sub(width);
                    if past > 0 {
                        byte &= 0xFF >> past;
                    }
                    push_hex_byte(&mut self.out, byte);
                }
            }
            self.out.push('"');
            return;
        }
        if width == 1 {
            let mut i = 0;
            while i < count {
                let mut byte = 0u8;
                for bit in 0..8 {
                    if i + bit < count && get(i + bit) & 1 != 0 {
                        byte |= 1 << bit;
                    }
                }
                push_hex_byte(&mut self.out, byte);
                i += 8;
            }
        } else {
            let bytes = width.div_ceil(8) as usize;
            self.out.reserve(count.saturating_mul(bytes * 2));
            if bytes <= 16 {
                // Each element's digits appended at once.
                for &v in values.iter().take(count) {
                    push_hex_le(&mut self.out, mask(v, width), bytes);
                }
                for _ in values.len()..count {
                    push_hex_le(&mut self.out, 0, bytes);
                }
            } else {
                for i in 0..count {
                    let v = mask(get(i), width);
                    for b in 0..bytes {
                        let byte = if b < 16 { (v >> (8 * b)) as u8 } else { 0 };
                        push_hex_byte(&mut self.out, byte);
                    }
                }
            }
        }
        self.out.push('"');
    }

    /// Prints `num` elements as nested lists following `shape`
    /// (`printDenseElementsAttrImpl`); nothing for zero elements.
    fn write_nested_elements(
        &mut self,
        shape: &[i64],
        num: u64,
        write_elt: &mut dyn FnMut(&mut Self, u64),
    ) {
        if num == 0 {
            return;
        }
        let rank = shape.len();
        if rank == 0 {
            write_elt(self, 0);
            return;
        }
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for idx in 0..num {
            if idx != 0 {
                self.out.push_str(", ");
            }
            while open < rank {
                self.out.push('[');
                open += 1;
            }
            write_elt(self, idx);
            // Bump the mixed-radix counter, closing a bracket per rollover.
            counter[rank - 1] += 1;
            for i in (1..rank).rev() {
                if counter[i] >= shape[i] {
                    counter[i] = 0;
                    counter[i - 1] += 1;
                    open -= 1;
                    self.out.push(']');
                }
            }
        }
        for _ in 0..open {
            self.out.push(']');
        }
    }

    /// Prints the body of `dense<…>` for strings.
    fn write_dense_strings(&mut self, ty: Type, splat: bool, values: &[Box<[u8]>]) {
        let (shape, _) = shape_of(self.ctx, ty).unwrap_or((&[], ty));
        let num = num_elements(shape);
        let is_splat =
            splat || num == 1 || (!values.is_empty() && values.iter().all(|v| *v == values[0]));
        let mut write_elt = |w: &mut Self, idx: u64| {
            let s = usize::try_from(idx)
                .ok()
                .and_then(|i| values.get(i))
                .map_or(&[][..], |v| &v[..]);
            push_string_literal(&mut w.out, s);
        };
        if is_splat {
            write_elt(self, 0);
            return;
        }
        self.write_nested_elements(shape, num, &mut write_elt);
    }
}

/// Number of elements of a shape (dynamic or negative dimensions count as
/// zero).
fn num_elements(shape: &[i64]) -> u64 {
    shape.iter().fold(1u64, |acc, &d| {
        acc.saturating_mul(u64::try_from(d).unwrap_or(0))
    })
}
