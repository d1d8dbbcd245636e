//! Affine expressions built and printed as MLIR builds and prints them.
//!
//! MLIR's `AffineParser` builds an affine map's or set's expressions with
//! the operators of `AffineExpr` (`mlir/lib/IR/AffineExpr.cpp`), which
//! simplify as they build: constants fold (not when the `int64_t` result
//! would overflow: `9223372036854775807 + 1` stays a sum), constants and
//! symbolic operands move to the right (`1 + d0` is `d0 + 1`),
//! `(d0 + 2) + 3` is `d0 + 5`, `(d0 + 2) + d1` is `(d0 + d1) + 2`,
//! `c1 * e + c2 * e` is `e * (c1 + c2)`, `e - (e floordiv q) * q` is
//! `e mod q`, `(d0 * 2) * 3` is `d0 * 6`, `(d0 * 2) * s0` is
//! `(d0 * s0) * 2`, divisions and `mod` by constants fold through
//! products and sums whose known divisors allow it, `(e mod 6) mod 3` is
//! `e mod 3`, and a sum or product of two dimensions or symbols has them
//! in order (`d1 + d0` is `d0 + d1`: MLIR 22 orders them as it makes the
//! node, llvm-project#146895). The folds of nested constants wrap around
//! as `int64_t` arithmetic does in mlir-opt. Where MLIR 22 differs from
//! the older `AffineExpr.cpp` the rules were first read from (the
//! operand order, `e mod c` only for a positive `c`, `(a + b) + (x
//! floordiv c) * k`), the rules were read off mlir-opt-22's output and
//! are checked against it by `scripts/compare-affine-random.sh`.
//! [`Exprs`] is an arena of such expressions,
//! uniqued as MLIR's are (two equal expressions have the same [`ExprId`]),
//! and [`Exprs::print`] prints one as `AsmPrinter`'s
//! `printAffineExprInternal` does (`a + b * -1` as `a - b`, `a + b * -3`
//! as `a - b * 3`, `a + -3` as `a - 3`, `b * -1` as `-b`, parentheses
//! around any binary operand of a binary operator except the operands of
//! a sum).
//!
//! Depth is not left to the input: an expression tree deeper than
//! [`TREE_DEPTH`] (a long sum builds one level per term), or a
//! simplification nesting deeper than a few times that, is summarized as
//! a leaf that only remembers whether it is symbolic or constant and is
//! equal to nothing else. Such expressions still check affine-ness as
//! before, but they are not exact: [`Exprs::summarized`] tells so, and the
//! map or set is then kept as written (re-spaced, see `affine_text`), not
//! printed from its expressions.

use rustc_hash::FxHashMap;
use std::fmt::Write as _;

/// The depth past which an expression tree is summarized.
pub(crate) const TREE_DEPTH: u16 = 256;

/// The nesting of simplifying calls past which their result is
/// summarized.
const CALL_DEPTH: u32 = 4 * TREE_DEPTH as u32;

/// An expression of an [`Exprs`] arena.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct ExprId(u32);

/// The binary operators of affine expressions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum BinKind {
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

impl BinKind {
    /// The operator as the parser reads it and the printer writes it.
    pub(crate) fn spelling(self) -> &'static str {
        match self {
            BinKind::Add => "+",
            BinKind::Mul => "*",
            BinKind::FloorDiv => "floordiv",
            BinKind::CeilDiv => "ceildiv",
            BinKind::Mod => "mod",
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Node {
    Const(i64),
    Dim(u32),
    Sym(u32),
    Bin(BinKind, ExprId, ExprId),
    /// A summarized tree: a number of its own.
    Deep(u32),
}

/// A node and what MLIR computes of it (cached: both are walks of the
/// tree in MLIR).
struct Info {
    node: Node,
    /// `isSymbolicOrConstant`.
    symbolic: bool,
    /// `getLargestKnownDivisor`.
    divisor: i64,
    depth: u16,
}

/// Uniqued affine expressions (one arena per map or set).
#[derive(Default)]
pub(crate) struct Exprs {
    infos: Vec<Info>,
    interned: FxHashMap<Node, ExprId>,
    /// Summarized trees made so far.
    summaries: u32,
    /// The current nesting of simplifying calls.
    calls: u32,
}

/// How tightly the enclosing operator binds (`BindingStrength`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Strength {
    Weak,
    Strong,
}

/// MLIR's `divideFloorSigned` (the caller excludes `MIN / -1`).
fn floor_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// MLIR's `divideCeilSigned` (the caller excludes `MIN / -1`).
fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if a % b != 0 && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

/// `std::gcd` of the two values as `uint64_t`, back as `int64_t`.
fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

impl Exprs {
    fn info(&self, e: ExprId) -> &Info {
        &self.infos[e.0 as usize]
    }

