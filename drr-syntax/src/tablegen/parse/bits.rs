//! TableGen's `bits` syntax: bits initializers `{a, b, …}`, bit slices
//! `x{7...4}` and `let field{3-0} = value;`.
//!
//! ```text
//! bitsinit  := "{" bitpart ("," bitpart)* "}"
//! bitpart   := BINARY-INT | value
//! slice     := postfix "{" positions "}"
//! positions := position ("," position)*
//! position  := ["+"] INT [("-" | "...") ["+"] INT]
//! ```
//!
//! Braces hold Rust code elsewhere, so they are read as bits only where
//! Rust code could not mean anything: after a value or a `let`'s field
//! name, braces holding bit positions alone (integers, `,`, `-`, `...`,
//! `+`); in a value position, braces holding a single integer or `?`, or
//! parts separated by top-level commas (which a Rust block cannot have).

use proc_macro2::{Delimiter, Group, TokenTree};

use super::{PResult, Parser};
use crate::tablegen::ast::*;

/// The most bits a position may name (TableGen's `bits<N>` are at most
/// this wide in practice; a larger position is a typo).
const MAX_BIT: i128 = 65535;

/// True if `g` is `{…}` holding bit positions only.
pub(super) fn is_positions(g: &Group) -> bool {
    if g.delimiter() != Delimiter::Brace {
        return false;
    }
    let toks: Vec<TokenTree> = g.stream().into_iter().collect();
    let first_ok = match toks.first() {
        Some(TokenTree::Literal(_)) => true,
        Some(TokenTree::Punct(p)) => p.as_char() == '+',
        _ => false,
    };
    first_ok
        && toks.iter().all(|t| match t {
            TokenTree::Literal(l) => is_plain_int(l),
            TokenTree::Punct(p) => matches!(p.as_char(), ',' | '-' | '.' | '+'),
            _ => false,
        })
}

/// An integer literal without a suffix (`5i32` is a name to TableGen).
fn is_plain_int(l: &proc_macro2::Literal) -> bool {
    matches!(syn::Lit::new(l.clone()), syn::Lit::Int(i) if i.suffix().is_empty())
}

impl Parser<'_> {
    /// The bit positions in `g` (see [`is_positions`]), as written: a range
    /// `7...4` (or TableGen's older `7-4`) is each position from the first
    /// to the last.
    pub(super) fn bit_positions(&mut self, g: &Group) -> PResult<Vec<u32>> {
        let mut p = self.sub(g);
        let mut out = Vec::new();
        while !p.at_end() {
            let a = p.bit_position()?;
            let b = if p.is_punct('-') {
                p.pos += 1;
                Some(p.bit_position()?)
            } else if p.is_ellipsis() {
                p.pos += 3;
                Some(p.bit_position()?)
            } else {
                None
            };
            match b {
                Some(b) if a <= b => out.extend(a..=b),
                Some(b) => out.extend((b..=a).rev()),
                None => out.push(a),
            }
            if p.is_punct(',') {
                p.pos += 1;
            } else if !p.at_end() {
                return Err(p.expected("expected `,` between bit positions"));
            }
        }
        if out.is_empty() {
            return Err(syn::Error::new(g.span(), "expected bit positions in `{…}`"));
        }
        Ok(out)
    }

    fn bit_position(&mut self) -> PResult<u32> {
        let span = self.span_here();
        match self.int_lit()? {
            Expr::Int(v, _) if (0..=MAX_BIT).contains(&v) => Ok(v as u32),
            _ => Err(syn::Error::new(
                span,
                format!("a bit position is an integer from 0 to {MAX_BIT}"),
            )),
        }
    }

    /// `{…}` in a value position as a bits initializer, or `None` if the
    /// braces hold Rust code.
    pub(super) fn bits_init(&mut self, g: &Group) -> Option<PResult<Expr>> {
        let toks: Vec<TokenTree> = g.stream().into_iter().collect();
        let comma = toks
            .iter()
            .any(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','));
        let single = match toks.as_slice() {
            [TokenTree::Literal(l)] => is_plain_int(l),
            [TokenTree::Punct(p)] => p.as_char() == '?',
            _ => false,
        };
        if !comma && !single {
            return None;
        }
        Some(self.bits_parts(g))
    }

    fn bits_parts(&mut self, g: &Group) -> PResult<Expr> {
        self.enter(g.span())?;
        let mut p = self.sub(g);
        let mut parts = Vec::new();
        while !p.at_end() {
            parts.push(match p.binary_literal() {
                Some(bits) => bits,
                None => p.value()?,
            });
            if p.is_punct(',') {
                p.pos += 1;
            } else if !p.at_end() {
                return Err(p.expected("expected `,` between the parts of a bits initializer"));
            }
        }
        Ok(Expr::Bits(Box::new(BitsExpr::Init(parts, g.span()))))
    }

    /// A binary literal `0b0110` as its digits (TableGen gives it as many
    /// bits as it has digits).
    pub(super) fn binary_literal(&mut self) -> Option<Expr> {
        let Some(TokenTree::Literal(l)) = self.peek() else {
            return None;
        };
        let text = l.to_string();
        let digits = text.strip_prefix("0b")?.replace('_', "");
        if digits.is_empty() || !digits.chars().all(|c| c == '0' || c == '1') {
            return None;
        }
        let span = l.span();
        self.pos += 1;
        let bits = digits
            .chars()
            .map(|c| Expr::Int((c == '1') as i128, span))
            .collect();
        Some(Expr::Bits(Box::new(BitsExpr::Init(bits, span))))
    }
}
