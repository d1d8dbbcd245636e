//! TableGen's `bits` values: bits initializers, bit slices and `let`s of
//! some of a field's bits.
//!
//! Representation: a `bits<N>` value whose bits are all 0 or 1 is an
//! integer ([`Value::Int`]), as everywhere else in the evaluator; one with
//! an unset bit (`?`) is the list of its N bits, most significant first
//! ([`Value::List`] of [`Value::Bit`]s and [`Value::Unset`]s). Only
//! fields and template arguments of type `bits<N>` hold such lists. A
//! single bit taken from a value (`x{3}`) is a [`Value::Bit`] (or `?`).
//!
//! As in TableGen, a bit of the record's own field that is unset where a
//! `bits` value takes it (`{ P, Q }`, `Inst{3...0}`, `let Inst{1} = P;`)
//! stays a reference ([`Value::BitRef`]): once the record is complete each
//! reference whose bit got a value takes it, the others print by name
//! (`{ 1, 1, P, Q }`).

use std::rc::Rc;

use proc_macro2::Span;
use syn::Ident;

use super::{EResult, Eval, err};
use crate::tablegen::ast::{BitsExpr, Expr, TypeExpr};
use crate::tablegen::value::{RecId, Value};

/// The widest `bits<N>` handled bit by bit.
const MAX_WIDTH: usize = crate::tablegen::MAX_BITS_WIDTH;

/// The widest value folded back into an integer (TableGen's `int` is
/// 64-bit).
const MAX_INT_BITS: usize = 64;

