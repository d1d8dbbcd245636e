//! `affine_map<…>` and `affine_set<…>` bodies read as MLIR's
//! `AffineParser` (`mlir/lib/AsmParser/AffineParser.cpp`) reads them.
//!
//! A body mlir-opt rejects is rejected with its message at its place:
//! identifiers defined twice or not at all, missing operands, unbalanced
//! parentheses, constants too large for `index`, and non-affine products
//! and divisions (`d0 * d1`, `d0 floordiv d1`). The parser builds the
//! expressions as MLIR's does, simplifying as they are built (see
//! `affine_expr`: `(d0 - d0) * d1` is `0 * d1`, affine; `a - b` is
//! `a + b * -1`, `-a` is `a * -1`, `a >= b` and `a == b` are `a - b >= 0`
//! and `a - b == 0`, `a <= b` is `b - a >= 0`, a set without constraints
//! is `0 == 0`), and [`check`] returns the map or set as MLIR prints it,
//! identifiers renamed `d0, d1, …` and `s0, s1, …`. The tokens are the
//! parser's own lexer's.
//!
//! Depth is not left to the input: parentheses and unary minuses nest at
//! most [`MAX_DEPTH`] levels (the parser's limit, with its message), and
//! an expression tree deeper than `affine_expr`'s `TREE_DEPTH` (a long
//! sum builds one level per term) is summarized by a leaf that remembers
//! only whether it is symbolic or constant, so that the simplifications,
//! the comparisons and the printing never recurse deeper than that. Such
//! a map or set is checked as well as the summaries allow (a dimension
//! that only the summarized part would cancel makes it non-affine here
//! and not in mlir-opt), and [`check`] does not print it: it is kept as
//! written, re-spaced (`affine_text`).

use super::affine_expr::{BinKind, ExprId, Exprs};
use super::lexer::{Kw, Lexer, Tok, Token};
use super::parse_attrs::parse_u64;
use super::parser::{MAX_DEPTH, TextStart, wrong_token_offset};

/// A failure: MLIR's message at a byte offset of the source.
pub(crate) struct AffineError {
    pub(crate) offset: u32,
    pub(crate) message: String,
}

type CResult<T> = Result<T, AffineError>;

/// The parser: MLIR's lexer tokens over the source, the identifiers in
/// scope.
struct Check<'a> {
    src: &'a [u8],
    lex: Lexer<'a>,
    tok: Token,
    /// Dimension and symbol names, in order, and what each stands for.
    /// (A map: a body may name any number of them, and a list searched
    /// per use made a map of 100,000 dimensions take 24 s.)
    ids: rustc_hash::FxHashMap<&'a [u8], ExprId>,
    /// The expressions built so far.
    exprs: Exprs,
    /// The numbers of dimensions and symbols.
    dims: u32,
    syms: u32,
    /// A map's results, or a set's constraints (`true` for `== 0`).
    results: Vec<(ExprId, bool)>,
    /// Parentheses and unary minuses open around the current operand.
    nesting: u32,
}

/// Checks the body of `affine_map<…>` (`set` false) or `affine_set<…>`
/// whose `<` is at `lt` of `src` (its offset, the 0-based line it is on
/// and where that line starts), through its closing `>`.
pub(crate) fn check(src: &[u8], lt: TextStart, set: bool) -> Result<Option<String>, AffineError> {
    // Lexed from the `<` on its line as the caller's lexer knows it: a
    // lexer started at the top and moved to `lt` would count the lines
    // before it, for every map of a file (quadratic in their number).
    let mut lex = Lexer::new_at(src, lt.offset, lt.line, lt.line_start);
    let first = lex.next_token();
    debug_assert_eq!(first.kind, Tok::Less);
    let tok = lex.next_token();
    let mut c = Check {
        src,
        lex,
        tok,
        ids: rustc_hash::FxHashMap::default(),
        exprs: Exprs::default(),
        dims: 0,
        syms: 0,
        results: Vec::new(),
        nesting: 0,
    };
    let start = c.tok.start();
    let is_set = c.map_or_set()?;
    if is_set != set {
        let message = if set {
            "expected IntegerSet, but got AffineMap"
        } else {
            "expected AffineMap, but got IntegerSet"
        };
        return Err(AffineError {
            offset: start,
            message: message.into(),
        });
    }
    let what = if set { "integer set" } else { "affine map" };
    c.expect(Tok::Greater, &format!("expected '>' in {what}"))?;
    Ok((!c.exprs.summarized()).then(|| c.print(set)))
}

