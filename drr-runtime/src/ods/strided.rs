//! MLIR's `MemRefType::isStrided()` (ODS's `HasStridesPred`, the check of
//! `AnyStridedMemRef` / `StridedMemRefOf`).
//!
//! A ranked memref is strided when its layout is the identity (no layout
//! attribute), a `strided<…>` layout, or an affine map MLIR can read
//! strides and an offset from: the identity map, or a single-result map
//! whose expression is a sum of terms `dim * factor`, symbols and constants
//! (`(d0, d1)[s0] -> (d0 * 16 + d1 + s0)`). MLIR walks the expression the
//! way `strides_extractable` does (`extractStrides` in
//! `BuiltinTypes.cpp`): a `floordiv`, `ceildiv` or `mod` it visits makes
//! the layout non-strided, as does a map with several results that is not
//! the identity (`(d0, d1) -> (d1, d0)`).
//!
//! Layouts are kept as their text in MLIR's printed (canonical) form, so
//! the expression is read from that text; MLIR simplifies it again before
//! the walk, which changes nothing for a printed canonical form. A layout
//! attribute of another dialect (a custom `MemRefLayoutAttrInterface`) is
//! not known here and counts as not strided.

use crate::{AttrData, Context, Type, TypeData};

/// True if `ty` is a ranked memref whose layout is strided (MLIR's
/// `MemRefType::isStrided()`); false for any other type.
pub fn is_strided_memref(ctx: &Context, ty: Type) -> bool {
    let TypeData::MemRef { layout, .. } = ctx.type_data(ty) else {
        return false;
    };
    let Some(layout) = layout else {
        return true;
    };
    match ctx.attr_data(*layout) {
        AttrData::Opaque(text) => is_strided_layout(text),
        _ => false,
    }
}

/// True for the text of a strided layout attribute (`strided<…>`, or an
/// `affine_map<…>` with extractable strides).
pub fn is_strided_layout(text: &str) -> bool {
    if text.starts_with("strided<") {
        return true;
    }
    let Some(body) = text
        .strip_prefix("affine_map<")
        .and_then(|t| t.strip_suffix('>'))
    else {
        return false;
    };
    let Some(map) = AffineMap::parse(body) else {
        return false;
    };
    if map.is_identity() {
        return true;
    }
    match map.results.as_slice() {
        [e] => strides_extractable(e),
        _ => false,
    }
}

/// An affine expression.
#[derive(Debug, Clone, PartialEq)]
enum Expr {
    Dim(usize),
    Sym(usize),
    Const(i64),
    Add(Box<Expr>, Box<Expr>),
    Mul(Box<Expr>, Box<Expr>),
    /// `floordiv`, `ceildiv`, `mod`.
    Div(Box<Expr>, Box<Expr>),
}

impl Expr {
    fn is_symbolic_or_constant(&self) -> bool {
        match self {
            Expr::Dim(_) => false,
            Expr::Sym(_) | Expr::Const(_) => true,
            Expr::Add(a, b) | Expr::Mul(a, b) | Expr::Div(a, b) => {
                a.is_symbolic_or_constant() && b.is_symbolic_or_constant()
            }
        }
    }
}

/// MLIR's `extractStrides` reduced to its success: terms succeed, an
/// addition needs both sides, a product follows its side that holds the
/// dimensions, a division or modulo fails. Iterative (the text's nesting
/// is the user's).
fn strides_extractable(e: &Expr) -> bool {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match e {
            Expr::Dim(_) | Expr::Sym(_) | Expr::Const(_) => {}
            Expr::Div(..) => return false,
            Expr::Add(a, b) => {
                stack.push(a);
                stack.push(b);
            }
            Expr::Mul(a, b) => {
                if matches!(**a, Expr::Dim(_)) {
                    continue;
                }
                stack.push(if a.is_symbolic_or_constant() { b } else { a });
            }
        }
    }
    true
}

/// `(d0, …)[s0, …] -> (e0, …)`.
struct AffineMap {
    dims: usize,
    results: Vec<Expr>,
}

impl AffineMap {
    fn parse(text: &str) -> Option<AffineMap> {
        let toks = tokenize(text)?;
        let mut p = Parser { toks, pos: 0 };
        let dims = p.id_list('(', ')', 'd')?;
        if p.peek() == Some(&Tok::Punct('[')) {
            p.id_list('[', ']', 's')?;
        }
        p.expect(Tok::Arrow)?;
        p.expect(Tok::Punct('('))?;
        let mut results = Vec::new();
        if p.peek() != Some(&Tok::Punct(')')) {
            loop {
                results.push(p.expr()?);
                if p.peek() == Some(&Tok::Punct(',')) {
                    p.pos += 1;
                } else {
                    break;
                }
            }
        }
        p.expect(Tok::Punct(')'))?;
        (p.pos == p.toks.len()).then_some(AffineMap { dims, results })
    }