    /// The value of a constant expression.
    pub(crate) fn konst(&self, e: ExprId) -> Option<i64> {
        match self.info(e).node {
            Node::Const(c) => Some(c),
            _ => None,
        }
    }

    fn bin(&self, e: ExprId) -> Option<(BinKind, ExprId, ExprId)> {
        match self.info(e).node {
            Node::Bin(k, l, r) => Some((k, l, r)),
            _ => None,
        }
    }

    /// MLIR's `isSymbolicOrConstant`: no dimension in `e`.
    pub(crate) fn is_symbolic_or_constant(&self, e: ExprId) -> bool {
        self.info(e).symbolic
    }

    fn divisor(&self, e: ExprId) -> i64 {
        self.info(e).divisor
    }

    /// Whether some tree was summarized (the expressions are not exact).
    pub(crate) fn summarized(&self) -> bool {
        self.summaries > 0
    }

    fn intern(&mut self, node: Node) -> ExprId {
        if let Some(&e) = self.interned.get(&node) {
            return e;
        }
        let (symbolic, divisor, depth) = match node {
            Node::Const(c) => (true, c.wrapping_abs(), 0),
            Node::Dim(_) => (false, 1, 0),
            Node::Sym(_) => (true, 1, 0),
            Node::Deep(_) => unreachable!("summaries are not interned"),
            Node::Bin(kind, l, r) => {
                let (li, ri) = (self.info(l), self.info(r));
                let divisor = match kind {
                    BinKind::Mul => li.divisor.wrapping_mul(ri.divisor),
                    BinKind::Add | BinKind::Mod => gcd(li.divisor, ri.divisor),
                    BinKind::FloorDiv | BinKind::CeilDiv => match self.konst(r) {
                        Some(k) if k != 0 && li.divisor.wrapping_rem(k) == 0 => {
                            li.divisor.wrapping_div(k).wrapping_abs()
                        }
                        _ => 1,
                    },
                };
                (
                    li.symbolic && ri.symbolic,
                    divisor,
                    1 + li.depth.max(ri.depth),
                )
            }
        };
        let id = ExprId(self.infos.len() as u32);
        self.infos.push(Info {
            node,
            symbolic,
            divisor,
            depth,
        });
        self.interned.insert(node, id);
        id
    }

    /// A leaf standing for the tree `l kind r`, equal to nothing else.
    fn summary(&mut self, l: ExprId, r: ExprId) -> ExprId {
        let symbolic = self.info(l).symbolic && self.info(r).symbolic;
        self.summaries += 1;
        let id = ExprId(self.infos.len() as u32);
        self.infos.push(Info {
            node: Node::Deep(self.summaries),
            symbolic,
            divisor: 1,
            depth: 0,
        });
        id
    }

    /// The integer `c`.
    pub(crate) fn constant(&mut self, c: i64) -> ExprId {
        self.intern(Node::Const(c))
    }

    /// Dimension `i`.
    pub(crate) fn dim(&mut self, i: u32) -> ExprId {
        self.intern(Node::Dim(i))
    }

    /// Symbol `i`.
    pub(crate) fn sym(&mut self, i: u32) -> ExprId {
        self.intern(Node::Sym(i))
    }

    /// The node `l kind r` as it is (summarized past [`TREE_DEPTH`]),
    /// but for the order of the operands of a sum or product of two
    /// dimensions or symbols: as MLIR 22's `AffineExpr` constructors
    /// order them, by position, dimensions first (`d1 + d0` is
    /// `d0 + d1`, `s1 * s0` is `s0 * s1`).
    fn make(&mut self, kind: BinKind, l: ExprId, r: ExprId) -> ExprId {
        if self.info(l).depth.max(self.info(r).depth) >= TREE_DEPTH {
            return self.summary(l, r);
        }
        let rank = |e: ExprId| match self.info(e).node {
            Node::Dim(i) => Some((0, i)),
            Node::Sym(i) => Some((1, i)),
            _ => None,
        };
        let (l, r) = match (kind, rank(l), rank(r)) {
            (BinKind::Add | BinKind::Mul, Some(a), Some(b)) if b < a => (r, l),
            _ => (l, r),
        };
        self.intern(Node::Bin(kind, l, r))
    }

