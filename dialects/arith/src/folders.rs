//! The ops' folders (`let hasFolder = 1;`): each `Fold` impl reads the
//! op's constant operands and types, calls the pure folder of
//! [`numerics::fold`](crate::numerics::fold) and turns its outcome into an
//! [`OpFoldResult`]. The rules that look at the IR around the op (the
//! defining ops of its operands: `addi(subi(a, b), b) → a`,
//! `extui(extui(x))`, …) are the `ir` closures here, called where the
//! numerics folder asks, so each folder keeps the rule order of MLIR 22's
//! `ArithOps.cpp`.
//!
//! An operand counts as constant when the driver's fold adaptor holds an
//! attribute for it that the numerics can read (integer, index and float
//! scalars, dense integer and float vectors and tensors); any other
//! attribute (strings, complex numbers, opaque attributes) leaves it
//! non-constant, and the folders that need it do not fold. A constant
//! result the runtime cannot store (wider than 128 bits) does not fold
//! either.

use drr::ods::{Fold, HasFoldAdaptor, Op};
use drr::{Attribute, Context, FoldOutcome, OpFoldResult, OpId, Value};
use smallvec::SmallVec;

use crate::numerics::attribute::{constant_from_attr, constant_to_attr, scalar_type, value_type};
use crate::numerics::fold::{self as nf, Fold as F, Operands};
use crate::numerics::{ApInt, Constant, FloatSemantics, ScalarType, ValueType};
use crate::ops::*;

/// The numerics' view of an adaptor operand.
fn cst(ctx: &Context, attr: Option<Attribute>) -> Option<Constant> {
    attr.and_then(|a| constant_from_attr(ctx, a))
}

/// The numerics' view of `v`'s type.
fn vtype(ctx: &Context, v: Value) -> Option<ValueType> {
    value_type(ctx, ctx.value_type(v))
}

/// Operand `i` of `op`.
fn operand(ctx: &Context, op: OpId, i: usize) -> Value {
    ctx.op(op).operand(i)
}

/// The single result of `op`.
fn result(ctx: &Context, op: OpId) -> Value {
    ctx.op(op).results()[0]
}

/// What an `ir` closure found: MLIR's fold returning an existing value
/// that is not an operand (`addi(subi(a, b), b) → a`). The closure records
/// it here and hands the numerics folder a placeholder outcome, which
/// [`finish`] replaces.
#[derive(Default)]
struct Picked(Option<Value>);

impl Picked {
    /// Records `v` as the fold result; the outcome to give the numerics
    /// folder.
    fn value(&mut self, v: Value) -> Option<F> {
        self.0 = Some(v);
        Some(F::Updated)
    }
}

/// An outcome of a numerics folder as MLIR's `OpFoldResult`: an operand,
/// a value picked by the `ir` closure, a constant attribute, or (in
/// place) the op's own result.
fn finish(ctx: &mut Context, op: OpId, picked: Picked, f: F) -> Option<OpFoldResult> {
    if let Some(v) = picked.0 {
        return Some(OpFoldResult::Value(v));
    }
    match f {
        F::Operand(k) => ctx.op(op).operands().nth(k).map(OpFoldResult::Value),
        F::Constant(c) => constant_to_attr(ctx, &c).map(OpFoldResult::Attribute),
        F::Updated | F::SwapOperands { .. } => Some(OpFoldResult::Value(result(ctx, op))),
    }
}

/// The outcomes of a two-result folder.
fn finish_all(ctx: &mut Context, op: OpId, folds: Option<Vec<F>>) -> FoldOutcome {
    let Some(folds) = folds else {
        return FoldOutcome::Failed;
    };
    let mut out = SmallVec::new();
    for f in folds {
        match finish(ctx, op, Picked::default(), f) {
            Some(r) => out.push(r),
            None => return FoldOutcome::Failed,
        }
    }
    FoldOutcome::Replace(out)
}

/// The op defining `v`, if it is an op of kind `O` (`getDefiningOp<O>`).
fn def<O: Op>(ctx: &Context, v: Value) -> Option<O> {
    O::from_op(ctx, ctx.defining_op(v)?)
}