    fn is_identity(&self) -> bool {
        self.dims == self.results.len()
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == Expr::Dim(i))
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Dim(usize),
    Sym(usize),
    Int(i64),
    Punct(char),
    Arrow,
    Kw(&'static str),
}

fn tokenize(text: &str) -> Option<Vec<Tok>> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'-' && b.get(i + 1) == Some(&b'>') {
            out.push(Tok::Arrow);
            i += 2;
        } else if b"()[],+-*".contains(&c) {
            out.push(Tok::Punct(c as char));
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            out.push(Tok::Int(text[start..i].parse().ok()?));
        } else if c.is_ascii_alphabetic() {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let word = &text[start..i];
            out.push(match word {
                "floordiv" => Tok::Kw("floordiv"),
                "ceildiv" => Tok::Kw("ceildiv"),
                "mod" => Tok::Kw("mod"),
                w if w.starts_with('d') => Tok::Dim(w[1..].parse().ok()?),
                w if w.starts_with('s') => Tok::Sym(w[1..].parse().ok()?),
                _ => return None,
            });
        } else {
            return None;
        }
    }
    Some(out)
}

struct Parser {
    toks: Vec<Tok>,
    pos: usize,
}

/// Deepest parenthesized nesting read (the text is a type the user wrote).
const MAX_DEPTH: usize = 256;

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn expect(&mut self, t: Tok) -> Option<()> {
        (self.peek() == Some(&t)).then(|| self.pos += 1)
    }

    /// `(d0, d1)` / `[s0]`: the number of identifiers.
    fn id_list(&mut self, open: char, close: char, kind: char) -> Option<usize> {
        self.expect(Tok::Punct(open))?;
        let mut n = 0;
        while self.peek() != Some(&Tok::Punct(close)) {
            match (self.peek()?, kind) {
                (Tok::Dim(i), 'd') | (Tok::Sym(i), 's') if *i == n => n += 1,
                _ => return None,
            }
            self.pos += 1;
            if self.peek() == Some(&Tok::Punct(',')) {
                self.pos += 1;
            }
        }
        self.pos += 1;
        Some(n)
    }

    fn expr(&mut self) -> Option<Expr> {
        self.sum(0)
    }

    fn sum(&mut self, depth: usize) -> Option<Expr> {
        let mut lhs = self.product(depth)?;
        loop {
            match self.peek() {
                Some(Tok::Punct('+')) => {
                    self.pos += 1;
                    let rhs = self.product(depth)?;
                    lhs = Expr::Add(Box::new(lhs), Box::new(rhs));
                }
                // `a - b` is `a + b * -1`.
                Some(Tok::Punct('-')) => {
                    self.pos += 1;
                    let rhs = self.product(depth)?;
                    let neg = Expr::Mul(Box::new(rhs), Box::new(Expr::Const(-1)));
                    lhs = Expr::Add(Box::new(lhs), Box::new(neg));
                }
                _ => return Some(lhs),
            }
        }
    }

    fn product(&mut self, depth: usize) -> Option<Expr> {
        let mut lhs = self.unary(depth)?;
        loop {
            match self.peek() {
                Some(Tok::Punct('*')) => {
                    self.pos += 1;
                    let rhs = self.unary(depth)?;
                    lhs = Expr::Mul(Box::new(lhs), Box::new(rhs));
                }
                Some(Tok::Kw(_)) => {
                    self.pos += 1;
                    let rhs = self.unary(depth)?;
                    lhs = Expr::Div(Box::new(lhs), Box::new(rhs));
                }
                _ => return Some(lhs),
            }
        }
    }

    fn unary(&mut self, depth: usize) -> Option<Expr> {
        if depth > MAX_DEPTH {
            return None;
        }
        let t = self.peek()?.clone();
        self.pos += 1;
        match t {
            Tok::Dim(i) => Some(Expr::Dim(i)),
            Tok::Sym(i) => Some(Expr::Sym(i)),
            Tok::Int(v) => Some(Expr::Const(v)),
            // `-e` is `e * -1`.
            Tok::Punct('-') => {
                let e = self.unary(depth + 1)?;
                Some(Expr::Mul(Box::new(e), Box::new(Expr::Const(-1))))
            }
            Tok::Punct('(') => {
                let e = self.sum(depth + 1)?;
                self.expect(Tok::Punct(')'))?;
                Some(e)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::is_strided_layout;

    #[test]
    fn layouts() {
        for (text, strided) in [
            ("strided<[4, 1], offset: ?>", true),
            ("affine_map<(d0, d1) -> (d0, d1)>", true),
            ("affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>", true),
            (
                "affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>",
                true,
            ),
            ("affine_map<(d0) -> (d0 * -2 + 7)>", true),
            ("affine_map<(d0, d1) -> (d0 - d1)>", true),
            ("affine_map<(d0, d1) -> (d1, d0)>", false),
            ("affine_map<(d0) -> (d0 floordiv 2)>", false),
            ("affine_map<(d0, d1) -> (d0 * 4 + d1 mod 4)>", false),
            ("affine_map<(d0, d1) -> ((d0 + d1) * 4)>", true),
            ("affine_map<(d0, d1)[s0] -> (d0 * (s0 mod 4) + d1)>", true),
            ("#foo.layout", false),
        ] {
            assert_eq!(is_strided_layout(text), strided, "{text}");
        }
    }
}