impl<'a> Check<'a> {
    /// The map (`set` false) or set as MLIR prints it.
    fn print(&self, set: bool) -> String {
        use std::fmt::Write as _;
        // `d0, d1, …` or `s0, s1, …`.
        let names = |out: &mut String, prefix: char, n: u32| {
            for i in 0..n {
                let sep = if i == 0 { "" } else { ", " };
                let _ = write!(out, "{sep}{prefix}{i}");
            }
        };
        let mut out = String::from(if set { "affine_set<(" } else { "affine_map<(" });
        names(&mut out, 'd', self.dims);
        out.push(')');
        if self.syms > 0 {
            out.push('[');
            names(&mut out, 's', self.syms);
            out.push(']');
        }
        out.push_str(if set { " : (" } else { " -> (" });
        for (i, &(e, eq)) in self.results.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.exprs.print(e, &mut out);
            if set {
                out.push_str(if eq { " == 0" } else { " >= 0" });
            }
        }
        out.push_str(")>");
        out
    }

    fn consume(&mut self) {
        self.tok = self.lex.next_token();
    }

    fn is(&self, kind: Tok) -> bool {
        self.tok.kind == kind
    }

    fn consume_if(&mut self, kind: Tok) -> bool {
        let hit = self.is(kind);
        if hit {
            self.consume();
        }
        hit
    }

    fn spelling(&self) -> &'a [u8] {
        let src: &'a [u8] = self.src;
        &src[self.tok.start() as usize..self.tok.end() as usize]
    }

    /// The lexer's error when the current token is one (MLIR's lexer
    /// reports it as it reads the token, before the parser sees it).
    fn lex_error<T>(&self) -> Option<CResult<T>> {
        (self.tok.kind == Tok::Error).then(|| {
            Err(AffineError {
                offset: self.tok.start(),
                message: self.lex.error_message().into(),
            })
        })
    }

    /// MLIR's `emitError(message)`: at the current token (one byte back at
    /// the end of the input).
    fn error<T>(&self, message: &str) -> CResult<T> {
        if let Some(e) = self.lex_error() {
            return e;
        }
        let mut offset = self.tok.start();
        if self.is(Tok::Eof) {
            offset = offset.saturating_sub(1);
        }
        Err(AffineError {
            offset,
            message: message.into(),
        })
    }

    /// MLIR's `emitWrongTokenError`: after the previous token when the
    /// current one starts a later line.
    fn wrong<T>(&self, message: &str) -> CResult<T> {
        if let Some(e) = self.lex_error() {
            return e;
        }
        let offset =
            wrong_token_offset(self.src, self.tok.start() as usize, self.is(Tok::Eof)) as u32;
        Err(AffineError {
            offset,
            message: message.into(),
        })
    }

    fn expect(&mut self, kind: Tok, message: &str) -> CResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            self.wrong(message)
        }
    }

    /// MLIR's `parseCommaSeparatedList` with a delimiter: `(` or `[`,
    /// possibly empty.
    fn list(
        &mut self,
        square: bool,
        context: &str,
        mut elt: impl FnMut(&mut Self) -> CResult<()>,
    ) -> CResult<()> {
        let (open, close, o, c) = if square {
            (Tok::LSquare, Tok::RSquare, '[', ']')
        } else {
            (Tok::LParen, Tok::RParen, '(', ')')
        };
        self.expect(open, &format!("expected '{o}'{context}"))?;
        if self.consume_if(close) {
            return Ok(());
        }
        elt(self)?;
        while self.consume_if(Tok::Comma) {
            elt(self)?;
        }
        self.expect(close, &format!("expected '{c}'{context}"))
    }

    /// `(dims)[symbols] -> (exprs)` or `(dims)[symbols] : (constraints)`;
    /// true for a set.
    fn map_or_set(&mut self) -> CResult<bool> {
        self.list(false, " in dimensional identifier list", |p| {
            let d = p.exprs.dim(p.dims);
            p.define(d)?;
            p.dims += 1;
            Ok(())
        })?;
        if self.is(Tok::LSquare) {
            self.list(true, " in symbol list", |p| {
                let s = p.exprs.sym(p.syms);
                p.define(s)?;
                p.syms += 1;
                Ok(())
            })?;
        }
        if self.consume_if(Tok::Arrow) {
            self.list(false, " in affine map range", |p| {
                let e = p.expr()?;
                p.results.push((e, false));
                Ok(())
            })?;
            return Ok(false);
        }
        self.expect(Tok::Colon, "expected '->' or ':'")?;
        self.list(false, " in integer set constraint list", |p| p.constraint())?;
        if self.results.is_empty() {
            // No constraint: MLIR's set `0 == 0`.
            let zero = self.exprs.constant(0);
            self.results.push((zero, true));
        }
        Ok(true)
    }

    /// MLIR's `parseIdentifierDefinition`.
    fn define(&mut self, e: ExprId) -> CResult<()> {
        if !self.is(Tok::BareIdent) {
            return self.wrong("expected bare identifier");
        }
        let name = self.spelling();
        if self.ids.contains_key(name) {
            let message = format!(
                "redefinition of identifier '{}'",
                String::from_utf8_lossy(name)
            );
            return self.error(&message);
        }
        self.consume();
        self.ids.insert(name, e);
        Ok(())
    }

    /// MLIR's `parseAffineConstraint`: `e >= e`, `e <= e` or `e == e`.
    fn constraint(&mut self) -> CResult<()> {
        let lhs = self.expr()?;
        let ge = self.consume_if(Tok::Greater) && self.consume_if(Tok::Equal);
        let le = !ge && self.consume_if(Tok::Less) && self.consume_if(Tok::Equal);
        let eq = !ge && !le && self.consume_if(Tok::Equal) && self.consume_if(Tok::Equal);
        if !(ge || le || eq) {
            return self.error(
                "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
            );
        }
        let rhs = self.expr()?;
        // `a >= b` and `a == b` are `a - b`, `a <= b` is `b - a`.
        let e = if le {
            self.exprs.sub(rhs, lhs)
        } else {
            self.exprs.sub(lhs, rhs)
        };
        self.results.push((e, eq));
        Ok(())
    }

    fn expr(&mut self) -> CResult<ExprId> {
        self.low(None)
    }

    /// `+` or `-` (`Some(true)` for `-`).
    fn low_op(&mut self) -> Option<bool> {
        let op = match self.tok.kind {
            Tok::Plus => false,
            Tok::Minus => true,
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    /// `*`, `floordiv`, `ceildiv` or `mod`, with the operator's offset.
    fn high_op(&mut self) -> Option<(BinKind, u32)> {
        let op = match self.tok.kind {
            Tok::Star => BinKind::Mul,
            Tok::Kw(Kw::Floordiv) => BinKind::FloorDiv,
            Tok::Kw(Kw::Ceildiv) => BinKind::CeilDiv,
            Tok::Kw(Kw::Mod) => BinKind::Mod,
            _ => return None,
        };
        let at = self.tok.start();
        self.consume();
        Some((op, at))
    }

    fn low_combine(&mut self, lhs: ExprId, sub: bool, rhs: ExprId) -> ExprId {
        if sub {
            self.exprs.sub(lhs, rhs)
        } else {
            self.exprs.add(lhs, rhs)
        }
    }

    /// MLIR's `getAffineBinaryOpExpr` for `*` and the division keywords:
    /// the affine-ness checks, at `at`.
    fn high_combine(&mut self, op: BinKind, lhs: ExprId, rhs: ExprId, at: u32) -> CResult<ExprId> {
        if let Some(e) = self.lex_error() {
            return e;
        }
        let fail = |message: String| {
            Err(AffineError {
                offset: at,
                message,
            })
        };
        match op {
            BinKind::Mul => {
                if !self.exprs.is_symbolic_or_constant(lhs)
                    && !self.exprs.is_symbolic_or_constant(rhs)
                {
                    return fail(
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic".into(),
                    );
                }
                Ok(self.exprs.mul(lhs, rhs))
            }
            _ => {
                if !self.exprs.is_symbolic_or_constant(rhs) {
                    return fail(format!(
                        "non-affine expression: right operand of {} has to be either a constant or symbolic",
                        op.spelling()
                    ));
                }
                Ok(self.exprs.op(op, lhs, rhs))
            }
        }
    }

    /// MLIR's `parseAffineLowPrecOpExpr`.
    fn low(&mut self, mut llhs: Option<(ExprId, bool)>) -> CResult<ExprId> {
        loop {
            let lhs = self.operand(llhs.is_some())?;
            if let Some(op) = self.low_op() {
                let sum = match llhs.take() {
                    Some((l, sub)) => self.low_combine(l, sub, lhs),
                    None => lhs,
                };
                llhs = Some((sum, op));
                continue;
            }
            if let Some((hop, at)) = self.high_op() {
                let high = self.high(lhs, hop, at)?;
                let expr = match llhs.take() {
                    Some((l, sub)) => self.low_combine(l, sub, high),
                    None => high,
                };
                if let Some(op) = self.low_op() {
                    llhs = Some((expr, op));
                    continue;
                }
                return Ok(expr);
            }
            return Ok(match llhs {
                Some((l, sub)) => self.low_combine(l, sub, lhs),
                None => lhs,
            });
        }
    }

    /// MLIR's `parseAffineHighPrecOpExpr` after `llhs op`.
    fn high(&mut self, mut llhs: ExprId, mut op: BinKind, mut op_at: u32) -> CResult<ExprId> {
        loop {
            let lhs = self.operand(true)?;
            if let Some((next, at)) = self.high_op() {
                llhs = self.high_combine(op, llhs, lhs, at)?;
                op = next;
                op_at = at;
                continue;
            }
            return self.high_combine(op, llhs, lhs, op_at);
        }
    }

    /// MLIR's `parseAffineOperandExpr`; `after_lhs` when an operator
    /// precedes it. Parentheses and unary minuses nest at most
    /// [`MAX_DEPTH`] levels.
    fn operand(&mut self, after_lhs: bool) -> CResult<ExprId> {
        if matches!(self.tok.kind, Tok::LParen | Tok::Minus) {
            if self.nesting >= MAX_DEPTH {
                return self.error(&format!(
                    "nesting is too deep (more than {MAX_DEPTH} levels)"
                ));
            }
            self.nesting += 1;
            let e = self.nested_operand(after_lhs);
            self.nesting -= 1;
            return e;
        }
        self.nested_operand(after_lhs)
    }

    fn nested_operand(&mut self, after_lhs: bool) -> CResult<ExprId> {
        match self.tok.kind {
            Tok::Integer => {
                let value = std::str::from_utf8(self.spelling())
                    .ok()
                    .and_then(parse_u64)
                    .filter(|&v| i64::try_from(v).is_ok());
                let Some(v) = value else {
                    return self.error("constant too large for index");
                };
                self.consume();
                Ok(self.exprs.constant(v as i64))
            }
            Tok::LParen => {
                self.consume();
                if self.is(Tok::RParen) {
                    return self.error("no expression inside parentheses");
                }
                let e = self.expr()?;
                self.expect(Tok::RParen, "expected ')'")?;
                Ok(e)
            }
            Tok::Minus => {
                self.consume();
                let e = self.operand(after_lhs)?;
                let minus_one = self.exprs.constant(-1);
                Ok(self.exprs.mul(e, minus_one))
            }
            Tok::PercentIdent => self.wrong("unexpected ssa identifier"),
            Tok::Kw(Kw::Symbol) => {
                // `symbol(%x)`: SSA identifiers are not allowed here.
                self.consume();
                self.expect(Tok::LParen, "expected '(' at start of SSA symbol")?;
                self.wrong("unexpected ssa identifier")
            }
            Tok::Plus | Tok::Star => {
                if after_lhs {
                    self.error("missing right operand of binary operator")
                } else {
                    self.error("missing left operand of binary operator")
                }
            }
            Tok::BareIdent | Tok::IntType | Tok::Kw(_) => {
                let name = self.spelling();
                match self.ids.get(name) {
                    Some(&e) => {
                        self.consume();
                        Ok(e)
                    }
                    None => self.wrong("use of undeclared identifier"),
                }
            }
            _ if after_lhs => self.error("missing right operand of binary operator"),
            _ => self.error("expected affine expression"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{TextStart, check};

    /// `(offset, message)` of the first error in `text`
    /// (`affine_map<…>`/`affine_set<…>`), or `None`.
    fn first(text: &str) -> Option<(u32, String)> {
        let offset = text.find('<').unwrap();
        let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
        let line = text[..offset].matches('\n').count() as u32;
        let lt = TextStart {
            offset,
            line,
            line_start,
        };
        check(text.as_bytes(), lt, text.starts_with("affine_set"))
            .err()
            .map(|e| (e.offset + 1, e.message))
    }

    #[test]
    fn valid_bodies() {
        for ok in [
            "affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4, d0 mod s0, -d1)>",
            "affine_map<() -> ()>",
            "affine_map<(i, j) -> (i * 2 - j ceildiv 3)>",
            "affine_map<(d0, d1)[s0] -> ((d0 - d0) * d1, (d0 mod 1) * d1, d1 * (d0 * 0 + 1))>",
            "affine_map<(d0, d1) -> ((2 * d0 - d0 * 2) * d1, d1 floordiv (d0 - d0))>",
            "affine_map<(d0)[s0] -> (d0 * s0, (d0 + s0 * -1) // comment\n floordiv s0)>",
            "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, -d0 + 10 >= 0, d0 <= s0)>",
            "affine_set<(d0) : ()>",
        ] {
            assert_eq!(first(ok), None, "{ok}");
        }
    }

    /// Identifiers are looked up in a map: 100,000 dimensions (quadratic
    /// with a list: 24 s in a release build) check at once, and a
    /// redefinition is still found.
    #[test]
    fn many_identifiers() {
        let n = 100_000;
        let names: Vec<String> = (0..n).map(|i| format!("d{i}")).collect();
        let list = names.join(", ");
        assert_eq!(first(&format!("affine_map<({list}) -> ({list})>")), None);
        let (_, message) = first(&format!("affine_map<({list}, d7) -> (d0)>")).unwrap();
        assert_eq!(message, "redefinition of identifier 'd7'");
    }

    /// Input of any size is checked without deep recursion: nesting past
    /// the parser's limit is its error, and long sums are summarized.
    #[test]
    fn depth_is_not_left_to_the_input() {
        let n = 200_000;
        for nested in [
            format!("affine_map<(d0) -> ({}d0{})>", "(".repeat(n), ")".repeat(n)),
            format!("affine_map<(d0) -> ({}d0)>", "-".repeat(n)),
        ] {
            let (at, message) = first(&nested).expect("an error");
            assert_eq!(message, "nesting is too deep (more than 512 levels)");
            assert_eq!(at, 21 + 512);
        }
        let sum = ["d0", "d1"].repeat(n / 2).join(" + ");
        // Symbolic factors keep a long sum affine; its dimensions make a
        // product with a dimension non-affine.
        assert_eq!(
            first(&format!(
                "affine_map<(d0, d1)[s0] -> (({sum}) * s0, {sum})>"
            )),
            None
        );
        let (_, message) = first(&format!("affine_map<(d0, d1) -> (({sum}) * d0)>")).unwrap();
        assert!(message.starts_with("non-affine expression"), "{message}");
        let symbols = vec!["s0"; n].join(" + ");
        assert_eq!(
            first(&format!("affine_map<(d0)[s0] -> (({symbols}) * d0)>")),
            None
        );
    }
}