/// The integer value of the scalar or splat constant defining `v`
/// (`m_ConstantInt`).
fn constant_int(ctx: &mut Context, v: Value) -> Option<ApInt> {
    let op = ctx.defining_op(v)?;
    let attr = drr::rewrite::constant_value(ctx, op)?;
    constant_from_attr(ctx, attr)?.splat_int().cloned()
}

/// `x` is `xori(y, c)` with `c` an all-ones constant
/// (`m_Op<XOrIOp>(m_Val(y), m_ConstantInt(&c)) && c.isAllOnes()`); the
/// `xori` if so.
fn not_of(ctx: &mut Context, x: Value, y: Value) -> Option<Arith_XOrIOp> {
    let xor = def::<Arith_XOrIOp>(ctx, x)?;
    if xor.lhs(ctx) != y {
        return None;
    }
    let c = constant_int(ctx, xor.rhs(ctx))?;
    c.is_all_ones().then_some(xor)
}

/// The constant operands of a binary op and whether they are the same
/// SSA value.
fn binary(
    ctx: &Context,
    op: OpId,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
) -> (Option<Constant>, Option<Constant>, bool) {
    (
        cst(ctx, lhs),
        cst(ctx, rhs),
        operand(ctx, op, 0) == operand(ctx, op, 1),
    )
}

/// The numerics' form of an op's fast-math flags (absent: none).
fn fastmath(ctx: &Context, attr: Option<Attribute>) -> nf::FastMathFlags {
    attr.and_then(|a| Arith_FastMathAttr::value(ctx, a))
        .map_or(nf::FastMathFlags::NONE, |f| nf::FastMathFlags(f.bits()))
}

/// An op's overflow flags (absent: none).
fn overflow(ctx: &Context, attr: Option<Attribute>) -> IntegerOverflowFlags {
    attr.and_then(|a| Arith_IntegerOverflowAttr::value(ctx, a))
        .unwrap_or(IntegerOverflowFlags::NONE)
}

/// Implements `Fold` for a binary op whose folder takes only its operands.
macro_rules! simple_binary {
    ($($op:ident => $f:path;)*) => {$(
        impl Fold for $op {
            fn fold(self, ctx: &mut Context, a: <Self as HasFoldAdaptor>::FoldAdaptor<'_>) -> Option<OpFoldResult> {
                let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
                let f = $f(Operands { lhs: l.as_ref(), rhs: r.as_ref(), same })?;
                finish(ctx, self.0, Picked::default(), f)
            }
        }
    )*};
}

simple_binary! {
    Arith_MulIOp => nf::muli;
    Arith_CeilDivUIOp => nf::ceildivui;
    Arith_CeilDivSIOp => nf::ceildivsi;
    Arith_FloorDivSIOp => nf::floordivsi;
    Arith_RemUIOp => nf::remui;
    Arith_RemSIOp => nf::remsi;
    Arith_ShLIOp => nf::shli;
    Arith_ShRUIOp => nf::shrui;
    Arith_ShRSIOp => nf::shrsi;
    Arith_MaxSIOp => nf::maxsi;
    Arith_MaxUIOp => nf::maxui;
    Arith_MinSIOp => nf::minsi;
    Arith_MinUIOp => nf::minui;
    Arith_RemFOp => nf::remf;
    Arith_MaximumFOp => nf::maximumf;
    Arith_MaxNumFOp => nf::maxnumf;
    Arith_MinimumFOp => nf::minimumf;
    Arith_MinNumFOp => nf::minnumf;
}

/// Implements `Fold` for a binary float op with a rounding-mode parameter
/// (none of MLIR 22's has the attribute: nearest-even).
macro_rules! float_binary {
    ($($op:ident => $f:path;)*) => {$(
        impl Fold for $op {
            fn fold(self, ctx: &mut Context, a: <Self as HasFoldAdaptor>::FoldAdaptor<'_>) -> Option<OpFoldResult> {
                let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
                let f = $f(Operands { lhs: l.as_ref(), rhs: r.as_ref(), same }, None)?;
                finish(ctx, self.0, Picked::default(), f)
            }
        }
    )*};
}