    /// MLIR's `getAffineBinaryOpExpr`: `l kind r`, simplified. A product
    /// needs one operand symbolic or constant and a division or `mod` a
    /// symbolic or constant right operand (checked by the parser).
    pub(crate) fn op(&mut self, kind: BinKind, l: ExprId, r: ExprId) -> ExprId {
        if self.calls >= CALL_DEPTH {
            return self.summary(l, r);
        }
        self.calls += 1;
        let simplified = match kind {
            BinKind::Add => self.simplify_add(l, r),
            BinKind::Mul => self.simplify_mul(l, r),
            BinKind::FloorDiv => self.simplify_div(l, r, true),
            BinKind::CeilDiv => self.simplify_div(l, r, false),
            BinKind::Mod => self.simplify_mod(l, r),
        };
        self.calls -= 1;
        simplified.unwrap_or_else(|| self.make(kind, l, r))
    }

    /// `l + r`.
    pub(crate) fn add(&mut self, l: ExprId, r: ExprId) -> ExprId {
        self.op(BinKind::Add, l, r)
    }

    /// `l * r`.
    pub(crate) fn mul(&mut self, l: ExprId, r: ExprId) -> ExprId {
        self.op(BinKind::Mul, l, r)
    }

    /// `l * c`.
    fn mul_const(&mut self, l: ExprId, c: i64) -> ExprId {
        let c = self.constant(c);
        self.mul(l, c)
    }

    /// `l - r`, as MLIR builds it: `l + r * -1`.
    pub(crate) fn sub(&mut self, l: ExprId, r: ExprId) -> ExprId {
        let neg = self.mul_const(r, -1);
        self.add(l, neg)
    }

    /// MLIR's `simplifyAdd`.
    fn simplify_add(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        let (lc, rc) = (self.konst(lhs), self.konst(rhs));
        if let (Some(a), Some(b)) = (lc, rc) {
            return a.checked_add(b).map(|s| self.constant(s));
        }
        // Only the right one constant; only the right one symbolic.
        if lc.is_some() || (self.is_symbolic_or_constant(lhs) && !self.is_symbolic_or_constant(rhs))
        {
            return Some(self.add(rhs, lhs));
        }
        if rc == Some(0) {
            return Some(lhs);
        }
        let lbin = self.bin(lhs);
        // `(d0 + 2) + 3` is `d0 + 5`.
        if let (Some((BinKind::Add, ll, lr)), Some(c)) = (lbin, rc)
            && let Some(k) = self.konst(lr)
        {
            let sum = self.constant(k.wrapping_add(c));
            return Some(self.add(ll, sum));
        }
        // `c1 * e + c2 * e` is `e * (c1 + c2)`.
        let rbin = self.bin(rhs);
        let scaled = |this: &Self, e: ExprId, bin: Option<(BinKind, ExprId, ExprId)>| match bin {
            Some((BinKind::Mul, x, c)) if this.konst(c).is_some() => {
                (x, this.konst(c).unwrap_or(1))
            }
            _ => (e, 1),
        };
        let ((first, c1), (second, c2)) = (scaled(self, lhs, lbin), scaled(self, rhs, rbin));
        if first == second {
            return Some(self.mul_const(first, c1.wrapping_add(c2)));
        }
        // `(d0 + 2) + d1` is `(d0 + d1) + 2`.
        if let Some((BinKind::Add, ll, lr)) = lbin
            && self.konst(lr).is_some()
        {
            let sum = self.add(ll, rhs);
            return Some(self.add(sum, lr));
        }
        // `e + ((e floordiv q) * q) * -1` and `e + (e floordiv c) * -c`
        // (`c` positive) are `e mod q` and `e mod c`.
        let (rkind, lrhs, rrhs) = rbin?;
        if self.konst(rrhs) == Some(-1)
            && let Some((BinKind::Mul, llrhs, rlrhs)) = self.bin(lrhs)
        {
            let Some((BinKind::FloorDiv, dividend, divisor)) = self.bin(llrhs) else {
                return None;
            };
            if divisor == rlrhs && lhs == dividend {
                return Some(self.op(BinKind::Mod, lhs, rlrhs));
            }
        }
        let (BinKind::Mul, Some((BinKind::FloorDiv, llrhs, rlrhs))) = (rkind, self.bin(lrhs))
        else {
            return None;
        };
        let positive = self.konst(rlrhs).is_some_and(|c| c > 0);
        let neg = self.mul_const(rrhs, -1);
        if positive && lhs == llrhs && rlrhs == neg {
            return Some(self.op(BinKind::Mod, lhs, rlrhs));
        }
        // `(a + b) + (x floordiv c) * k` is `a + (b + (x floordiv c) *
        // k)` when the inner sum simplifies (MLIR 22: `(d0 + d1) + (d1
        // floordiv 2) * -2` is `d0 + d1 mod 2`, `(d0 + s0) + (d1 floordiv
        // 2) * 3` is `d0 + ((d1 floordiv 2) * 3 + s0)`).
        if let Some((BinKind::Add, a, b)) = lbin
            && let Some(inner) = self.nested(|x| x.simplify_add(b, rhs))
        {
            return Some(self.add(a, inner));
        }
        None
    }