impl Eval<'_> {
    /// Evaluates a `bits` expression.
    pub(super) fn bits_expr(&mut self, b: &BitsExpr) -> EResult<Value> {
        match b {
            BitsExpr::Init(parts, span) => {
                let bits = self.init_bits(parts)?;
                Ok(collapse(bits, *span))
            }
            BitsExpr::Slice(e, positions, span) => {
                let bits = self.slice_bits(e, positions, *span)?;
                if let [one] = bits.as_slice() {
                    // A bit alone is its value: an unset one is `?`.
                    return Ok(match one {
                        Value::BitRef(_, _, s) => Value::Unset(*s),
                        other => other.clone(),
                    });
                }
                Ok(collapse(bits, *span))
            }
            BitsExpr::Let(name, positions, e) => self.let_bits(name, positions, e),
        }
    }

    /// The bits of an initializer's parts, most significant first.
    fn init_bits(&mut self, parts: &[Expr]) -> EResult<Vec<Value>> {
        let mut bits = Vec::new();
        for p in parts {
            bits.extend(self.part_bits(p, None)?);
        }
        Ok(bits)
    }

    /// The bits of `p`, `width` of them if given (else as many as `p` has),
    /// with references for the unset bits of the record's own fields.
    fn part_bits(&mut self, p: &Expr, width: Option<usize>) -> EResult<Vec<Value>> {
        let bits = match p {
            Expr::Bits(b) => match &**b {
                BitsExpr::Init(inner, _) => Some(self.init_bits(inner)?),
                BitsExpr::Slice(e, positions, span) => Some(self.slice_bits(e, positions, *span)?),
                BitsExpr::Let(..) => None,
            },
            _ => None,
        };
        let bits = match bits {
            Some(bits) => bits,
            None => {
                let v = self.expr(p)?;
                let w = match width {
                    Some(w) => w,
                    None => self.part_width(p, &v)?,
                };
                let mut bits = to_bits(&v, w, p.span())?;
                if let Some((name, is_bit)) = self.own_field(p) {
                    let n = bits.len();
                    for (k, b) in bits.iter_mut().enumerate() {
                        if let Value::Unset(s) = b {
                            let bit = (!is_bit).then_some((n - 1 - k) as u32);
                            *b = Value::BitRef(name.clone(), bit, *s);
                        }
                    }
                }
                return Ok(bits);
            }
        };
        match width {
            Some(w) if w != bits.len() => to_bits(&Value::List(bits.into(), p.span()), w, p.span()),
            _ => Ok(bits),
        }
    }

    /// The listed bits of `e`, most significant first, with references for
    /// the unset bits of the record's own field.
    fn slice_bits(&mut self, e: &Expr, positions: &[u32], span: Span) -> EResult<Vec<Value>> {
        let v = self.expr(e)?;
        let width = self.field_width(e);
        let own = self.own_field(e).filter(|(_, is_bit)| !is_bit);
        let mut out = Vec::with_capacity(positions.len());
        for &p in positions {
            if let Some(w) = width
                && p as usize >= w
            {
                return err(
                    span,
                    format!("`{{…}}` names bit {p}, past the end of a `bits<{w}>` value"),
                );
            }
            let b = bit_of(&v, p, span)?;
            out.push(match (&b, &own) {
                (Value::Unset(s), Some((name, _))) => Value::BitRef(name.clone(), Some(p), *s),
                _ => b,
            });
        }
        Ok(out)
    }

    /// The name of the record's own `bits<N>` (false) or `bit` (true)
    /// field that `e` names.
    fn own_field(&self, e: &Expr) -> Option<(Rc<str>, bool)> {
        let Expr::Name(path) = e else {
            return None;
        };
        let name = path.as_ident()?.to_string();
        let f = self.records[self.current?].field(&name)?;
        match f.ty {
            TypeExpr::Bits(_) => Some((name.into(), false)),
            TypeExpr::Bit => Some((name.into(), true)),
            _ => None,
        }
    }

    /// Replaces the references of record `id`'s `bits` fields whose bit
    /// now has a value (a `let` after the one that made the reference).
    pub(super) fn resolve_bit_refs(&mut self, id: RecId) {
        let rec = &self.records[id];
        let mut updates = Vec::new();
        for (i, f) in rec.fields.iter().enumerate() {
            let Value::List(items, span) = &f.value else {
                continue;
            };
            if !items.iter().any(|b| matches!(b, Value::BitRef(..))) {
                continue;
            }
            let bits: Vec<Value> = items
                .iter()
                .map(|b| match b {
                    Value::BitRef(name, bit, s) => rec
                        .field(name)
                        .and_then(|g| bit_of(&g.value, bit.unwrap_or(0), *s).ok())
                        .filter(|v| matches!(v, Value::Bit(..)))
                        .unwrap_or_else(|| b.clone()),
                    other => other.clone(),
                })
                .collect();
            updates.push((i, collapse(bits, *span)));
        }
        for (i, v) in updates {
            self.records[id].fields[i].value = v;
        }
    }

    /// How many bits a part of an initializer gives: a slice as many as it
    /// names, a `bits<N>` field N, a bit or `0`/`1` one.
    fn part_width(&self, p: &Expr, v: &Value) -> EResult<usize> {
        if let Expr::Bits(b) = p
            && let BitsExpr::Slice(_, positions, _) = &**b
        {
            return Ok(positions.len());
        }
        if let Some(w) = self.field_width(p) {
            return Ok(w);
        }
        match v {
            Value::List(items, _) if is_bits(items) => Ok(items.len()),
            Value::Bit(..) | Value::Unset(_) => Ok(1),
            Value::Int(0 | 1, _) => Ok(1),
            other => err(
                p.span(),
                format!(
                    "the width of this part of the bits initializer is not known ({}): write its bits (`{{1, 0}}`, `0b10`) or name a `bits<N>` field",
                    other.describe()
                ),
            ),
        }
    }

    /// Checks that a bits initializer given to a `bits<N>` field has N
    /// bits, as TableGen does (a wrong count would silently drop or pad
    /// bits). Parts whose width is known only from their value are not
    /// counted: such an initializer is not checked.
    pub(super) fn check_bits_width(&self, ty: &TypeExpr, name: &Ident, e: &Expr) -> EResult<()> {
        let (TypeExpr::Bits(n), Expr::Bits(b)) = (ty, e) else {
            return Ok(());
        };
        let BitsExpr::Init(parts, span) = &**b else {
            return Ok(());
        };
        match self.static_width(parts) {
            Some(w) if w != *n as usize => err(
                *span,
                format!(
                    "`bits<{n}> {name}` is given {w} bits: a bits initializer has as many bits as its field"
                ),
            ),
            _ => Ok(()),
        }
    }

    /// The number of bits of an initializer's parts, if it is known without
    /// evaluating them.
    fn static_width(&self, parts: &[Expr]) -> Option<usize> {
        let mut w = 0;
        for p in parts {
            w += match p {
                Expr::Bits(b) => match &**b {
                    BitsExpr::Init(inner, _) => self.static_width(inner)?,
                    BitsExpr::Slice(_, positions, _) => positions.len(),
                    BitsExpr::Let(..) => return None,
                },
                Expr::Int(0 | 1, _) | Expr::Bool(..) | Expr::Unset(_) => 1,
                Expr::Name(_) => self.field_width(p)?,
                _ => return None,
            };
        }
        Some(w)
    }

    /// The number of bits of `e` where its value is a `bits<N>` (TableGen
    /// shows it as bits, `{ 0, 1, 0, 1 }`, not as the integer drr holds): a
    /// bits initializer, a bit slice, a `bits<N>` template argument of the
    /// class being instantiated or a `bits<N>` field of the current record.
    pub(crate) fn bits_width_of(&self, e: &Expr) -> Option<usize> {
        match e {
            Expr::Bits(b) => match &**b {
                BitsExpr::Init(parts, _) => self.static_width(parts),
                BitsExpr::Slice(_, positions, _) => Some(positions.len()),
                BitsExpr::Let(..) => None,
            },
            Expr::Name(path) => {
                let name = path.as_ident()?.to_string();
                if let Some((_, n)) = self.bits_params.iter().rev().find(|(p, _)| *p == name) {
                    return Some(*n as usize);
                }
                if self.lookup_var(&name).is_some() {
                    return None;
                }
                if let Some(cur) = self.current
                    && let Some(f) = self.records[cur].field(&name)
                {
                    return match f.ty {
                        TypeExpr::Bits(n) => Some(n as usize),
                        _ => None,
                    };
                }
                self.bits_globals.get(&name).map(|&n| n as usize)
            }
            Expr::Bang(b) => match (b.name.to_string().as_str(), &b.ty, b.args.as_slice()) {
                ("cast", Some(TypeExpr::Bits(n)), _) => Some(*n as usize),
                ("if", _, [_, t, e]) => {
                    let w = self.bits_width_of(t)?;
                    (self.bits_width_of(e) == Some(w)).then_some(w)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The number of bits of `e` if it names a `bits<N>` or `bit` field of
    /// the current record.
    fn field_width(&self, e: &Expr) -> Option<usize> {
        let f = match e {
            Expr::Name(path) => self.records[self.current?].field(&path.as_ident()?.to_string())?,
            // A field of another record: `{Other.B, x.B}`.
            Expr::Field(base, name) => {
                self.records[self.record_of(base)?].field(&name.to_string())?
            }
            _ => return None,
        };
        match f.ty {
            TypeExpr::Bits(n) => Some(n as usize),
            TypeExpr::Bit => Some(1),
            _ => None,
        }
    }

    /// The record `e` names when TableGen knows it as it parses: a record,
    /// a top-level `defvar` bound to one, or a field holding one (`a.b`).
    /// Not a template argument, a loop variable or a field of the record
    /// being defined, whose parts TableGen rejects ("Element #0 (W:i.B) is
    /// not convertable to a bit").
    fn record_of(&self, e: &Expr) -> Option<RecId> {
        let v = match e {
            Expr::Name(path) => {
                let id = path.as_ident()?;
                if self.is_local_name(id) {
                    return None;
                }
                self.lookup(id)?
            }
            Expr::Field(base, name) => self.records[self.record_of(base)?]
                .field(&name.to_string())?
                .value
                .clone(),
            // `!cast<Item>("Z")`: a record named by a string literal.
            Expr::Bang(b) if b.name == "cast" && b.ty.is_some() => match b.args.as_slice() {
                [Expr::Str(name, _)] => return self.def_index.get(name.as_str()).copied(),
                _ => return None,
            },
            _ => return None,
        };
        match v {
            Value::Rec(r, _) => Some(r),
            _ => None,
        }
    }

    /// `let name{positions} = e;` on the current record: the field's new
    /// value. The value is evaluated at once (not bound late): the other
    /// bits of the field stay as they are.
    fn let_bits(&mut self, name: &Ident, positions: &[u32], e: &Expr) -> EResult<Value> {
        let Some(cur) = self.current else {
            return err(
                name.span(),
                "`let NAME{…}` sets bits of a field of a record",
            );
        };
        let Some(f) = self.records[cur].field(&name.to_string()) else {
            return err(
                name.span(),
                format!(
                    "`let {name}{{…}}`: this record has no field `{name}` (declare it in a class: `bits<N> {name};`)"
                ),
            );
        };
        let width = match f.ty {
            TypeExpr::Bits(n) => n as usize,
            ref other => {
                return err(
                    name.span(),
                    format!(
                        "`let {name}{{…}}` sets bits of a `bits<N>` field; `{name}` is `{}`",
                        other.display()
                    ),
                );
            }
        };
        let mut bits = to_bits(&f.value.clone(), width, name.span())?;
        let saved = std::mem::replace(&mut self.tracking_reads, 0);
        let new = self.part_bits(e, Some(positions.len()));
        self.tracking_reads = saved;
        let new = new?;
        for (&p, b) in positions.iter().zip(new) {
            let Some(i) = (width).checked_sub(p as usize + 1) else {
                return err(
                    name.span(),
                    format!("bit {p} of `{name}`, which has {width} bits"),
                );
            };
            bits[i] = b;
        }
        Ok(collapse(bits, name.span()))
    }
}

/// True if `items` are bits (a `bits<N>` value with unset bits).
fn is_bits(items: &[Value]) -> bool {
    items
        .iter()
        .all(|b| matches!(b, Value::Bit(..) | Value::Unset(_) | Value::BitRef(..)))
}

/// Bit `p` (0: the least significant) of `v`.
fn bit_of(v: &Value, p: u32, span: Span) -> EResult<Value> {
    match v {
        Value::Int(i, s) if p < 64 => Ok(Value::Bit((i >> p) & 1 == 1, *s)),
        Value::Bit(..) if p == 0 => Ok(v.clone()),
        Value::Unset(s) => Ok(Value::Unset(*s)),
        Value::List(items, _) if is_bits(items) && (p as usize) < items.len() => {
            Ok(items[items.len() - 1 - p as usize].clone())
        }
        Value::Int(..) | Value::Bit(..) | Value::List(..) => {
            err(span, format!("bit {p} is past the end of the value"))
        }
        other => err(
            span,
            format!(
                "`{{…}}` takes bits of a `bits<N>`, `bit` or `int` value, found {}",
                other.describe()
            ),
        ),
    }
}

/// `v` as `width` bits, most significant first (an integer truncated to
/// its `width` low bits, as TableGen converts it).
fn to_bits(v: &Value, width: usize, span: Span) -> EResult<Vec<Value>> {
    if width > MAX_WIDTH {
        return err(
            span,
            format!("bits wider than {MAX_WIDTH} are not supported (found {width})"),
        );
    }
    Ok(match v {
        Value::Int(i, s) => (0..width)
            .rev()
            .map(|k| Value::Bit(k < 128 && (i >> k.min(127)) & 1 == 1, *s))
            .collect(),
        Value::Bit(b, s) => {
            let mut out = vec![Value::Bit(false, *s); width.saturating_sub(1)];
            out.push(Value::Bit(*b, *s));
            out
        }
        Value::Unset(s) => vec![Value::Unset(*s); width],
        Value::List(items, s) if is_bits(items) => {
            let mut out: Vec<Value> = items.to_vec();
            if out.len() > width {
                out.drain(..out.len() - width);
            }
            while out.len() < width {
                out.insert(0, Value::Bit(false, *s));
            }
            out
        }
        other => {
            return err(
                span,
                format!(
                    "expected bits (`{{1, 0}}`, an integer, `?`), found {}",
                    other.describe()
                ),
            );
        }
    })
}

/// Bits, most significant first, as the evaluator keeps them: an integer
/// if all are known, else the list.
fn collapse(bits: Vec<Value>, span: Span) -> Value {
    if bits.len() <= MAX_INT_BITS && bits.iter().all(|b| matches!(b, Value::Bit(..))) {
        let v = bits.iter().fold(0i128, |acc, b| {
            (acc << 1) | matches!(b, Value::Bit(true, _)) as i128
        });
        return Value::Int(v, span);
    }
    Value::List(bits.into(), span)
}