float_binary! {
    Arith_AddFOp => nf::addf;
    Arith_SubFOp => nf::subf;
    Arith_DivFOp => nf::divf;
}

/// Implements `Fold` for a cast whose folder takes its operand and result
/// type only.
macro_rules! simple_cast {
    ($($op:ident => $f:path;)*) => {$(
        impl Fold for $op {
            fn fold(self, ctx: &mut Context, a: <Self as HasFoldAdaptor>::FoldAdaptor<'_>) -> Option<OpFoldResult> {
                let input = cst(ctx, a.r#in());
                let ty = vtype(ctx, result(ctx, self.0))?;
                let f = $f(input.as_ref(), &ty)?;
                finish(ctx, self.0, Picked::default(), f)
            }
        }
    )*};
}

simple_cast! {
    Arith_UIToFPOp => nf::uitofp;
    Arith_SIToFPOp => nf::sitofp;
    Arith_FPToUIOp => nf::fptoui;
    Arith_FPToSIOp => nf::fptosi;
    Arith_BitcastOp => nf::bitcast;
}

/// `index_cast` and `index_castui`: their constant folds only (MLIR 22
/// folds no chain of index casts; the canonicalization patterns do).
macro_rules! index_cast {
    ($($op:ident => $f:path;)*) => {$(
        impl Fold for $op {
            fn fold(self, ctx: &mut Context, a: <Self as HasFoldAdaptor>::FoldAdaptor<'_>) -> Option<OpFoldResult> {
                let input = cst(ctx, a.r#in());
                let ty = vtype(ctx, result(ctx, self.0))?;
                let f = $f(input.as_ref(), &ty, || None)?;
                finish(ctx, self.0, Picked::default(), f)
            }
        }
    )*};
}

index_cast! {
    Arith_IndexCastOp => nf::index_cast;
    Arith_IndexCastUIOp => nf::index_castui;
}

impl Fold for Arith_ConstantOp {
    fn fold(self, ctx: &mut Context, _a: Arith_ConstantOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        self.value_attr(ctx).map(OpFoldResult::Attribute)
    }
}

impl Fold for Arith_AddIOp {
    fn fold(self, ctx: &mut Context, a: Arith_AddIOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let mut picked = Picked::default();
        let ops = Operands::of(&l, &r, same);
        let f = nf::addi(ops, || {
            // addi(subi(a, b), b) -> a
            if let Some(sub) = def::<Arith_SubIOp>(ctx, lhs)
                && rhs == sub.rhs(ctx)
            {
                return picked.value(sub.lhs(ctx));
            }
            // addi(b, subi(a, b)) -> a
            if let Some(sub) = def::<Arith_SubIOp>(ctx, rhs)
                && lhs == sub.rhs(ctx)
            {
                return picked.value(sub.lhs(ctx));
            }
            None
        })?;
        finish(ctx, self.0, picked, f)
    }
}

impl Fold for Arith_SubIOp {
    fn fold(self, ctx: &mut Context, a: Arith_SubIOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let ty = vtype(ctx, result(ctx, self.0))?;
        let mut picked = Picked::default();
        let ops = Operands::of(&l, &r, same);
        let f = nf::subi(ops, &ty, || {
            if let Some(add) = def::<Arith_AddIOp>(ctx, lhs) {
                // subi(addi(a, b), b) -> a
                if rhs == add.rhs(ctx) {
                    return picked.value(add.lhs(ctx));
                }
                // subi(addi(a, b), a) -> b
                if rhs == add.lhs(ctx) {
                    return picked.value(add.rhs(ctx));
                }
            }
            None
        })?;
        finish(ctx, self.0, picked, f)
    }
}

/// MLIR's `foldDivMul`: `(a * b) / b → a` (and `/ a → b`) when the
/// multiplication has all of `flags`.
fn fold_div_mul(
    ctx: &Context,
    lhs: Value,
    rhs: Value,
    flags: IntegerOverflowFlags,
    picked: &mut Picked,
) -> Option<F> {
    let mul = def::<Arith_MulIOp>(ctx, lhs)?;
    if !overflow(ctx, mul.overflowFlags_attr(ctx)).contains(flags) {
        return None;
    }
    if mul.lhs(ctx) == rhs {
        return picked.value(mul.rhs(ctx));
    }
    if mul.rhs(ctx) == rhs {
        return picked.value(mul.lhs(ctx));
    }
    None
}

impl Fold for Arith_DivUIOp {
    fn fold(self, ctx: &mut Context, a: Arith_DivUIOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let mut picked = Picked::default();
        let ops = Operands::of(&l, &r, same);
        let f = nf::divui(ops, || {
            fold_div_mul(ctx, lhs, rhs, IntegerOverflowFlags::NUW, &mut picked)
        })?;
        finish(ctx, self.0, picked, f)
    }
}

impl Fold for Arith_DivSIOp {
    fn fold(self, ctx: &mut Context, a: Arith_DivSIOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let mut picked = Picked::default();
        let ops = Operands::of(&l, &r, same);
        let f = nf::divsi(ops, || {
            fold_div_mul(ctx, lhs, rhs, IntegerOverflowFlags::NSW, &mut picked)
        })?;
        finish(ctx, self.0, picked, f)
    }
}

impl Fold for Arith_AndIOp {
    fn fold(self, ctx: &mut Context, a: Arith_AndIOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let ty = vtype(ctx, result(ctx, self.0))?;
        let mut picked = Picked::default();
        let ops = Operands::of(&l, &r, same);
        let f = nf::andi(ops, || {
            // and(x, not(x)) -> 0, and(not(x), x) -> 0
            if not_of(ctx, rhs, lhs).is_some() || not_of(ctx, lhs, rhs).is_some() {
                return Constant::zero(&ty).map(F::Constant);
            }
            // and(a, and(a, b)) -> and(a, b)
            for reverse in [false, true] {
                let (prev, other) = if reverse { (rhs, lhs) } else { (lhs, rhs) };
                let Some(prev) = def::<Arith_AndIOp>(ctx, prev) else {
                    continue;
                };
                if other != prev.lhs(ctx) && other != prev.rhs(ctx) {
                    continue;
                }
                return picked.value(prev.result(ctx));
            }
            None
        })?;
        finish(ctx, self.0, picked, f)
    }
}

impl Fold for Arith_OrIOp {
    fn fold(self, ctx: &mut Context, a: Arith_OrIOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let mut picked = Picked::default();
        let ops = Operands::of(&l, &r, same);
        let f = nf::ori(ops, || {
            // or(x, xor(x, 1)) -> 1
            if let Some(xor) = not_of(ctx, rhs, lhs) {
                return picked.value(xor.rhs(ctx));
            }
            // or(xor(x, 1), x) -> 1
            if let Some(xor) = not_of(ctx, lhs, rhs) {
                return picked.value(xor.rhs(ctx));
            }
            None
        })?;
        finish(ctx, self.0, picked, f)
    }
}

impl Fold for Arith_XOrIOp {
    fn fold(self, ctx: &mut Context, a: Arith_XOrIOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let ty = vtype(ctx, result(ctx, self.0))?;
        let mut picked = Picked::default();
        let ops = Operands::of(&l, &r, same);
        let f = nf::xori(ops, &ty, || {
            // xor(xor(x, a), a) -> x, xor(xor(a, x), a) -> x
            if let Some(prev) = def::<Arith_XOrIOp>(ctx, lhs) {
                if prev.rhs(ctx) == rhs {
                    return picked.value(prev.lhs(ctx));
                }
                if prev.lhs(ctx) == rhs {
                    return picked.value(prev.rhs(ctx));
                }
            }
            // xor(a, xor(x, a)) -> x, xor(a, xor(a, x)) -> x
            if let Some(prev) = def::<Arith_XOrIOp>(ctx, rhs) {
                if prev.rhs(ctx) == lhs {
                    return picked.value(prev.lhs(ctx));
                }
                if prev.lhs(ctx) == lhs {
                    return picked.value(prev.rhs(ctx));
                }
            }
            None
        })?;
        finish(ctx, self.0, picked, f)
    }
}

impl Fold for Arith_NegFOp {
    fn fold(self, ctx: &mut Context, a: Arith_NegFOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let input = cst(ctx, a.operand());
        let x = self.operand(ctx);
        let mut picked = Picked::default();
        let f = nf::negf(input.as_ref(), || {
            // negf(negf(x)) -> x
            let inner = def::<Arith_NegFOp>(ctx, x)?;
            picked.value(inner.operand(ctx))
        })?;
        finish(ctx, self.0, picked, f)
    }
}

impl Fold for Arith_MulFOp {
    fn fold(self, ctx: &mut Context, a: Arith_MulFOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
        let flags = fastmath(ctx, self.fastmath_attr(ctx));
        let ops = Operands::of(&l, &r, same);
        let f = nf::mulf(ops, flags, None)?;
        finish(ctx, self.0, Picked::default(), f)
    }
}

impl Fold for Arith_ExtUIOp {
    fn fold(self, ctx: &mut Context, a: Arith_ExtUIOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let input = cst(ctx, a.r#in());
        let ty = vtype(ctx, self.out(ctx))?;
        let x = self.r#in(ctx);
        let op = self.0;
        let f = nf::extui(input.as_ref(), &ty, || {
            // extui(extui(x)) -> extui(x), in place
            let inner = def::<Arith_ExtUIOp>(ctx, x)?;
            let src = inner.r#in(ctx);
            ctx.set_operand(op, 0, src).ok()?;
            Some(F::Updated)
        })?;
        finish(ctx, op, Picked::default(), f)
    }
}

impl Fold for Arith_ExtSIOp {
    fn fold(self, ctx: &mut Context, a: Arith_ExtSIOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let input = cst(ctx, a.r#in());
        let ty = vtype(ctx, self.out(ctx))?;
        let x = self.r#in(ctx);
        let op = self.0;
        let f = nf::extsi(input.as_ref(), &ty, || {
            // extsi(extsi(x)) -> extsi(x), in place
            let inner = def::<Arith_ExtSIOp>(ctx, x)?;
            let src = inner.r#in(ctx);
            ctx.set_operand(op, 0, src).ok()?;
            Some(F::Updated)
        })?;
        finish(ctx, op, Picked::default(), f)
    }
}

impl Fold for Arith_ExtFOp {
    fn fold(self, ctx: &mut Context, a: Arith_ExtFOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let input = cst(ctx, a.r#in());
        let out = self.out(ctx);
        let ty = vtype(ctx, out)?;
        let x = self.r#in(ctx);
        let ext_flags = fastmath(ctx, self.fastmath_attr(ctx));
        let mut picked = Picked::default();
        let f = nf::extf(input.as_ref(), &ty, || {
            // extf(truncf(x)) -> x, if both allow contraction
            let trunc = def::<Arith_TruncFOp>(ctx, x)?;
            let src = trunc.r#in(ctx);
            if ctx.value_type(src) != ctx.value_type(out) {
                return None;
            }
            let trunc_flags = fastmath(ctx, trunc.fastmath_attr(ctx));
            let contract = nf::FastMathFlags::CONTRACT;
            if trunc_flags.contains(contract) && ext_flags.contains(contract) {
                return picked.value(src);
            }
            None
        })?;
        finish(ctx, self.0, picked, f)
    }
}

/// The element type of `v`'s type (`getElementTypeOrSelf`) as the
/// numerics see it.
fn element(ctx: &Context, v: Value) -> Option<ScalarType> {
    let ty = drr::ods::element_type_or_self(ctx, ctx.value_type(v));
    scalar_type(ctx, ty)
}

impl Fold for Arith_TruncIOp {
    fn fold(self, ctx: &mut Context, a: Arith_TruncIOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let input = cst(ctx, a.r#in());
        let out = self.out(ctx);
        let ty = vtype(ctx, out)?;
        let x = self.r#in(ctx);
        let op = self.0;
        let mut picked = Picked::default();
        let f = nf::trunci(input.as_ref(), &ty, || {
            let inner = ctx.defining_op(x);
            let is_ext = inner.is_some_and(|i| {
                Arith_ExtUIOp::from_op(ctx, i).is_some() || Arith_ExtSIOp::from_op(ctx, i).is_some()
            });
            if let Some(inner) = inner
                && is_ext
            {
                let src = ctx.op(inner).operand(0);
                let src_ty = element(ctx, src)?;
                let dst_ty = element(ctx, out)?;
                // trunci(ext(a)) -> trunci(a), in place
                if src_ty.bit_width() > dst_ty.bit_width() {
                    ctx.set_operand(op, 0, src).ok()?;
                    return Some(F::Updated);
                }
                // trunci(ext(a)) -> a
                if src_ty == dst_ty {
                    return picked.value(src);
                }
            }
            // trunci(trunci(a)) -> trunci(a), in place
            let inner = def::<Arith_TruncIOp>(ctx, x)?;
            let src = inner.r#in(ctx);
            ctx.set_operand(op, 0, src).ok()?;
            Some(F::Updated)
        })?;
        finish(ctx, op, picked, f)
    }
}

impl Fold for Arith_TruncFOp {
    fn fold(self, ctx: &mut Context, a: Arith_TruncFOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let input = cst(ctx, a.r#in());
        let out = self.out(ctx);
        let ty = vtype(ctx, out)?;
        let x = self.r#in(ctx);
        let op = self.0;
        let rm = self
            .roundingmode_attr(ctx)
            .and_then(|attr| RoundingMode::from_attr(ctx, attr))
            .and_then(|m| crate::numerics::RoundingMode::from_arith_value(m.value()));
        let mut picked = Picked::default();
        let f = nf::truncf(input.as_ref(), &ty, rm, || {
            let ext = def::<Arith_ExtFOp>(ctx, x)?;
            let src = ext.r#in(ctx);
            let (
                ScalarType::Float(src_kind),
                ScalarType::Float(mid_kind),
                ScalarType::Float(res_kind),
            ) = (
                element(ctx, src)?,
                element(ctx, ext.out(ctx))?,
                element(ctx, out)?,
            )
            else {
                return None;
            };
            // Only if the intermediate type holds every value of the source.
            if !FloatSemantics::of(src_kind).is_representable_by(FloatSemantics::of(mid_kind)) {
                return None;
            }
            // truncf(extf(a)) -> truncf(a), in place
            if src_kind.bit_width() > res_kind.bit_width() {
                ctx.set_operand(op, 0, src).ok()?;
                return Some(F::Updated);
            }
            // truncf(extf(a)) -> a
            if src_kind == res_kind {
                return picked.value(src);
            }
            None
        })?;
        finish(ctx, op, picked, f)
    }
}

impl Fold for Arith_CmpIOp {
    fn fold(self, ctx: &mut Context, a: Arith_CmpIOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
        let op = self.0;
        let lhs = self.lhs(ctx);
        let predicate = self
            .predicate_attr(ctx)
            .and_then(|attr| CmpIPredicate::from_attr(ctx, attr))
            .and_then(|p| nf::CmpIPredicate::from_value(p.value()))?;
        let operand_ty = element(ctx, lhs)?;
        let ty = vtype(ctx, result(ctx, op))?;
        let mut picked = Picked::default();
        let rhs_zero = r
            .as_ref()
            .and_then(Constant::splat_int)
            .is_some_and(ApInt::is_zero);
        let ops = Operands::of(&l, &r, same);
        let f = nf::cmpi(predicate, ops, operand_ty, &ty, || {
            if !rhs_zero || predicate != nf::CmpIPredicate::Ne {
                return None;
            }
            // extsi(%x : i1 -> iN) != 0 -> %x, same for extui
            let inner = ctx.defining_op(lhs)?;
            let is_ext = Arith_ExtSIOp::from_op(ctx, inner).is_some()
                || Arith_ExtUIOp::from_op(ctx, inner).is_some();
            if !is_ext {
                return None;
            }
            let src = ctx.op(inner).operand(0);
            (integer_width(ctx, src) == Some(1)).then_some(())?;
            picked.value(src)
        })?;
        if let F::SwapOperands { predicate } = f {
            // Move the constant to the right, in place.
            let swapped = CmpIPredicate::from_value(predicate.value())?;
            let attr = swapped.to_attr(ctx);
            let name = ctx.symbol("predicate");
            ctx.set_inherent_attr(op, name, Some(attr)).ok()?;
            let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
            ctx.set_operand(op, 0, rhs).ok()?;
            ctx.set_operand(op, 1, lhs).ok()?;
            return Some(OpFoldResult::Value(result(ctx, op)));
        }
        finish(ctx, op, picked, f)
    }
}

/// MLIR's `getIntegerWidth` in `CmpIOp::fold`: the width of an integer
/// type or of a vector's integer elements (not of a tensor's).
fn integer_width(ctx: &Context, v: Value) -> Option<u32> {
    let ty = ctx.value_type(v);
    let ty = match ctx.type_data(ty) {
        drr::TypeData::Vector { element, .. } => *element,
        _ => ty,
    };
    match ctx.type_data(ty) {
        drr::TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

impl Fold for Arith_CmpFOp {
    fn fold(self, ctx: &mut Context, a: Arith_CmpFOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (l, r) = (cst(ctx, a.lhs()), cst(ctx, a.rhs()));
        let predicate = self
            .predicate_attr(ctx)
            .and_then(|attr| CmpFPredicate::from_attr(ctx, attr))
            .and_then(|p| nf::CmpFPredicate::from_value(p.value()))?;
        let f = nf::cmpf(predicate, l.as_ref(), r.as_ref())?;
        finish(ctx, self.0, Picked::default(), f)
    }
}

impl Fold for SelectOp {
    fn fold(self, ctx: &mut Context, a: SelectOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        let cond = cst(ctx, a.condition());
        let on_true = cst(ctx, a.true_value());
        let on_false = cst(ctx, a.false_value());
        let (c, t, fv) = (
            self.condition(ctx),
            self.true_value(ctx),
            self.false_value(ctx),
        );
        // Any type: a memref select still folds to one of its operands.
        let ty = vtype(ctx, result(ctx, self.0));
        let mut picked = Picked::default();
        let f = nf::select(
            cond.as_ref(),
            on_true.as_ref(),
            on_false.as_ref(),
            t == fv,
            ty.as_ref(),
            || {
                // select(cmpi eq/ne(a, b), a, b) -> b / a
                let cmp = def::<Arith_CmpIOp>(ctx, c)?;
                let pred = cmp
                    .predicate_attr(ctx)
                    .and_then(|attr| CmpIPredicate::from_attr(ctx, attr))?;
                if !matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
                    return None;
                }
                let (l, r) = (cmp.lhs(ctx), cmp.rhs(ctx));
                if (l == t && r == fv) || (r == t && l == fv) {
                    return picked.value(if pred == CmpIPredicate::Ne { t } else { fv });
                }
                None
            },
        )?;
        finish(ctx, self.0, picked, f)
    }
}

impl Fold for Arith_AddUIExtendedOp {
    fn fold(self, ctx: &mut Context, a: Arith_AddUIExtendedOpFoldAdaptor<'_>) -> FoldOutcome {
        let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
        let Some(overflow_ty) = vtype(ctx, self.overflow(ctx)) else {
            return FoldOutcome::Failed;
        };
        let ops = Operands::of(&l, &r, same);
        let folds = nf::addui_extended(ops, &overflow_ty);
        finish_all(ctx, self.0, folds)
    }
}

impl Fold for Arith_MulSIExtendedOp {
    fn fold(self, ctx: &mut Context, a: Arith_MulSIExtendedOpFoldAdaptor<'_>) -> FoldOutcome {
        let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
        let ops = Operands::of(&l, &r, same);
        let folds = nf::mulsi_extended(ops);
        finish_all(ctx, self.0, folds)
    }
}

impl Fold for Arith_MulUIExtendedOp {
    fn fold(self, ctx: &mut Context, a: Arith_MulUIExtendedOpFoldAdaptor<'_>) -> FoldOutcome {
        let (l, r, same) = binary(ctx, self.0, a.lhs(), a.rhs());
        let Some(ty) = vtype(ctx, self.lhs(ctx)) else {
            return FoldOutcome::Failed;
        };
        let ops = Operands::of(&l, &r, same);
        let folds = nf::mului_extended(ops, &ty);
        finish_all(ctx, self.0, folds)
    }
}