    /// `f` (a simplification called directly, not through [`Exprs::op`])
    /// counted as one more nested call; `None` past the limit (and the
    /// expressions are no longer exact).
    fn nested(&mut self, f: impl FnOnce(&mut Self) -> Option<ExprId>) -> Option<ExprId> {
        if self.calls >= CALL_DEPTH {
            self.summaries += 1;
            return None;
        }
        self.calls += 1;
        let r = f(self);
        self.calls -= 1;
        r
    }

    /// MLIR's `simplifyMul`.
    fn simplify_mul(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        let (lc, rc) = (self.konst(lhs), self.konst(rhs));
        if let (Some(a), Some(b)) = (lc, rc) {
            return a.checked_mul(b).map(|p| self.constant(p));
        }
        if !self.is_symbolic_or_constant(lhs) && !self.is_symbolic_or_constant(rhs) {
            return None;
        }
        // The constant or symbolic operand on the right.
        if !self.is_symbolic_or_constant(rhs) || lc.is_some() {
            return Some(self.mul(rhs, lhs));
        }
        match rc {
            Some(1) => return Some(lhs),
            Some(0) => return Some(rhs),
            _ => {}
        }
        if let Some((BinKind::Mul, ll, lr)) = self.bin(lhs)
            && let Some(k) = self.konst(lr)
        {
            // `(d0 * 2) * 3` is `d0 * 6`; `(d0 * 2) * s0` is
            // `(d0 * s0) * 2`.
            if let Some(c) = rc {
                return Some(self.mul_const(ll, k.wrapping_mul(c)));
            }
            let product = self.mul(ll, rhs);
            return Some(self.mul(product, lr));
        }
        None
    }

    /// MLIR's `simplifyFloorDiv` (`floor`) and `simplifyCeilDiv`.
    fn simplify_div(&mut self, lhs: ExprId, rhs: ExprId, floor: bool) -> Option<ExprId> {
        let c = self.konst(rhs).filter(|&c| c != 0)?;
        if let Some(a) = self.konst(lhs) {
            if a == i64::MIN && c == -1 {
                return None;
            }
            let q = if floor {
                floor_div(a, c)
            } else {
                ceil_div(a, c)
            };
            return Some(self.constant(q));
        }
        if c == 1 {
            return Some(lhs);
        }
        let lbin = self.bin(lhs);
        // `(e * 8) floordiv 4` is `e * 2`.
        if let Some((BinKind::Mul, ll, lr)) = lbin
            && let Some(k) = self.konst(lr)
            && k.wrapping_rem(c) == 0
        {
            return Some(self.mul_const(ll, k.wrapping_div(c)));
        }
        // `(e1 + e2) floordiv c` when `c` divides `e1` or `e2`.
        if floor
            && let Some((BinKind::Add, ll, lr)) = lbin
            && (self.divisor(ll).wrapping_rem(c) == 0 || self.divisor(lr).wrapping_rem(c) == 0)
        {
            let a = self.op(BinKind::FloorDiv, ll, rhs);
            let b = self.op(BinKind::FloorDiv, lr, rhs);
            return Some(self.add(a, b));
        }
        None
    }

    /// MLIR's `simplifyMod`.
    fn simplify_mod(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        let c = self.konst(rhs).filter(|&c| c >= 1)?;
        if let Some(a) = self.konst(lhs) {
            return Some(self.constant(a.rem_euclid(c)));
        }
        if self.divisor(lhs).wrapping_rem(c) == 0 {
            return Some(self.constant(0));
        }
        match self.bin(lhs) {
            // `(e1 + e2) mod c` when `c` divides `e1` or `e2`.
            Some((BinKind::Add, ll, lr)) => {
                if self.divisor(ll).wrapping_rem(c) == 0 {
                    return Some(self.op(BinKind::Mod, lr, rhs));
                }
                if self.divisor(lr).wrapping_rem(c) == 0 {
                    return Some(self.op(BinKind::Mod, ll, rhs));
                }
            }
            // `(e mod a) mod b` is `e mod b` when `b` divides `a`.
            Some((BinKind::Mod, ll, lr)) => {
                if let Some(a) = self.konst(lr)
                    && a >= 1
                    && a.rem_euclid(c) == 0
                {
                    return Some(self.op(BinKind::Mod, ll, rhs));
                }
            }
            _ => {}
        }
        None
    }

    /// Appends `e` as MLIR prints it at the top of an expression.
    pub(crate) fn print(&self, e: ExprId, out: &mut String) {
        self.print_in(e, Strength::Weak, out);
    }

    /// MLIR's `printAffineExprInternal` (the depth of the tree is at most
    /// [`TREE_DEPTH`]: the caller prints no summarized tree).
    fn print_in(&self, e: ExprId, enclosing: Strength, out: &mut String) {
        let (kind, lhs, rhs) = match self.info(e).node {
            Node::Bin(kind, l, r) => (kind, l, r),
            leaf => {
                let _ = match leaf {
                    Node::Const(c) => write!(out, "{c}"),
                    Node::Dim(i) => write!(out, "d{i}"),
                    Node::Sym(i) => write!(out, "s{i}"),
                    _ => write!(out, "<summarized>"),
                };
                return;
            }
        };
        let strong = enclosing == Strength::Strong;
        if strong {
            out.push('(');
        }
        let rc = self.konst(rhs);
        if kind != BinKind::Add {
            if kind == BinKind::Mul && rc == Some(-1) {
                out.push('-');
                self.print_in(lhs, Strength::Strong, out);
            } else {
                self.print_in(lhs, Strength::Strong, out);
                out.push(' ');
                out.push_str(kind.spelling());
                out.push(' ');
                self.print_in(rhs, Strength::Strong, out);
            }
        } else if let Some((BinKind::Mul, rl, rr)) = self.bin(rhs)
            && let Some(k) = self.konst(rr)
            && k < 0
        {
            // `a + b * -1` is `a - b`; `a + b * -3` is `a - b * 3`.
            self.print_in(lhs, Strength::Weak, out);
            out.push_str(" - ");
            if k == -1 {
                let sum = matches!(self.bin(rl), Some((BinKind::Add, _, _)));
                let strength = if sum {
                    Strength::Strong
                } else {
                    Strength::Weak
                };
                self.print_in(rl, strength, out);
            } else {
                self.print_in(rl, Strength::Strong, out);
                let _ = write!(out, " * {}", k.wrapping_neg());
            }
        } else if let Some(k) = rc
            && k < 0
        {
            // `a + -3` is `a - 3`.
            self.print_in(lhs, Strength::Weak, out);
            let _ = write!(out, " - {}", k.wrapping_neg());
        } else {
            self.print_in(lhs, Strength::Weak, out);
            out.push_str(" + ");
            self.print_in(rhs, Strength::Weak, out);
        }
        if strong {
            out.push(')');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{BinKind, Exprs, TREE_DEPTH};

    /// Long sums are summarized, not recursed into, and say so.
    #[test]
    fn deep_trees_are_summarized() {
        let mut x = Exprs::default();
        let mut sum = x.dim(0);
        for i in 1..10 * u32::from(TREE_DEPTH) {
            let d = x.dim(i % 7);
            let s = x.sym(i);
            let term = x.mul(d, s);
            sum = x.op(BinKind::Add, sum, term);
        }
        assert!(x.summarized());
        assert!(!x.is_symbolic_or_constant(sum));
    }

    #[test]
    fn shallow_trees_are_exact() {
        let mut x = Exprs::default();
        let (d0, one, two) = (x.dim(0), x.constant(1), x.constant(2));
        let a = x.add(one, d0);
        let e = x.add(a, two);
        let mut out = String::new();
        x.print(e, &mut out);
        assert_eq!(out, "d0 + 3");
        assert!(!x.summarized());
    }
}
